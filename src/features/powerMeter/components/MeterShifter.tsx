import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector, type RootState } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { formatWindowRange } from '../format';
import messages from '../messages';
import { selectClockMs, selectMeterWindow } from '../powerMeterSelectors';
import { shifted } from '../powerMeterSlice';
import type { MeterWindow } from '../types';
import styles from './PowerMeterScreen.module.css';
import { useFollowingSelector } from './useFollowingSelector';

function Chevron({ left }: { left?: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={left ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

/** The window, kept the same object while its start and end stay in the same minutes (what the label shows). */
function minuteWindowSelector(): (state: RootState) => MeterWindow | null {
  let last: MeterWindow | null = null;
  const minute = (ms: number) => Math.floor(ms / 60_000);
  return (state) => {
    const window = selectMeterWindow(state);
    if (window && last && minute(window.startMs) === minute(last.startMs) && minute(window.endMs) === minute(last.endMs)) return last;
    last = window;
    return window;
  };
}

/**
 * Previous/next with the date-range label. It follows the window only when the label (to the
 * minute) or "next" changes (a live window moves every second, a zoom every frame), right after
 * the graph has been drawn (useFollowingSelector). The label is formatted as this renders, after
 * the graph, not in the store's notification inside the step (a date range formatted for each
 * zoom step's new window is an Intl formatRange call).
 */
function MeterShifter() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const zone = useAppSelector(selectMonitorTimeZone);
  const [selectMinuteWindow] = useState(minuteWindowSelector);
  const shown = useFollowingSelector(selectMinuteWindow);
  const range = shown ? formatWindowRange(intl, shown, zone) : '';
  const nextDisabled = useFollowingSelector((state) => {
    const window = selectMeterWindow(state);
    const clock = selectClockMs(state);
    return window !== null && clock !== null && window.endMs > clock;
  });
  return (
    <div className={styles.shifter}>
      <button type="button" className={styles.iconButton} onClick={() => dispatch(shifted({ direction: -1 }))} aria-label={intl.formatMessage(messages.previousLabel, { range })} title={intl.formatMessage(messages.previous)}>
        <Chevron left />
      </button>
      <p className={styles.range} aria-live="polite" data-testid="meter-range">
        {range}
      </p>
      <button type="button" className={styles.iconButton} onClick={() => dispatch(shifted({ direction: 1 }))} disabled={nextDisabled} aria-label={intl.formatMessage(messages.nextLabel, { range })} title={intl.formatMessage(messages.next)}>
        <Chevron />
      </button>
    </div>
  );
}

export default memo(MeterShifter);
