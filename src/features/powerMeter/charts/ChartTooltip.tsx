import { useIntl } from 'react-intl';
import { formatWatts } from '../format';
import messages from '../messages';
import type { SeriesPoints } from '../types';
import styles from './PowerMeterChart.module.css';
import { pointTime } from './timeAxis';
import type { PlotScales } from './usePowerMeterScales';

interface Props {
  series: SeriesPoints;
  index: number;
  scales: PlotScales;
  timeZone: string;
  showSolar: boolean;
}

/** The hover card: the point's time in the monitor's zone, usage (value, or lowest – highest), solar. */
export default function ChartTooltip({ series, index, scales, timeZone, showSolar }: Props) {
  const intl = useIntl();
  const t = series.t[index] as number;
  const x = scales.x(t + series.step / 2);
  const lo = series.min[index] as number;
  const hi = series.max[index] as number;
  const mid = series.mid[index] as number;
  const solar = series.solarMid[index] as number;
  const narrow = hi - lo < Math.max(1, Math.abs(mid) * 0.01);
  const usage = narrow ? formatWatts(intl, mid) : intl.formatMessage(messages.wattRange, { min: formatWatts(intl, lo), max: formatWatts(intl, hi) });
  const flip = x > scales.plot.left + scales.plot.width * 0.6;
  return (
    <>
      <div className={styles.crosshair} style={{ left: x, top: scales.plot.top, height: scales.plot.height }} aria-hidden="true" />
      <div
        className={styles.tooltip}
        style={{ left: flip ? undefined : x + 12, right: flip ? scales.width - x + 12 : undefined, top: scales.plot.top + 8 }}
        role="status"
        aria-live="off"
        data-testid="meter-tooltip"
      >
        <div className={styles.tooltipTime}>{pointTime(t, series.step, intl.locale, timeZone)}</div>
        <div className={styles.tooltipRow}>
          <span className={styles.swatchUsage} aria-hidden="true" />
          <span>{intl.formatMessage(messages.tooltipUsage)}</span>
          <strong>{usage}</strong>
        </div>
        {showSolar && Number.isFinite(solar) ? (
          <div className={styles.tooltipRow}>
            <span className={styles.swatchSolar} aria-hidden="true" />
            <span>{intl.formatMessage(messages.tooltipSolar)}</span>
            <strong>{formatWatts(intl, solar)}</strong>
          </div>
        ) : null}
      </div>
    </>
  );
}
