import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { tableRows } from '../charts/tableRows';
import { pointTime, zoneOffsetMs } from '../charts/timeAxis';
import { formatWatts, formatWindowRange } from '../format';
import messages from '../messages';
import { selectMeterPending, selectShowSolar } from '../powerMeterSelectors';
import type { MeterWindow, SeriesPoints } from '../types';
import styles from './PowerMeterScreen.module.css';

/** The data-table view: the window in rows of lowest, average and highest usage (and solar). */
export default function DataTable({ series, window }: { series: SeriesPoints; window: MeterWindow }) {
  const intl = useIntl();
  const zone = useAppSelector(selectMonitorTimeZone);
  const showSolar = useAppSelector(selectShowSolar);
  const pending = useAppSelector(selectMeterPending);
  const { rows, stepMs } = useMemo(() => tableRows(series, window, (t) => zoneOffsetMs(zone, t)), [series, window, zone]);
  const range = formatWindowRange(intl, window, zone);
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={intl.formatMessage(messages.tableCaption, { range })} aria-busy={pending || undefined}>
      <table className={styles.table}>
        <caption className="kw-visually-hidden">{intl.formatMessage(messages.tableCaption, { range })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.tableTime)}</th>
            <th scope="col">{intl.formatMessage(messages.tableLowest)}</th>
            <th scope="col">{intl.formatMessage(messages.tableAverage)}</th>
            <th scope="col">{intl.formatMessage(messages.tableHighest)}</th>
            {showSolar ? <th scope="col">{intl.formatMessage(messages.tableSolar)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={showSolar ? 5 : 4} className={styles.tableEmpty}>
                {intl.formatMessage(pending ? messages.loading : messages.noData)}
              </td>
            </tr>
          ) : (
            rows.map((r) =>
              r.gap ? (
                <tr key={r.t} className={styles.tableGap}>
                  <th scope="row">{pointTime(r.t, stepMs, intl.locale, zone)}</th>
                  <td colSpan={showSolar ? 4 : 3}>{intl.formatMessage(messages.tableGap)}</td>
                </tr>
              ) : (
              <tr key={r.t}>
                <th scope="row">{pointTime(r.t, stepMs, intl.locale, zone)}</th>
                <td>{formatWatts(intl, r.min)}</td>
                <td>{formatWatts(intl, r.avg)}</td>
                <td>{formatWatts(intl, r.max)}</td>
                {showSolar ? <td>{formatWatts(intl, r.solarAvg)}</td> : null}
              </tr>
              ),
            )
          )}
        </tbody>
      </table>
    </div>
  );
}
