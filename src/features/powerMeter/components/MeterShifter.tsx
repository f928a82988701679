import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { formatWindowRange } from '../format';
import messages from '../messages';
import { selectClockMs, selectMeterWindow } from '../powerMeterSelectors';
import { shifted } from '../powerMeterSlice';
import styles from './PowerMeterScreen.module.css';
import { useFollowingSelector } from './useFollowingSelector';

function Chevron({ left }: { left?: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={left ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

/**
 * Previous/next with the date-range label. It follows the window only when the label (to the
 * minute) or "next" changes (a live window moves every second, a zoom every frame), right after
 * the graph has been drawn (useFollowingSelector).
 */
function MeterShifter() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const zone = useAppSelector(selectMonitorTimeZone);
  const range = useFollowingSelector((state) => {
    const window = selectMeterWindow(state);
    return window ? formatWindowRange(intl, window, zone) : '';
  });
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
