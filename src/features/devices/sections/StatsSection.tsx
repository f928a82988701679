import { useIntl } from 'react-intl';
import type { WireDeviceProduction, WireDeviceUsage } from '../../../api/wire/devices';
import { useShowCost } from '../../../app/session/useShowCost';
import Section from '../components/Section';
import { formatDuration, formatKwh, formatMonthlyCents, formatWatts } from '../format';
import messages from '../messages';
import styles from './sections.module.css';

type Row = [string, string];

/**
 * Usage stats: kWh per year, average W, times on per month, run time and monthly cost (not when the
 * home hides costs). A stat the server gives as null does not apply and is not shown.
 */
export function usageRows(intl: ReturnType<typeof useIntl>, usage: WireDeviceUsage, showCost = true): Row[] {
  const rows: (Row | null)[] = [
    [intl.formatMessage(messages.statsYearlyKwh), formatKwh(intl, usage.yearly_KWH)],
    [intl.formatMessage(messages.statsAvgWatts), formatWatts(intl, usage.avg_watts)],
    typeof usage.avg_monthly_runs === 'number' ? [intl.formatMessage(messages.statsRuns), intl.formatNumber(Math.round(usage.avg_monthly_runs))] : null,
    typeof usage.avg_duration === 'number' ? [intl.formatMessage(messages.statsRunTime), formatDuration(intl, usage.avg_duration)] : null,
    showCost ? [intl.formatMessage(messages.statsMonthlyCost), formatMonthlyCents(intl, usage.avg_monthly_cost)] : null,
  ];
  return rows.filter((r): r is Row => r !== null);
}

/** Production stats: kWh made per year, average production, monthly value (not when the home hides costs), share sent to the grid. Never a cost. */
export function productionRows(intl: ReturnType<typeof useIntl>, production: WireDeviceProduction, showCost = true): Row[] {
  const rows: Row[] = [
    [intl.formatMessage(messages.statsYearlyKwhMade), formatKwh(intl, production.yearly_KWH)],
    [intl.formatMessage(messages.statsAvgProduction), formatWatts(intl, production.avg_watts)],
  ];
  if (showCost) rows.push([intl.formatMessage(messages.statsMonthlyValue), formatMonthlyCents(intl, production.avg_monthly_value)]);
  if (production.source !== 'generator') {
    rows.push([intl.formatMessage(messages.statsExported), intl.formatNumber(production.exported_pct / 100, { style: 'percent', maximumFractionDigits: 0 })]);
  }
  return rows;
}

export default function StatsSection({ usage, production }: { usage?: WireDeviceUsage | null; production?: WireDeviceProduction }) {
  const intl = useIntl();
  const showCost = useShowCost();
  const rows = production ? productionRows(intl, production, showCost) : usage ? usageRows(intl, usage, showCost) : [];
  return (
    <Section title={intl.formatMessage(messages.statsTitle)} testId="section-stats">
      <dl className={styles.stats}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
