import { useIntl } from 'react-intl';
import type { WireDeviceUsage } from '../../../api/wire/devices';
import Section from '../components/Section';
import { formatCents, formatDuration, formatKwh, formatWatts } from '../format';
import messages from '../messages';
import styles from './sections.module.css';

/** kWh per year, average W, times on per month, run time and monthly cost. */
export default function StatsSection({ usage }: { usage: WireDeviceUsage }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(messages.statsYearlyKwh), formatKwh(intl, usage.yearly_KWH)],
    [intl.formatMessage(messages.statsAvgWatts), formatWatts(intl, usage.avg_watts)],
    [intl.formatMessage(messages.statsRuns), intl.formatNumber(usage.avg_monthly_runs, { maximumFractionDigits: 1 })],
    [intl.formatMessage(messages.statsRunTime), formatDuration(intl, usage.avg_duration)],
    [intl.formatMessage(messages.statsMonthlyCost), formatCents(intl, usage.avg_monthly_cost)],
  ];
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
