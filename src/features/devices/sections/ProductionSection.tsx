import { useIntl } from 'react-intl';
import type { WireDeviceProduction } from '../../../api/wire/devices';
import Section from '../components/Section';
import { formatCents, formatWatts } from '../format';
import messages from '../messages';
import styles from './sections.module.css';

/** For solar, the battery and a generator: average production and what it is worth a year (never a cost). */
export default function ProductionSection({ production }: { production: WireDeviceProduction }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(messages.productionTitle)} testId="section-production">
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(messages.productionAverage)}</dt>
          <dd>{formatWatts(intl, production.avg_watts)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(messages.productionYearlyValue)}</dt>
          <dd data-testid="yearly-value">{formatCents(intl, production.yearly_value)}</dd>
        </div>
      </dl>
      {production.yearly_text ? <p className={styles.muted}>{production.yearly_text}</p> : null}
      <p className={styles.muted}>{intl.formatMessage(messages.productionHint)}</p>
    </Section>
  );
}
