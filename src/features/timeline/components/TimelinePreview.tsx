import { memo, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../common/Button';
import messages from '../messages';
import { lazyWithRetry } from '../../../app/shell/lazyWithRetry';
import TimelineList, { type TimelineListProps } from './TimelineList';
import styles from './TimelinePreview.module.css';

/** The full-screen list's dialog loads when "See all activity" is first pressed: not on the first screen's path. */
const TimelineDialog = lazyWithRetry(() => import(/* webpackChunkName: "timeline-dialog" */ './TimelineDialog'));

type Props = Omit<TimelineListProps, 'limit' | 'onLoadMore' | 'stickyHeaders'> & { limit: number; onLoadMore: () => void };

/** The first few events, with "See all activity" opening the whole list full screen (spec §2). */
function TimelinePreview({ limit, onLoadMore, ...list }: Props) {
  const intl = useIntl();
  const [full, setFull] = useState(false);
  const hasMore = list.list.events.length > limit || list.list.moreItems;
  return (
    <>
      <TimelineList {...list} limit={limit} />
      {hasMore && (
        <div className={styles.more}>
          <Button variant="ghost" onClick={() => setFull(true)}>
            {intl.formatMessage(messages.seeAll)}
          </Button>
        </div>
      )}
      {full && (
        <Suspense fallback={null}>
          <TimelineDialog onClose={() => setFull(false)}>
            <TimelineList {...list} onLoadMore={onLoadMore} stickyHeaders />
          </TimelineDialog>
        </Suspense>
      )}
    </>
  );
}

/** Renders again only when its list or handlers change (its host defers the list: the urgent pass skips it). */
export default memo(TimelinePreview);
