import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { summarize } from '../charts/seriesData';
import { formatWatts, formatWindowRange } from '../format';
import messages from '../messages';
import { selectMeterError, selectMeterPending, selectShowSolar } from '../powerMeterSelectors';
import styles from './PowerMeterScreen.module.css';
import { useDeferredMeterSeries } from './useMeterSeries';

/**
 * The window in words (lowest, average, highest): what the graph shows, for everyone. It follows
 * the series at a lower priority: the graph is drawn first and this paragraph renders right after,
 * so a live second's redraw does not wait for a paragraph's text layout (its figures change most
 * seconds).
 */
function ChartSummary({ id }: { id: string }) {
  const intl = useIntl();
  const zone = useAppSelector(selectMonitorTimeZone);
  const showSolar = useAppSelector(selectShowSolar);
  const pending = useAppSelector(selectMeterPending);
  const failed = useAppSelector(selectMeterError) !== null;
  const shown = useDeferredMeterSeries();
  const series = shown?.series;
  const window = shown?.window;
  const s = useMemo(() => (series && window ? summarize(series, window) : null), [series, window]);
  const range = window ? formatWindowRange(intl, window, zone) : '';
  const text = useMemo(() => {
    // Nothing to summarise yet: still asked for, or the asking failed, is not "no data".
    if (!s) return intl.formatMessage(pending ? messages.loading : failed ? messages.loadFailed : messages.summaryNoData);
    const main = intl.formatMessage(messages.summary, { range, min: formatWatts(intl, s.min), avg: formatWatts(intl, s.avg), max: formatWatts(intl, s.max) });
    return showSolar && s.solarMax > 0 ? `${main} ${intl.formatMessage(messages.summarySolar, { max: formatWatts(intl, s.solarMax), avg: formatWatts(intl, s.solarAvg) })}` : main;
  }, [intl, s, range, showSolar, pending, failed]);
  return (
    <p id={id} className={styles.summary} data-testid="meter-summary">
      {text}
    </p>
  );
}

export default memo(ChartSummary);
