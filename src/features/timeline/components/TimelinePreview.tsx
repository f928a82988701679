import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../common/Button';
import messages from '../messages';
import TimelineDialog from './TimelineDialog';
import TimelineList, { type TimelineListProps } from './TimelineList';
import styles from './TimelinePreview.module.css';

type Props = Omit<TimelineListProps, 'limit' | 'onLoadMore' | 'stickyHeaders'> & { limit: number; onLoadMore: () => void };

/** The first few events, with "See all activity" opening the whole list full screen (spec §2). */
export default function TimelinePreview({ limit, onLoadMore, ...list }: Props) {
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
        <TimelineDialog onClose={() => setFull(false)}>
          <TimelineList {...list} onLoadMore={onLoadMore} stickyHeaders />
        </TimelineDialog>
      )}
    </>
  );
}
