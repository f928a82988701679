import { useIntl } from 'react-intl';
import { Button } from '../../../common/Button';
import { PageLoader } from '../../../common/Loader';
import { pageMessages as m } from '../messages';
import styles from './settings.module.css';

/** Loading and failed states of a settings page (the error text is the server's, in the UI language). */
export default function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const intl = useIntl();
  if (error === null) return <PageLoader label={intl.formatMessage(m.loading)} />;
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{intl.formatMessage(m.loadFailed, { reason: error })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </div>
  );
}
