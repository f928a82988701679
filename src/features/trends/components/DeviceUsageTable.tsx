import { useId, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WireTrendDevice } from '../../../api/wire/trends';
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

/**
 * The device usage table (spec §2): sortable by name, kWh, percent of total and cost; every row
 * links to /devices/{id}; the unknown device is Other; each row shows its change against the
 * previous period.
 */
export default function DeviceUsageTable({ devices }: { devices: readonly WireTrendDevice[] }) {
  const intl = useIntl();
  const titleId = useId();
  const [sort, setSort] = useState<Sort>({ key: 'kwh', descending: true });
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
          <table className={styles.table} data-testid="trends-devices">
            <caption className="kw-visually-hidden">{intl.formatMessage(m.caption)}</caption>
            <thead>
              <tr>
                {header('name', intl.formatMessage(m.device))}
                {header('kwh', intl.formatMessage(m.kwh))}
                {header('pct', intl.formatMessage(m.pct))}
                {header('cost', intl.formatMessage(m.cost))}
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
                  <td data-col="cost" data-cents={d.total_cost}>
                    {formatCents(intl, d.total_cost)}
                  </td>
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
