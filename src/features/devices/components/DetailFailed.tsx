import { useIntl } from 'react-intl';
import { Button } from '../../../common/Button';
import messages from '../messages';
import styles from './DeviceMissing.module.css';

/** The detail could not be loaded (not a missing device): the reason and a retry. */
export default function DetailFailed({ reason, onRetry }: { reason: string | null; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.missing} role="alert">
      <h1 className={styles.title}>{intl.formatMessage(messages.detailFailed)}</h1>
      {reason ? <p className={styles.hint}>{reason}</p> : null}
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
