import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import ChargeGraph from '../charts/ChargeGraph';
import { chargeTimeMinutes, hoursAndMinutes, lastCharge } from '../charts/chargeMath';
import { zoneName } from '../charts/slotTimes';
import { activityMessages as m } from '../messages';
import type { WireEvStatus } from '../types';
import ChargeTable from './ChargeTable';
import styles from './ChargeActivityCard.module.css';

/** 135 minutes → '2 hr 15 min' (spec §9: charge time in hours and minutes). */
export function formatChargeTime(intl: IntlShape, minutes: number): string {
  const { hours, minutes: mins } = hoursAndMinutes(minutes);
  const unit = (n: number, u: 'hour' | 'minute') => intl.formatNumber(n, { style: 'unit', unit: u, unitDisplay: 'short' });
  return `${unit(hours, 'hour')} ${unit(mins, 'minute')}`;
}

const kwh = (intl: IntlShape, value: number) => `${intl.formatNumber(value, { maximumFractionDigits: value >= 10 ? 1 : 2 })} kWh`;

/**
 * The last 24 hours of charging (spec §2): the graph of the 96 slots, charge time, energy used,
 * carbon impact and the last charge's start and stop; 'No EV charge activity in the last 24 hours'
 * when nothing was charged.
 */
export default function ChargeActivityCard({ status }: { status: WireEvStatus }) {
  const intl = useIntl();
  const titleId = useId();
  const summaryId = useId();
  const hintId = useId();
  const timeZone = useAppSelector(selectMonitorTimeZone) ?? undefined;
  const [view, setView] = useState<'graph' | 'table'>('graph');
  const chart = status.chart;
  const totals = status.last_24_hours;
  if (!chart || !totals) return null;
  const startMs = Date.parse(chart.start);
  const endMs = Date.parse(chart.end);
  const zone = zoneName(endMs, timeZone, intl.locale);
  const minutes = chargeTimeMinutes(chart.watts);
  const last = lastCharge(chart.watts, startMs);
  const when = (ms: number) => intl.formatDate(new Date(ms), { weekday: 'short', hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
  const empty = totals.kwh <= 0;
  const peak = Math.max(0, ...chart.watts);
  const summary = empty
    ? intl.formatMessage(m.summaryNone)
    : intl.formatMessage(m.summary, {
        count: chart.watts.filter((w) => w > 0).length,
        duration: formatChargeTime(intl, minutes),
        peak: `${intl.formatNumber(peak / 1000, { maximumFractionDigits: 1 })} kW`,
      });
  const graphLabel = intl.formatMessage(m.graphLabel, {
    from: intl.formatDate(new Date(startMs), { weekday: 'short', hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }),
    to: intl.formatDate(new Date(endMs), { weekday: 'short', hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }),
    zone,
  });

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="ev-activity-card">
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage(m.title)}
          </h2>
          <p className={styles.period}>{intl.formatMessage(m.period)}</p>
        </div>
        {!empty ? (
          <button type="button" className={styles.viewToggle} onClick={() => setView(view === 'graph' ? 'table' : 'graph')}>
            {intl.formatMessage(view === 'graph' ? m.showTable : m.showGraph)}
          </button>
        ) : null}
      </div>
      {empty ? (
        <div className={styles.empty} data-testid="ev-no-activity">
          <p className={styles.emptyTitle}>{intl.formatMessage(m.none)}</p>
          <p className={styles.hint}>{intl.formatMessage(m.noneHint)}</p>
        </div>
      ) : (
        <>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{intl.formatMessage(m.chargeTime)}</dt>
              <dd data-testid="ev-charge-time">{formatChargeTime(intl, minutes)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{intl.formatMessage(m.used)}</dt>
              <dd data-testid="ev-kwh">{kwh(intl, totals.kwh)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{intl.formatMessage(m.carbon)}</dt>
              <dd>
                {totals.carbon_impact_lbs === null
                  ? intl.formatMessage(m.unknown)
                  : intl.formatMessage(m.lbs, { lbs: intl.formatNumber(totals.carbon_impact_lbs, { maximumFractionDigits: 1 }) })}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>{intl.formatMessage(m.lastStart)}</dt>
              <dd data-testid="ev-last-start">{last.start === null ? '—' : when(last.start)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{intl.formatMessage(m.lastStop)}</dt>
              <dd data-testid="ev-last-stop">{last.stop === null ? '—' : last.stop === 'charging' ? intl.formatMessage(m.charging) : when(last.stop)}</dd>
            </div>
          </dl>
          {totals.solar_kwh > 0 ? <p className={styles.hint}>{intl.formatMessage(m.solarPart, { kwh: kwh(intl, totals.solar_kwh) })}</p> : null}
          {view === 'graph' ? (
            <>
              <ChargeGraph watts={chart.watts} carbon={chart.carbon_intensity} startMs={startMs} timeZone={timeZone} label={graphLabel} describedBy={`${summaryId} ${hintId}`} />
              <ul className={styles.legend} aria-hidden="true">
                <li>
                  <span className={styles.swatchBar} />
                  {intl.formatMessage(m.legendPower)}
                </li>
                {chart.carbon_intensity ? (
                  <li>
                    <span className={styles.swatchLine} />
                    {intl.formatMessage(m.legendCarbon)}
                  </li>
                ) : null}
              </ul>
              <p id={hintId} className="kw-visually-hidden">
                {intl.formatMessage(m.keyboardHint)}
              </p>
            </>
          ) : (
            <ChargeTable watts={chart.watts} carbon={chart.carbon_intensity} startMs={startMs} timeZone={timeZone} zone={zone} />
          )}
          <p id={summaryId} className={styles.summary} data-testid="ev-activity-summary">
            {summary}
          </p>
        </>
      )}
    </section>
  );
}
