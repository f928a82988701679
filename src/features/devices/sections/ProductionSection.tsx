import { useIntl } from 'react-intl';
import type { WireDeviceProduction } from '../../../api/wire/devices';
import { useShowCost } from '../../../app/session/useShowCost';
import Section from '../components/Section';
import { formatCents, formatWatts } from '../format';
import messages from '../messages';
import styles from './sections.module.css';

/**
 * For solar, the battery and a generator: average production and what it is worth a year (never a
 * cost). When the home hides costs: production only, no value and no word about it.
 */
export default function ProductionSection({ production }: { production: WireDeviceProduction }) {
  const intl = useIntl();
  const showCost = useShowCost();
  return (
    <Section title={intl.formatMessage(showCost ? messages.productionTitle : messages.productionTitleEnergy)} testId="section-production">
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(messages.productionAverage)}</dt>
          <dd>{formatWatts(intl, production.avg_watts)}</dd>
        </div>
        {showCost ? (
          <div className={styles.figure}>
            <dt>{intl.formatMessage(messages.productionYearlyValue)}</dt>
            <dd data-testid="yearly-value">{formatCents(intl, production.yearly_value)}</dd>
          </div>
        ) : null}
      </dl>
      {production.yearly_text ? <p className={styles.muted}>{production.yearly_text}</p> : null}
      {showCost ? <p className={styles.muted}>{intl.formatMessage(messages.productionHint)}</p> : null}
    </Section>
  );
}
