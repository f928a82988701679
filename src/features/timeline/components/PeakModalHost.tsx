import { Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { lazyWithRetry } from '../../../app/shell/lazyWithRetry';
import { selectPeak } from '../timelineSelectors';

/** The peak modal's code (and the dialog's) loads when a peak is first opened: not on the first screen's path. */
const PeakModal = lazyWithRetry(() => import(/* webpackChunkName: "timeline-peak-modal" */ './PeakModal'));

/** Renders the peak modal when this list instance (host) opened it, so one page never shows two. */
export default function PeakModalHost({ host }: { host: string }) {
  const peak = useAppSelector(selectPeak);
  return peak.id !== null && peak.host === host ? (
    <Suspense fallback={null}>
      <PeakModal />
    </Suspense>
  ) : null;
}
