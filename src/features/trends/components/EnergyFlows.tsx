import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { WireEnergyFlow, WireTrends } from '../../../api/wire/trends';
import { formatCents, formatKwh, formatPct } from '../format';
import { flowMessages as m } from '../messages';
import styles from './EnergyFlows.module.css';

type Source = 'solar' | 'grid' | 'battery';
interface Flow {
  key: string;
  label: string;
  from: Source;
  to: Source | 'home';
  flow: WireEnergyFlow;
}

/** The flows of a period that the home has (solar ones with solar, battery ones with a battery). */
export function flowsOf(data: WireTrends, labels: Record<string, string>): Flow[] {
  const out: Flow[] = [];
  const add = (key: string, from: Source, to: Flow['to'], flow: WireEnergyFlow | null) => {
    if (flow) out.push({ key, label: labels[key] ?? key, from, to, flow });
  };
  add('solarToHome', 'solar', 'home', data.solar_to_home);
  add('solarToBattery', 'solar', 'battery', data.solar_to_battery);
  add('batteryToHome', 'battery', 'home', data.battery_to_home);
  add('batteryToGrid', 'battery', 'grid', data.battery_to_grid);
  add('gridToBattery', 'grid', 'battery', data.grid_to_battery);
  if (data.from_grid !== null) add('fromGrid', 'grid', 'home', { total_kwh: data.from_grid, cost: data.from_grid_cost ?? 0 });
  if (data.to_grid !== null) add('toGrid', 'solar', 'grid', { total_kwh: data.to_grid, cost: data.to_grid_cost ?? 0 });
  return out;
}

/** Solar, battery and grid flows of the period, with their value (not when the home hides costs), and how self-powered the home was. */
export default function EnergyFlows({ data, showCost = true }: { data: WireTrends; showCost?: boolean }) {
  const intl = useIntl();
  const titleId = useId();
  const keys = ['solarToHome', 'solarToBattery', 'batteryToHome', 'batteryToGrid', 'gridToBattery', 'fromGrid', 'toGrid'] as const;
  const labels = Object.fromEntries(keys.map((k) => [k, intl.formatMessage(m[k])]));
  const flows = flowsOf(data, labels);
  if (flows.length === 0) return null;
  const largest = Math.max(...flows.map((f) => f.flow.total_kwh), 0.001);
  const selfPowered = data.solar_powered === null ? null : Math.min(100, Math.max(0, data.solar_powered));
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="trends-flows">
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(m.title)}
      </h2>
      {selfPowered !== null ? (
        <div className={styles.selfPowered}>
          <div className={styles.gauge} aria-hidden="true">
            <span style={{ width: `${selfPowered}%` }} />
          </div>
          <p className={styles.selfText}>
            <strong>
              {intl.formatMessage(m.selfPowered)} {formatPct(intl, selfPowered)}
            </strong>{' '}
            <span className={styles.hint}>{intl.formatMessage(m.selfPoweredHint, { pct: formatPct(intl, selfPowered) })}</span>
          </p>
        </div>
      ) : null}
      <ul className={styles.flows}>
        {flows.map((f) => (
          <li key={f.key} className={showCost ? styles.flow : `${styles.flow} ${styles.noCost}`} data-from={f.from} data-flow={f.key}>
            <span className={styles.flowLabel}>{f.label}</span>
            <span className={styles.flowBar} aria-hidden="true">
              <span style={{ width: `${Math.max(2, (f.flow.total_kwh / largest) * 100)}%` }} />
            </span>
            <span className={styles.flowValue}>{formatKwh(intl, f.flow.total_kwh)}</span>
            {showCost ? <span className={styles.flowCost}>{formatCents(intl, f.flow.cost)}</span> : null}
          </li>
        ))}
      </ul>
      {data.net_production !== null ? (
        <p className={styles.net}>{intl.formatMessage(m.netProductionValue, { value: formatKwh(intl, data.net_production) })}</p>
      ) : null}
    </section>
  );
}
