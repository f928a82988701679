import { useCallback, useDeferredValue, useEffect, useId } from 'react';
import type { WireTimelineItem } from '../../api/wire/timeline';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectMonitorTimeZone } from '../../app/session/sessionSelectors';
import PeakModalHost from './components/PeakModalHost';
import TimelinePreview from './components/TimelinePreview';
import { deviceHref, safeZone } from './format';
import { selectDismissing, selectNowList, selectSticky } from './timelineSelectors';
import { dismissRequested, nowFetchRequested, nowMoreRequested, peakFetchRequested } from './timelineSlice';

/** Timeline preview size (spec §9). */
export const PREVIEW_ITEMS = 3;

const nowHref = (item: WireTimelineItem) => deviceHref(item.device_id);

/**
 * The Now screen's "Recent activity": pinned news, the first 3 events, and "See all activity" for
 * the whole timeline full screen. App initialisation fetches it; this fetches only if it has not.
 */
export default function NowTimeline() {
  const dispatch = useAppDispatch();
  const host = useId();
  // The list renders in React's background lane (in slices): a timeline answer or a new event never
  // holds the Now screen's live figures in one long task. What renders first is the previous list.
  const list = useDeferredValue(useAppSelector(selectNowList));
  const sticky = useDeferredValue(useAppSelector(selectSticky));
  const dismissing = useAppSelector(selectDismissing);
  const zone = safeZone(useAppSelector(selectMonitorTimeZone));

  useEffect(() => {
    if (list.status === 'idle') dispatch(nowFetchRequested());
    // Only on mount: later fetches come from initialisation, device updates and "Try again".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onRetry = useCallback(() => dispatch(nowFetchRequested()), [dispatch]);
  const onLoadMore = useCallback(() => dispatch(nowMoreRequested()), [dispatch]);
  const onDismiss = useCallback((item: WireTimelineItem) => dispatch(dismissRequested({ time: item.time })), [dispatch]);
  const onOpenPeak = useCallback((peakId: string) => dispatch(peakFetchRequested({ peakId, host })), [dispatch, host]);

  return (
    <>
      <TimelinePreview
        list={list}
        sticky={sticky}
        dismissing={dismissing}
        onDismiss={onDismiss}
        limit={PREVIEW_ITEMS}
        onLoadMore={onLoadMore}
        onRetry={onRetry}
        onOpenPeak={onOpenPeak}
        hrefFor={nowHref}
        zone={zone}
      />
      <PeakModalHost host={host} />
    </>
  );
}
