import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import { formatWindowRange } from '../format';
import messages from '../messages';
import { selectClockMs, selectMeterQuery, selectMeterRealtime, selectMeterWindow } from '../powerMeterSelectors';
import { nowClicked, shifted, zoomStepped } from '../powerMeterSlice';
import styles from './PowerMeterScreen.module.css';

function Chevron({ left }: { left?: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={left ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

/** Previous/next with the date-range label, "Now", the live badge and the zoom buttons. */
function MeterToolbar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const window = useAppSelector(selectMeterWindow);
  const zone = useAppSelector(selectMonitorTimeZone);
  const realtime = useAppSelector(selectMeterRealtime);
  const query = useAppSelector(selectMeterQuery);
  const clock = useAppSelector(selectClockMs);
  if (!window) return null;
  const range = formatWindowRange(intl, window, zone);
  const nextDisabled = clock !== null && window.endMs > clock;
  return (
    <div className={styles.toolbar}>
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
      <div className={styles.actions}>
        {realtime ? (
          <span className={styles.live}>
            <span className={styles.liveDot} aria-hidden="true" />
            {intl.formatMessage(messages.live)}
          </span>
        ) : null}
        <Button variant="secondary" className={styles.nowButton} onClick={() => dispatch(nowClicked())} disabled={realtime && query === null} title={intl.formatMessage(messages.nowHint)}>
          {intl.formatMessage(messages.now)}
        </Button>
        <div className={styles.zoom} role="group" aria-label={`${intl.formatMessage(messages.zoomIn)} / ${intl.formatMessage(messages.zoomOut)}`}>
          <button type="button" className={styles.iconButton} onClick={() => dispatch(zoomStepped({ factor: 2 }))} aria-label={intl.formatMessage(messages.zoomOut)} title={intl.formatMessage(messages.zoomOut)}>
            <span aria-hidden="true">−</span>
          </button>
          <button type="button" className={styles.iconButton} onClick={() => dispatch(zoomStepped({ factor: 0.5 }))} aria-label={intl.formatMessage(messages.zoomIn)} title={intl.formatMessage(messages.zoomIn)}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
    </div>
  );
}

export default memo(MeterToolbar);
