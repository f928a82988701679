import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { summarize } from '../charts/seriesData';
import { formatWatts, formatWindowRange } from '../format';
import messages from '../messages';
import { selectShowSolar } from '../powerMeterSelectors';
import type { MeterWindow, SeriesPoints } from '../types';
import styles from './PowerMeterScreen.module.css';

/** The window in words (lowest, average, highest): what the graph shows, for everyone. */
export default function ChartSummary({ id, series, window }: { id: string; series: SeriesPoints; window: MeterWindow }) {
  const intl = useIntl();
  const zone = useAppSelector(selectMonitorTimeZone);
  const showSolar = useAppSelector(selectShowSolar);
  const s = summarize(series, window);
  const range = formatWindowRange(intl, window, zone);
  return (
    <p id={id} className={styles.summary} data-testid="meter-summary">
      {s
        ? intl.formatMessage(messages.summary, { range, min: formatWatts(intl, s.min), avg: formatWatts(intl, s.avg), max: formatWatts(intl, s.max) })
        : intl.formatMessage(messages.summaryNoData)}
      {s && showSolar && s.solarMax > 0 ? ` ${intl.formatMessage(messages.summarySolar, { max: formatWatts(intl, s.solarMax), avg: formatWatts(intl, s.solarAvg) })}` : null}
    </p>
  );
}
