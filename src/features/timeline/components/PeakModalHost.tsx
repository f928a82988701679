import { useAppSelector } from '../../../app/hooks';
import { selectPeak } from '../timelineSelectors';
import PeakModal from './PeakModal';

/** Renders the peak modal when this list instance (host) opened it, so one page never shows two. */
export default function PeakModalHost({ host }: { host: string }) {
  const peak = useAppSelector(selectPeak);
  return peak.id !== null && peak.host === host ? <PeakModal /> : null;
}
