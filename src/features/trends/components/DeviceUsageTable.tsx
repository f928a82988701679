import { useId, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WireTrendDevice, WireTrendRateZone } from '../../../api/wire/trends';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { deviceName, formatCents, formatKwh, formatPct } from '../format';
import { tableMessages as m } from '../messages';
import styles from './DeviceUsageTable.module.css';

export type SortKey = 'name' | 'kwh' | 'pct' | 'cost';
export interface Sort {
  key: SortKey;
  descending: boolean;
}

/** Rows in the chosen order: names A-Z (or Z-A), figures biggest first (or smallest), ties by name. */
export function sortRows(rows: readonly WireTrendDevice[], sort: Sort, nameOf: (d: WireTrendDevice) => string): WireTrendDevice[] {
  const dir = sort.descending ? -1 : 1;
  const value = (d: WireTrendDevice) => (sort.key === 'kwh' ? d.total_kwh : sort.key === 'pct' ? d.pct : d.total_cost);
  const byName = (a: WireTrendDevice, b: WireTrendDevice) => nameOf(a).localeCompare(nameOf(b), undefined, { sensitivity: 'base' });
  return [...rows].sort((a, b) => (sort.key === 'name' ? dir * byName(a, b) : dir * (value(a) - value(b)) || byName(a, b)));
}

/** Figures sort biggest first on the first click; names A-Z. */
const firstDirection = (key: SortKey) => key !== 'name';

function Change({ intl, pct }: { intl: IntlShape; pct: number | null }) {
  if (pct === null) {
    return (
      <span className={styles.change} data-trend="none" aria-label={intl.formatMessage(m.noChange)}>
        —
      </span>
    );
  }
  const rounded = Math.round(pct);
  const text = formatPct(intl, Math.abs(rounded));
  if (rounded === 0) return <span className={styles.change} data-trend="flat">{text}</span>;
  const label = intl.formatMessage(rounded > 0 ? m.changeUp : m.changeDown, { pct: text });
  return (
    <span className={styles.change} data-trend={rounded > 0 ? 'up' : 'down'}>
      <span aria-hidden="true">{rounded > 0 ? '▲' : '▼'} {text}</span>
      <span className="kw-visually-hidden">{label}</span>
    </span>
  );
}

/** A rate of the period: the flat rate (id null) or a time-of-use zone. */
interface Rate {
  id: number | null;
  label: string;
}

/** A device's cost at each rate, in the rates' order (0 where it used nothing at that rate). */
export function costsByRate(d: WireTrendDevice, rates: readonly { id: number | null }[]): number[] {
  return rates.map((r) => d.cost_by_zone?.find((z) => z.zone_id === r.id)?.cost ?? 0);
}

/** A rate's colour slot: 0 the flat rate, 1-5 the zones (repeating past five). */
const slot = (i: number) => (i === 0 ? 0 : 1 + ((i - 1) % 5));

/** The stacked bar of a device's cost by rate (the table's rate columns say the same in figures). */
function RateBar({ parts }: { parts: number[] }) {
  const total = parts.reduce((s, c) => s + c, 0);
  if (total <= 0) return null;
  return (
    <span className={styles.rateBar} aria-hidden="true">
      {parts.map((c, i) => (c > 0 ? <span key={i} data-rate={slot(i)} style={{ width: `${(c / total) * 100}%` }} /> : null))}
    </span>
  );
}

/**
 * The device usage table (spec §2): sortable by name, kWh, percent of total and cost; every row
 * links to /devices/{id}; the unknown device is Other; each row shows its change against the
 * previous period. When time-of-use zones were in force in the period (issue 16), each row's cost
 * is also split by rate, from the server's cost_by_zone: a stacked bar in the cost cell and one
 * column per rate, which add up to the cost. When the home hides costs: no cost column, no split by
 * rate (name, kWh, percent and change only).
 */
export default function DeviceUsageTable({ devices, zones, showCost = true }: { devices: readonly WireTrendDevice[]; zones?: readonly WireTrendRateZone[]; showCost?: boolean }) {
  const intl = useIntl();
  const titleId = useId();
  const legendId = useId();
  const rates: Rate[] = useMemo(
    () =>
      showCost && zones && zones.length > 0 && devices.some((d) => d.cost_by_zone)
        ? [
            { id: null, label: intl.formatMessage(m.standardRate) },
            ...zones.map((z) => ({ id: z.id, label: intl.formatMessage(m.zoneRate, { name: z.name, cost: intl.formatNumber(z.cost, { maximumFractionDigits: 3 }) }) })),
          ]
        : [],
    [showCost, zones, devices, intl],
  );
  const [chosenSort, setSort] = useState<Sort>({ key: 'kwh', descending: true });
  const sort: Sort = useMemo(() => (!showCost && chosenSort.key === 'cost' ? { key: 'kwh', descending: true } : chosenSort), [showCost, chosenSort]);
  const nameOf = useMemo(() => (d: WireTrendDevice) => deviceName(intl, d), [intl]);
  const rows = useMemo(() => sortRows(devices, sort, nameOf), [devices, sort, nameOf]);

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined} className={key === 'name' ? styles.nameCol : undefined}>
        <button
          type="button"
          className={styles.sortButton}
          onClick={() => setSort(active ? { key, descending: !sort.descending } : { key, descending: firstDirection(key) })}
          title={intl.formatMessage(m.sortBy, { column: label })}
        >
          {label}
          <span className={styles.sortMark} data-active={active || undefined} aria-hidden="true">
            {active ? (sort.descending ? '↓' : '↑') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(m.title)}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(m.empty)}</p>
      ) : (
        <div className={styles.scroller}>
          {rates.length > 0 ? (
            <div className={styles.rates} data-testid="trends-cost-by-rate">
              <p id={legendId} className={styles.ratesTitle}>
                {intl.formatMessage(m.byRate)}
                <span className={styles.ratesHint}>{intl.formatMessage(m.byRateHint)}</span>
              </p>
              <ul className={styles.legend} aria-labelledby={legendId}>
                {rates.map((r, i) => (
                  <li key={r.id ?? 'flat'}>
                    <span className={styles.swatch} data-rate={slot(i)} aria-hidden="true" />
                    {r.label}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <table className={styles.table} data-testid="trends-devices">
            <caption className="kw-visually-hidden">{intl.formatMessage(m.caption)}</caption>
            <thead>
              <tr>
                {header('name', intl.formatMessage(m.device))}
                {header('kwh', intl.formatMessage(m.kwh))}
                {header('pct', intl.formatMessage(m.pct))}
                {showCost ? header('cost', intl.formatMessage(m.cost)) : null}
                {rates.map((r) => (
                  <th scope="col" key={r.id ?? 'flat'} data-rate-col={r.id ?? 'flat'}>
                    {intl.formatMessage(m.costAt, { rate: r.label })}
                  </th>
                ))}
                <th scope="col" className={styles.changeCol}>
                  {intl.formatMessage(m.change)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id} data-device={d.id}>
                  <th scope="row" className={styles.nameCol}>
                    <Link to={`/devices/${encodeURIComponent(d.id)}`} className={styles.deviceLink}>
                      <span className={styles.icon}>
                        <DeviceIcon icon={d.icon} size={18} />
                      </span>
                      <span className={styles.name}>{nameOf(d)}</span>
                    </Link>
                  </th>
                  <td data-col="kwh">{formatKwh(intl, d.total_kwh)}</td>
                  <td data-col="pct">
                    <span className={styles.pct}>
                      <span className={styles.pctBar} aria-hidden="true">
                        <span style={{ width: `${Math.min(100, Math.max(0, d.pct))}%` }} />
                      </span>
                      {formatPct(intl, d.pct, 1)}
                    </span>
                  </td>
                  {showCost ? (
                    <td data-col="cost" data-cents={d.total_cost}>
                      {formatCents(intl, d.total_cost)}
                      {rates.length > 0 ? <RateBar parts={costsByRate(d, rates)} /> : null}
                    </td>
                  ) : null}
                  {rates.length > 0
                    ? costsByRate(d, rates).map((c, i) => (
                        <td key={rates[i]!.id ?? 'flat'} data-col="rate" data-rate={rates[i]!.id ?? 'flat'} data-cents={c}>
                          {formatCents(intl, c)}
                        </td>
                      ))
                    : null}
                  <td data-col="change" className={styles.changeCol}>
                    <Change intl={intl} pct={d.percent_change} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
