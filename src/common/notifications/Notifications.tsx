import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import styles from './Notifications.module.css';
import { commonMessages } from '../messages';
import { notificationDismissed, type NotificationsState } from './notificationsSlice';
import { formatNoticeText } from './noticeText';
import type { Notice } from './types';

const selectItems = (state: { notifications: NotificationsState }) => state.notifications.items;

function NoticeCard({ notice }: { notice: Notice }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const error = notice.kind === 'error';
  return (
    <div className={`${styles.notice} ${error ? styles.error : ''}`} role={error ? 'alert' : 'status'} data-testid={`notice-${notice.kind}`}>
      <span className={styles.icon} aria-hidden="true">
        {error ? '!' : '✓'}
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{formatNoticeText(intl, notice.title)}</p>
        {notice.message !== undefined && <p className={styles.message}>{formatNoticeText(intl, notice.message)}</p>}
      </div>
      <button type="button" className={styles.dismiss} onClick={() => dispatch(notificationDismissed(notice.id))} aria-label={intl.formatMessage(commonMessages.dismiss)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Success and error notices; each decays after its duration (5000 ms) through notificationsSaga. */
export function Notifications() {
  const intl = useIntl();
  const items = useSelector(selectItems);
  return (
    <section className={styles.region} aria-label={intl.formatMessage(commonMessages.notifications)} aria-live="polite">
      {items.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} />
      ))}
    </section>
  );
}
