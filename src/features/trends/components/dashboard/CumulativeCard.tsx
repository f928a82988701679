import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../../app/hooks';
import CumulativeChart from '../../charts/CumulativeChart';
import { formatKwh, formatPeriod } from '../../format';
import { chartMessages, cumulativeMessages as m } from '../../messages';
import { cumulativeRequested } from '../../trendsSlice';
import type { CumulativeSeries, DashboardView, TrendsState } from '../../types';
import CardState from './CardState';
import DashboardCard from './DashboardCard';
import styles from './Dashboard.module.css';

const DAY_MS = 86_400_000;

/**
 * Cumulative usage of the dashboard's period by day, against the previous period. The totals come
 * from the local cache at once and from the server after (spec §7); chart or table, with a summary.
 */
export default function CumulativeCard({ state, view, timeZone }: { state: TrendsState['cumulative']; view: DashboardView; timeZone: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const summaryId = useId();
  const [table, setTable] = useState(false);
  const dayLabel = useCallback(
    (s: CumulativeSeries, i: number) => intl.formatDate(Date.parse(s.start) + i * DAY_MS + 12 * 3_600_000, { weekday: 'short', month: 'short', day: 'numeric', timeZone }),
    [intl, timeZone],
  );
  const { current, previous } = state;
  const period = formatPeriod(intl, view.unit, view.current, timeZone);
  const toggle = (
    <div className={styles.segmented} role="group" aria-label={intl.formatMessage(chartMessages.viewLabel)}>
      <button type="button" className={styles.segment} aria-pressed={!table} onClick={() => setTable(false)}>
        {intl.formatMessage(chartMessages.viewChart)}
      </button>
      <button type="button" className={styles.segment} aria-pressed={table} onClick={() => setTable(true)}>
        {intl.formatMessage(chartMessages.viewTable)}
      </button>
    </div>
  );

  if (!current) {
    return (
      <DashboardCard title={intl.formatMessage(m.title)} wide testId="cumulative-card">
        <CardState failed={state.status === 'failed'} error={state.error} onRetry={() => dispatch(cumulativeRequested())} />
      </DashboardCard>
    );
  }
  const days = current.totals.length;
  const total = days > 0 ? current.totals[days - 1]! : 0;
  const compareDay = previous ? Math.min(days, previous.totals.length) : 0;
  const before = previous && compareDay > 0 ? previous.totals[compareDay - 1] : undefined;
  const summary =
    days === 0 ? intl.formatMessage(m.empty)
    : `${intl.formatMessage(m.summary, { total: formatKwh(intl, total), days })}${before !== undefined ? ` ${intl.formatMessage(m.summaryCompare, { previous: formatKwh(intl, before), day: compareDay })}` : ''}`;
  const rows = Math.max(current.steps, previous?.steps ?? 0);

  return (
    <DashboardCard title={intl.formatMessage(m.title)} action={toggle} wide testId="cumulative-card">
      {table ? (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={intl.formatMessage(m.tableCaption, { period })}>
          <table className={styles.table}>
            <caption className="kw-visually-hidden">{intl.formatMessage(m.tableCaption, { period })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.tableDay)}</th>
                <th scope="col">{intl.formatMessage(m.current)}</th>
                {previous ? <th scope="col">{intl.formatMessage(m.previous)}</th> : null}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, i) => (
                <tr key={i}>
                  <th scope="row">{intl.formatNumber(i + 1)}</th>
                  <td>{i < current.totals.length ? formatKwh(intl, current.totals[i]!) : '—'}</td>
                  {previous ? <td>{i < previous.totals.length ? formatKwh(intl, previous.totals[i]!) : '—'}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <CumulativeChart current={current} previous={previous} label={intl.formatMessage(m.chartLabel, { period })} describedBy={summaryId} dayLabel={dayLabel} />
      )}
      <ul className={styles.legend} aria-hidden={table || undefined}>
        <li>
          <span className={styles.lineSwatch} data-series="current" aria-hidden="true" />
          {intl.formatMessage(m.current)}
        </li>
        {previous ? (
          <li>
            <span className={styles.lineSwatch} data-series="previous" aria-hidden="true" />
            {intl.formatMessage(m.previous)}
          </li>
        ) : null}
      </ul>
      <p id={summaryId} className={styles.hint} data-testid="cumulative-summary" data-total={total}>
        {summary}
      </p>
    </DashboardCard>
  );
}
