import { useIntl } from 'react-intl';
import type { WireTimelineItem } from '../../../api/wire/timeline';
import { formatClock } from '../format';
import messages from '../messages';
import TimelineIcon from './TimelineIcon';
import styles from './TimelineItem.module.css';

/** Installation-check progress: its text, the percentage and a progress bar. */
export default function InstallCheckItem({ item, zone }: { item: WireTimelineItem; zone: string | undefined }) {
  const intl = useIntl();
  const progress = Math.max(0, Math.min(100, Math.round(item.progress ?? 0)));
  const label = intl.formatMessage(messages.installLabel);
  return (
    <li className={`${styles.item} ${styles.info}`} data-testid="timeline-install" data-time={item.time}>
      <span className={styles.icon}>
        <TimelineIcon name={item.icon ?? 'monitor'} />
      </span>
      <div className={styles.content}>
        <time className={styles.time} dateTime={item.time}>
          {formatClock(intl, item.time, zone)}
        </time>
        {item.title && <p className={styles.title}>{item.title}</p>}
        {item.body && <p className={styles.body}>{item.body}</p>}
        <div className={styles.progressRow}>
          <span className={styles.progressText}>{intl.formatMessage(messages.installProgress, { progress })}</span>
          <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <div className={styles.fill} style={{ width: `${progress}%` }} />
          </div>
        </div>
      </div>
    </li>
  );
}
