import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WireTimelineItem } from '../../../api/wire/timeline';
import { deviceHref, destinationOf, formatClock } from '../format';
import messages from '../messages';
import TimelineIcon from './TimelineIcon';
import styles from './TimelineItem.module.css';

interface Props {
  item: WireTimelineItem;
  zone: string | undefined;
  /** Pinned in 'News': shown on the accent background with a close control. */
  sticky?: boolean;
  dismissing?: boolean;
  onDismiss?: (item: WireTimelineItem) => void;
  onOpenPeak: (peakId: string) => void;
}

/** News and notices: title, multi-line text, an optional action (peak modal, web link, device). */
export default function InfoItem({ item, zone, sticky = false, dismissing = false, onDismiss, onOpenPeak }: Props) {
  const intl = useIntl();
  const peak = item.type === 'NewPeak';
  const title = peak ? intl.formatMessage(messages.peakTitle) : (item.title ?? null);
  const destination = item.show_action === false ? null : destinationOf(item.destination);
  const actionText = item.action_title || intl.formatMessage(peak ? messages.peakAction : messages.defaultAction);
  let action = null;
  if (destination?.kind === 'peak') {
    action = (
      <button type="button" className={styles.action} onClick={() => onOpenPeak(destination.peakId)}>
        {actionText}
      </button>
    );
  } else if (destination?.kind === 'web') {
    action = (
      <a className={styles.action} href={destination.href} target="_blank" rel="noopener noreferrer">
        {actionText} <span className="kw-visually-hidden">{intl.formatMessage(messages.newTab)}</span>
      </a>
    );
  } else if (destination?.kind === 'device') {
    action = (
      <Link className={styles.action} to={deviceHref(destination.deviceId)!}>
        {actionText}
      </Link>
    );
  }
  return (
    <li className={`${styles.item} ${styles.info} ${sticky ? styles.sticky : ''}`} data-testid={sticky ? 'timeline-news' : 'timeline-info'} data-time={item.time}>
      <span className={styles.icon}>
        <TimelineIcon name={peak ? 'peak' : (item.icon ?? 'news')} />
      </span>
      <div className={styles.content}>
        <time className={styles.time} dateTime={item.time}>
          {formatClock(intl, item.time, zone)}
        </time>
        {title && <p className={styles.title}>{title}</p>}
        {item.body && <p className={styles.body}>{item.body}</p>}
        {action}
      </div>
      {sticky && onDismiss && (
        <button
          type="button"
          className={styles.close}
          aria-label={intl.formatMessage(messages.dismiss, { title: title ?? item.body })}
          disabled={dismissing}
          aria-busy={dismissing || undefined}
          onClick={() => onDismiss(item)}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
