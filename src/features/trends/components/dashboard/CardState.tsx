import { useIntl } from 'react-intl';
import { Button } from '../../../../common/Button';
import { SkeletonLines } from '../../../../common/Loader';
import { dashboardMessages as m } from '../../messages';
import styles from './Dashboard.module.css';

/** A card's loading or failed state (the retry asks again). */
export default function CardState({ failed, error, onRetry }: { failed: boolean; error?: string | null; onRetry: () => void }) {
  const intl = useIntl();
  if (!failed) return <SkeletonLines lines={3} />;
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedTitle}>{intl.formatMessage(m.loadFailed)}</p>
      {error ? <p className={styles.hint}>{error}</p> : null}
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </div>
  );
}
