import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectFeedStatus } from '../nowSelectors';
import styles from './LiveStatus.module.css';

/** A small pill next to the title: Live, Connecting… or Offline. */
export default function LiveStatus() {
  const status = useAppSelector(selectFeedStatus);
  const kind = status === 'live' ? 'live' : status === 'closed' ? 'offline' : 'connecting';
  const text = kind === 'live' ? messages.statusLive : kind === 'offline' ? messages.statusOffline : messages.statusConnecting;
  return (
    <span className={`${styles.pill} ${styles[kind]}`} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <FormattedMessage {...text} />
    </span>
  );
}
