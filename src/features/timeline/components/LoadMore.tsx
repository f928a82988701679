import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../../common/Loader';
import messages from '../messages';
import type { MoreStatus } from '../types';
import styles from './TimelineList.module.css';

interface Props {
  more: MoreStatus;
  moreItems: boolean;
  onLoadMore: () => void;
}

/**
 * The list's foot: older items load when it scrolls into view (IntersectionObserver) and more
 * exist; a button does the same for keyboards and browsers without the observer.
 */
export default function LoadMore({ more, moreItems, onLoadMore }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el || !moreItems || more !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { rootMargin: '240px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, moreItems]);

  return (
    <div ref={ref} className={styles.foot} data-testid="timeline-foot">
      {more === 'loading' ? (
        <span className={styles.footNote} role="status">
          <Spinner /> {intl.formatMessage(messages.loadingMore)}
        </span>
      ) : more === 'failed' ? (
        <span className={styles.footNote} role="alert">
          {intl.formatMessage(messages.moreFailed)}{' '}
          <button type="button" className={styles.footButton} onClick={onLoadMore}>
            {intl.formatMessage(messages.retry)}
          </button>
        </span>
      ) : moreItems ? (
        <button type="button" className={styles.footButton} onClick={onLoadMore}>
          {intl.formatMessage(messages.loadMore)}
        </button>
      ) : (
        <span className={styles.footNote}>{intl.formatMessage(messages.end)}</span>
      )}
    </div>
  );
}
