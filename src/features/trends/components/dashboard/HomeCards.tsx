import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WireTrends } from '../../../../api/wire/trends';
import { useShowCost } from '../../../../app/session/useShowCost';
import DeviceIcon from '../../../../common/icons/DeviceIcon';
import { deviceName, formatCents, formatKwh, formatPct, formatWatts } from '../../format';
import { dashboardMessages as m } from '../../messages';
import type { TrendUnit } from '../../types';
import DashboardCard from './DashboardCard';
import styles from './Dashboard.module.css';

const seeUsage = (text: string) => (
  <Link to="/usage" className={styles.cardLink}>
    {text}
  </Link>
);

/**
 * This period so far against the previous period at the same point (spec: "this period so far against
 * the last"). Every card here leaves its money out when the home hides costs.
 */
export function PeriodSoFarCard({ data, unit }: { data: WireTrends; unit: TrendUnit }) {
  const intl = useIntl();
  const showCost = useShowCost();
  const now = data.consumption.total;
  const change = data.consumption_percent_change;
  const kwhChange = data.consumption_kwh_change;
  const last = kwhChange === null ? null : Math.max(0, now - kwhChange);
  const scale = Math.max(now, last ?? 0, 0.001);
  const rounded = change === null ? null : Math.round(change);
  const compare =
    rounded === null || kwhChange === null ? intl.formatMessage(m.noCompare)
    : rounded === 0 ? intl.formatMessage(m.sameAsLast)
    : intl.formatMessage(rounded < 0 ? m.lessThanLast : m.moreThanLast, { pct: formatPct(intl, Math.abs(rounded)), kwh: formatKwh(intl, Math.abs(kwhChange)) });
  return (
    <DashboardCard title={intl.formatMessage(m.periodSoFar, { unit })} action={seeUsage(intl.formatMessage(m.seeUsage))} wide testId="dashboard-so-far">
      <p className={styles.big}>
        <span data-testid="dashboard-so-far-kwh">{formatKwh(intl, now)}</span>
        {showCost ? <span className={styles.bigSub}>{intl.formatMessage(m.costSoFar, { cost: formatCents(intl, data.consumption.total_cost) })}</span> : null}
      </p>
      <p className={styles.compare} data-trend={rounded === null || rounded === 0 ? 'flat' : rounded < 0 ? 'down' : 'up'}>
        {compare}
      </p>
      {last !== null ? (
        <dl className={styles.bars}>
          <div className={styles.barRow}>
            <dt>{intl.formatMessage(m.soFarLabel)}</dt>
            <dd>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fillNow} style={{ width: `${(now / scale) * 100}%` }} />
              </span>
              {formatKwh(intl, now)}
            </dd>
          </div>
          <div className={styles.barRow}>
            <dt>{intl.formatMessage(m.lastLabel)}</dt>
            <dd>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fillLast} style={{ width: `${(last / scale) * 100}%` }} />
              </span>
              {formatKwh(intl, last)}
            </dd>
          </div>
        </dl>
      ) : null}
    </DashboardCard>
  );
}

/** The biggest users of the period (Always On and Other have their own places). */
export function TopDevicesCard({ data, limit = 5 }: { data: WireTrends; limit?: number }) {
  const intl = useIntl();
  const showCost = useShowCost();
  const top = data.consumption.devices.filter((d) => d.id !== 'always_on' && d.id !== 'unknown' && d.total_kwh > 0).slice(0, limit);
  const max = Math.max(0.001, ...top.map((d) => d.total_kwh));
  return (
    <DashboardCard title={intl.formatMessage(m.topDevices)} action={seeUsage(intl.formatMessage(m.seeUsage))} testId="dashboard-top-devices">
      {top.length === 0 ? (
        <p className={styles.hint}>{intl.formatMessage(m.topDevicesEmpty)}</p>
      ) : (
        <ol className={styles.topList}>
          {top.map((d) => (
            <li key={d.id} className={styles.topRow}>
              <span className={styles.topIcon}>
                <DeviceIcon icon={d.icon} size={18} />
              </span>
              <span className={styles.topMain}>
                <Link to={`/devices/${encodeURIComponent(d.id)}`} className={styles.topName}>
                  {deviceName(intl, d)}
                </Link>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fillNow} style={{ width: `${(d.total_kwh / max) * 100}%` }} />
                </span>
              </span>
              <span className={styles.topValue}>
                {formatKwh(intl, d.total_kwh)}
                {showCost ? <span className={styles.topCost}>{formatCents(intl, d.total_cost)}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}

/** Always On over the period: its around-the-clock power, energy, cost and share. */
export function AlwaysOnCard({ data }: { data: WireTrends }) {
  const intl = useIntl();
  const showCost = useShowCost();
  const row = data.consumption.devices.find((d) => d.id === 'always_on');
  if (!row) return null;
  return (
    <DashboardCard
      title={intl.formatMessage(m.alwaysOn)}
      action={
        <Link to="/devices/always_on" className={styles.cardLink}>
          {intl.formatMessage(m.details)}
        </Link>
      }
      testId="dashboard-always-on"
    >
      <p className={styles.big}>
        <span>{formatWatts(intl, row.avgw * 1000)}</span>
        <span className={styles.bigSub}>{intl.formatMessage(m.alwaysOnAverage)}</span>
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>{intl.formatMessage(m.energyLabel)}</dt>
          <dd>{formatKwh(intl, row.total_kwh)}</dd>
        </div>
        {showCost ? (
          <div>
            <dt>{intl.formatMessage(m.costLabel)}</dt>
            <dd>{formatCents(intl, row.total_cost)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.hint}>{intl.formatMessage(m.shareOfUsage, { pct: formatPct(intl, row.pct) })}</p>
    </DashboardCard>
  );
}

/** Solar and grid over the period (homes with solar). */
export function SolarGridCard({ data }: { data: WireTrends }) {
  const intl = useIntl();
  const showCost = useShowCost();
  if (data.from_grid === null) return null;
  const selfPowered = Math.min(100, Math.max(0, data.solar_powered ?? 0));
  return (
    <DashboardCard title={intl.formatMessage(m.solarGrid)} testId="dashboard-solar-grid">
      <div className={styles.gaugeRow}>
        <span className={styles.gauge} aria-hidden="true">
          <span style={{ width: `${selfPowered}%` }} />
        </span>
        <span className={styles.gaugeText}>
          {intl.formatMessage(m.selfPowered)} <strong>{formatPct(intl, selfPowered)}</strong>
        </span>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{intl.formatMessage(m.produced)}</dt>
          <dd>{formatKwh(intl, data.production.total)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.fromGrid)}</dt>
          <dd>
            {formatKwh(intl, data.from_grid)}
            {showCost ? <> <span className={styles.muted}>{formatCents(intl, data.from_grid_cost ?? 0)}</span></> : null}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.toGrid)}</dt>
          <dd>
            {formatKwh(intl, data.to_grid ?? 0)}
            {showCost ? <> <span className={styles.muted}>{formatCents(intl, data.to_grid_cost ?? 0)}</span></> : null}
          </dd>
        </div>
      </dl>
    </DashboardCard>
  );
}
