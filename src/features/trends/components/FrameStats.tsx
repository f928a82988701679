import { useIntl } from 'react-intl';
import type { WireTrendDevice, WireTrends } from '../../../api/wire/trends';
import { formatCents, formatKwh, formatPct, formatWatts } from '../format';
import { statMessages as m } from '../messages';
import styles from './FrameStats.module.css';

interface Stat {
  key: string;
  label: string;
  value: string;
  note?: { text: string; trend: 'up' | 'down' | 'flat' | 'none' };
}

/** A change against the previous period, as a note under the figure. */
function changeNote(intl: ReturnType<typeof useIntl>, pct: number | null | undefined): Stat['note'] {
  if (pct === null || pct === undefined) return { text: intl.formatMessage(m.noChange), trend: 'none' };
  const rounded = Math.round(pct);
  if (rounded === 0) return { text: intl.formatMessage(m.changeSame), trend: 'flat' };
  const text = formatPct(intl, Math.abs(rounded));
  return rounded > 0 ? { text: intl.formatMessage(m.changeUp, { pct: text }), trend: 'up' } : { text: intl.formatMessage(m.changeDown, { pct: text }), trend: 'down' };
}

/** The home's figures of a period: usage (and its change), cost, average power, and with solar, production and self-powered. */
function homeStats(intl: ReturnType<typeof useIntl>, data: WireTrends, showCost: boolean): Stat[] {
  const byId = Object.fromEntries(data.stats.map((s) => [s.id, s.value]));
  const stats: Stat[] = [
    { key: 'usage', label: intl.formatMessage(m.usage), value: formatKwh(intl, data.consumption.total), note: changeNote(intl, data.consumption_percent_change) },
    { key: 'cost', label: intl.formatMessage(m.cost), value: formatCents(intl, data.consumption.total_cost) },
    { key: 'average_power', label: intl.formatMessage(m.averagePower), value: formatWatts(intl, byId.average_power ?? 0) },
  ].filter((s) => showCost || s.key !== 'cost');
  if (data.from_grid !== null) {
    stats.push({ key: 'production', label: intl.formatMessage(m.production), value: formatKwh(intl, data.production.total), note: changeNote(intl, data.production_percent_change) });
    // Self-powered is capped at 100 (spec §9).
    stats.push({ key: 'self_powered', label: intl.formatMessage(m.selfPowered), value: formatPct(intl, Math.min(100, Math.max(0, data.solar_powered ?? 0))) });
  }
  return stats;
}

function deviceStats(intl: ReturnType<typeof useIntl>, row: WireTrendDevice, producing: boolean, showCost: boolean): Stat[] {
  const stats: Stat[] = [
    { key: 'usage', label: intl.formatMessage(producing ? m.production : m.usage), value: formatKwh(intl, row.total_kwh), note: changeNote(intl, row.percent_change) },
    { key: 'cost', label: intl.formatMessage(producing ? m.productionValue : m.cost), value: formatCents(intl, row.total_cost) },
    { key: 'average_power', label: intl.formatMessage(m.averagePower), value: formatWatts(intl, row.avgw * 1000) },
    { key: 'share', label: intl.formatMessage(m.share), value: formatPct(intl, row.pct, 1) },
  ];
  return showCost ? stats : stats.filter((s) => s.key !== 'cost');
}

/** The figures above the chart, from the same answer the chart and table are drawn from; no cost when the home hides costs. */
export default function FrameStats({ data, device, showCost = true }: { data: WireTrends; device: string | null; showCost?: boolean }) {
  const intl = useIntl();
  const consuming = device ? data.consumption.devices.find((d) => d.id === device) : undefined;
  const producing = device && !consuming ? data.production.devices.find((d) => d.id === device) : undefined;
  const row = consuming ?? producing;
  const stats = device ? (row ? deviceStats(intl, row, Boolean(producing), showCost) : []) : homeStats(intl, data, showCost);
  return (
    <dl className={styles.stats} data-testid="trends-stats">
      {stats.map((s) => (
        <div key={s.key} className={styles.stat} data-stat={s.key}>
          <dt className={styles.label}>{s.label}</dt>
          <dd className={styles.value}>{s.value}</dd>
          {s.note ? (
            <dd className={styles.note} data-trend={s.note.trend}>
              {s.note.trend === 'up' ? <span aria-hidden="true">▲ </span> : s.note.trend === 'down' ? <span aria-hidden="true">▼ </span> : null}
              {s.note.text}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
