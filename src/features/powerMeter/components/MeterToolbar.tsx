import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import messages from '../messages';
import { selectHasMeterWindow, selectMeterRealtime, selectOnLiveDefault } from '../powerMeterSelectors';
import { nowClicked, zoomStepped } from '../powerMeterSlice';
import MeterShifter from './MeterShifter';
import styles from './PowerMeterScreen.module.css';
import { useFollowingSelector } from './useFollowingSelector';

/** Previous/next with the date-range label (MeterShifter), "Now", the live badge and the zoom buttons. */
function MeterToolbar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const hasWindow = useAppSelector(selectHasMeterWindow);
  // Whether the window reaches now (the live badge) follows the store as the range label does,
  // right after the graph is drawn (useFollowingSelector): a zoom step that moves the window's end
  // across now (a week's window zoomed out about its middle) would otherwise render this toolbar,
  // and restyle the badge's pulse, inside the step.
  const realtime = useFollowingSelector(selectMeterRealtime);
  // A boolean, not the query: a zoom or pan step makes a new query every frame, and this toolbar
  // would render again with each (inside the step, before the graph is drawn).
  const onLiveDefault = useFollowingSelector(selectOnLiveDefault);
  if (!hasWindow) return null;
  return (
    <div className={styles.toolbar}>
      <MeterShifter />
      <div className={styles.actions}>
        {realtime ? (
          <span className={styles.live}>
            <span className={styles.liveDot} aria-hidden="true" />
            {intl.formatMessage(messages.live)}
          </span>
        ) : null}
        <Button variant="secondary" className={styles.nowButton} onClick={() => dispatch(nowClicked())} disabled={realtime && onLiveDefault} title={intl.formatMessage(messages.nowHint)}>
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
