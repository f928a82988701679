import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { WithSession } from '../../../app/session/sessionSelectors';
import { buttonClassName } from '../../../common/Button';
import { CenteredCard } from '../../../common/CenteredCard';
import { Icon } from '../../../common/Icon';
import { PageLoader } from '../../../common/Loader';
import { useProductValues } from '../../../theme/useProductName';
import { ssoMessages as m } from '../messages';
import { handOffRequested, initialState, type SsoState, type SsoTarget } from '../ssoSlice';
import styles from './SsoScreen.module.css';

const selectSso = (state: WithSession & { sso?: SsoState }) => state.sso ?? initialState;

/** An https (or http) address from the server, else null. */
function safeHandOff(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * /discourse_sso and /zendesk_sso (no navigation bar): signs the user in to the community forum or
 * the help centre with their account. Says what is shared and continues only when asked; when this
 * server has none configured, says so.
 */
export default function SsoScreen({ target }: { target: SsoTarget }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const { search } = useLocation();
  const sso = useAppSelector(selectSso);
  const texts = m[target];
  useEffect(() => {
    dispatch(handOffRequested({ target, query: search }));
  }, [dispatch, target, search]);

  const home = (
    <Link to="/now" className={buttonClassName('secondary')}>
      {intl.formatMessage(m.backHome)}
    </Link>
  );
  const badge = (
    <span className={styles.badge}>
      <Icon name={target === 'discourse' ? 'chat' : 'info'} size={28} />
    </span>
  );
  if (sso.target !== target || sso.status === 'loading' || sso.status === 'idle') {
    return (
      <CenteredCard title={intl.formatMessage(texts.title)} badge={badge}>
        <PageLoader label={intl.formatMessage(m.loading)} />
      </CenteredCard>
    );
  }
  if (sso.status === 'failed' || !sso.result) {
    return (
      <CenteredCard title={intl.formatMessage(texts.title)} badge={badge}>
        <p className={styles.subtitle}>{intl.formatMessage(m.failedTitle)}</p>
        <p className={styles.error} role="alert">
          {sso.error}
        </p>
        <div className={styles.actions}>{home}</div>
      </CenteredCard>
    );
  }
  if (!sso.result.configured) {
    return (
      <CenteredCard title={intl.formatMessage(texts.title)} badge={badge} testId="sso-not-configured">
        <p className={styles.lead}>{intl.formatMessage(texts.notConfigured)}</p>
        <p className={styles.hint}>{intl.formatMessage(texts.adminHint, values)}</p>
        <div className={styles.actions}>{home}</div>
      </CenteredCard>
    );
  }
  const address = safeHandOff(sso.result.redirect_uri);
  return (
    <CenteredCard title={intl.formatMessage(texts.title)} badge={badge}>
      <p className={styles.lead}>{intl.formatMessage(texts.explain, { host: sso.result.host, ...values })}</p>
      <div className={styles.actions}>
        <Link to="/now" className={buttonClassName('secondary')}>
          {intl.formatMessage(m.cancel)}
        </Link>
        {address ? (
          <a href={address} className={buttonClassName('primary')}>
            {intl.formatMessage(m.continue)}
          </a>
        ) : null}
      </div>
    </CenteredCard>
  );
}
