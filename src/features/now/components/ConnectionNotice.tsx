import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectProductName } from '../../../theme/brand';
import messages from '../messages';
import { selectConnectionView } from '../nowSelectors';
import { REALTIME_CONNECT_REQUESTED } from '../types';
import styles from './ConnectionNotice.module.css';

const MAX_RETRIES = 25;
/** The feed's connection timeout (realtime/constants CONNECT_TIMEOUT_MS), for the details line. */
const CONNECT_TIMEOUT_SECONDS = 1.5;

/** Why the feed closed, in a user's words, from its close code (RFC 6455 §7.4.1). */
function explanationFor(code: number, timedOut: boolean): MessageDescriptor {
  if (timedOut) return messages.explainTimeout;
  if (code === 1000 || code === 1001 || code === 1012 || code === 1013) return messages.explainServerClosed;
  if (code === 1011 || code === 1014) return messages.explainServerProblem;
  if (code === 1015) return messages.explainSecure;
  if ((code >= 1002 && code <= 1003) || (code >= 1007 && code <= 1010) || code >= 4000) return messages.explainRefused;
  return messages.explainInterrupted;
}

/**
 * The feed's trouble states: 'Could not connect' / 'Lost connection' with the reconnect status and
 * a retry, 'Error Connecting', 'Monitor Offline', 'System Offline'. `full` fills the screen when
 * there is no data to show under it.
 */
export default function ConnectionNotice({ full = false }: { full?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectConnectionView, shallowEqual);
  const product = useAppSelector(selectProductName);
  if (view.kind === 'none') return null;

  let title: string;
  let body: string | null = null;
  let explanation: string | null = null;
  let detail: string | null = null;
  if (view.kind === 'closed' || view.kind === 'error') {
    title = intl.formatMessage({ id: view.messageId ?? '', defaultMessage: view.defaultMessage ?? '' }, { product });
    if (view.kind === 'error') body = view.error;
    else if (view.gaveUp) body = intl.formatMessage(messages.gaveUp);
    else if (view.retrying && view.reconnectAttempt !== null) body = intl.formatMessage(messages.reconnecting, { attempt: view.reconnectAttempt, max: MAX_RETRIES });
    else if (view.reconnectDelayMs !== null && view.reconnectAttempt !== null)
      body = intl.formatMessage(messages.reconnectIn, { seconds: Math.ceil(view.reconnectDelayMs / 1000), attempt: view.reconnectAttempt, max: MAX_RETRIES });
    if (view.kind === 'closed' && view.closeCode !== null) {
      explanation = intl.formatMessage(explanationFor(view.closeCode, view.closeTimedOut), { product });
      detail = view.closeTimedOut
        ? intl.formatMessage(messages.detailTimeout, { seconds: intl.formatNumber(CONNECT_TIMEOUT_SECONDS), code: view.closeCode })
        : intl.formatMessage(messages.detailCode, { code: view.closeCode });
    }
  } else if (view.kind === 'monitorOffline') {
    title = intl.formatMessage(messages.monitorOffline);
    body = intl.formatMessage(messages.monitorOfflineBody);
  } else {
    title = intl.formatMessage(messages.systemOffline);
    body = intl.formatMessage(messages.systemOfflineBody);
  }
  const canRetry = view.kind === 'closed' || view.kind === 'error';
  const tone = view.kind === 'closed' && view.retrying ? styles.info : view.kind === 'systemOffline' || view.kind === 'monitorOffline' ? styles.warning : styles.danger;

  return (
    <div className={`${styles.notice} ${tone} ${full ? styles.full : ''}`} role="alert">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
      </svg>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {explanation ? <p className={styles.body}>{explanation}</p> : null}
        {body ? <p className={styles.body}>{body}</p> : null}
        {detail ? (
          <details className={styles.detail}>
            <summary>{intl.formatMessage(messages.details)}</summary>
            {detail}
          </details>
        ) : null}
      </div>
      {canRetry ? (
        <button type="button" className={styles.retry} onClick={() => dispatch({ type: REALTIME_CONNECT_REQUESTED })}>
          <FormattedMessage {...messages.retry} />
        </button>
      ) : null}
    </div>
  );
}
