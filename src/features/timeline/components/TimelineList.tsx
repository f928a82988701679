import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { WireTimelineItem } from '../../../api/wire/timeline';
import { Button } from '../../../common/Button';
import { Skeleton } from '../../../common/Loader';
import { formatDay, groupByDay, kindOf } from '../format';
import messages from '../messages';
import type { TimelineListState } from '../types';
import InfoItem from './InfoItem';
import InstallCheckItem from './InstallCheckItem';
import LoadMore from './LoadMore';
import TimelineEvent from './TimelineEvent';
import styles from './TimelineList.module.css';

export interface TimelineListProps {
  list: TimelineListState;
  /** Pinned items, shown first under 'News' (the now timeline). */
  sticky?: WireTimelineItem[];
  dismissing?: string[];
  onDismiss?: (item: WireTimelineItem) => void;
  /** Show only the first n events (a preview). */
  limit?: number;
  /** The full list: older pages load at the bottom. */
  onLoadMore?: () => void;
  onRetry: () => void;
  onOpenPeak: (peakId: string) => void;
  /** Where a normal event leads, if anywhere. */
  hrefFor: (item: WireTimelineItem) => string | null;
  zone: string | undefined;
  /** Day headers stick to the top of the scrolling list. */
  stickyHeaders?: boolean;
}

function Item({ item, zone, hrefFor, onOpenPeak }: { item: WireTimelineItem } & Pick<TimelineListProps, 'zone' | 'hrefFor' | 'onOpenPeak'>) {
  const kind = kindOf(item);
  if (kind === 'install') return <InstallCheckItem item={item} zone={zone} />;
  if (kind === 'info') return <InfoItem item={item} zone={zone} onOpenPeak={onOpenPeak} />;
  return <TimelineEvent item={item} zone={zone} href={hrefFor(item)} />;
}

/** A timeline: 'News' for pinned items, then events under day headers (spec §2 "Timeline list"). */
export default function TimelineList(props: TimelineListProps) {
  const { list, sticky = [], dismissing = [], onDismiss, limit, onLoadMore, onRetry, onOpenPeak, hrefFor, zone, stickyHeaders = false } = props;
  const intl = useIntl();
  const newsId = useId();
  const events = limit === undefined ? list.events : list.events.slice(0, limit);
  const days = useMemo(() => groupByDay(events, zone), [events, zone]);
  const empty = events.length === 0;
  const rootRef = useRef<HTMLDivElement>(null);
  const pinned = useRef(sticky.length);

  // A dismissed news item takes its focused close button with it: keep focus in the timeline.
  useEffect(() => {
    const before = pinned.current;
    pinned.current = sticky.length;
    const root = rootRef.current;
    const active = document.activeElement;
    if (!root || sticky.length >= before || (active && active !== document.body && document.contains(active))) return;
    root.querySelector<HTMLElement>('[data-timeline-heading]')?.focus();
  }, [sticky.length]);

  return (
    <div ref={rootRef} className={styles.timeline} aria-busy={list.status === 'loading' || undefined}>
      {sticky.length > 0 && (
        <section className={styles.news} aria-labelledby={newsId}>
          <h3 id={newsId} className={styles.newsHeader} tabIndex={-1} data-timeline-heading>
            {intl.formatMessage(messages.news)}
          </h3>
          <ul className={styles.items}>
            {sticky.map((item) => (
              <InfoItem key={item.time} item={item} zone={zone} sticky dismissing={dismissing.includes(item.time)} onDismiss={onDismiss} onOpenPeak={onOpenPeak} />
            ))}
          </ul>
        </section>
      )}
      {empty && list.status === 'loading' && (
        <div className={styles.skeleton} role="status">
          <span className="kw-visually-hidden">{intl.formatMessage(messages.loading)}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.skeletonRow} aria-hidden="true">
              <Skeleton width="2.25rem" height="2.25rem" radius="999px" />
              <span className={styles.skeletonLines}>
                <Skeleton width="4rem" height="0.75rem" />
                <Skeleton width={i === 1 ? '55%' : '75%'} />
              </span>
            </div>
          ))}
        </div>
      )}
      {empty && list.status === 'failed' && (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{intl.formatMessage(messages.error)}</p>
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      )}
      {empty && list.status === 'succeeded' && sticky.length === 0 && (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{intl.formatMessage(messages.empty)}</p>
          <p className={styles.stateHint}>{intl.formatMessage(messages.emptyHint)}</p>
        </div>
      )}
      {days.map((day) => {
        const label = formatDay(intl, day.time, zone);
        return (
          // A group, not a landmark: the same day can show in two timelines of one page.
          <div key={day.key} role="group" className={styles.day} aria-label={label}>
            <h3 className={`${styles.dayHeader} ${stickyHeaders ? styles.stickyHeader : ''}`} data-testid="timeline-day" tabIndex={-1} data-timeline-heading>
              {label}
            </h3>
            <ol className={styles.items}>
              {day.items.map((item) => (
                <Item key={item.time} item={item} zone={zone} hrefFor={hrefFor} onOpenPeak={onOpenPeak} />
              ))}
            </ol>
          </div>
        );
      })}
      {onLoadMore && list.status === 'succeeded' && !empty && <LoadMore more={list.more} moreItems={list.moreItems} onLoadMore={onLoadMore} />}
    </div>
  );
}
