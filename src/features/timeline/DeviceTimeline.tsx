import { useCallback, useEffect, useId } from 'react';
import type { WireTimelineItem } from '../../api/wire/timeline';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/rootReducer';
import { selectMonitorTimeZone } from '../../app/session/sessionSelectors';
import PeakModalHost from './components/PeakModalHost';
import TimelineList from './components/TimelineList';
import TimelinePreview from './components/TimelinePreview';
import { dayViewHref, safeZone } from './format';
import { selectTimelineFor } from './timelineSelectors';
import { deviceFetchRequested, deviceMoreRequested, peakFetchRequested, relayFetchRequested, relayMoreRequested } from './timelineSlice';

export interface DeviceTimelineProps {
  deviceId: string;
  /** Show the first `limit` events with "See all activity" (device detail shows 3). */
  preview?: { limit: number };
  /** A relay circuit: the relay panel timeline (50 a page), items link to /panel/{id}. */
  relay?: boolean;
}

/**
 * A device's timeline (or a relay's): fetched when shown; items link to the device's day view at
 * their time (spec §2). Without `preview` it is the whole list with infinite scroll.
 */
export default function DeviceTimeline({ deviceId, preview, relay = false }: DeviceTimelineProps) {
  const dispatch = useAppDispatch();
  const host = useId();
  const list = useAppSelector((s: RootState) => selectTimelineFor(s, deviceId, relay));
  const zone = safeZone(useAppSelector(selectMonitorTimeZone));

  const fetch = useCallback(
    () => dispatch(relay ? relayFetchRequested({ deviceId }) : deviceFetchRequested({ deviceId })),
    [dispatch, deviceId, relay],
  );
  useEffect(() => {
    fetch();
  }, [fetch]);

  const onLoadMore = useCallback(
    () => dispatch(relay ? relayMoreRequested({ deviceId }) : deviceMoreRequested({ deviceId })),
    [dispatch, deviceId, relay],
  );
  const hrefFor = useCallback((item: WireTimelineItem) => dayViewHref(deviceId, item.time, relay), [deviceId, relay]);
  const onOpenPeak = useCallback((peakId: string) => dispatch(peakFetchRequested({ peakId, host })), [dispatch, host]);

  const common = { list, onRetry: fetch, onOpenPeak, hrefFor, zone };
  return (
    <>
      {preview ? <TimelinePreview {...common} limit={preview.limit} onLoadMore={onLoadMore} /> : <TimelineList {...common} onLoadMore={onLoadMore} />}
      <PeakModalHost host={host} />
    </>
  );
}
