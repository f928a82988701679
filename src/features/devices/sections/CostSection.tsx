import { useIntl } from 'react-intl';
import type { WireDeviceDetail } from '../../../api/wire/devices';
import { useShowCost } from '../../../app/session/useShowCost';
import Section from '../components/Section';
import { formatCents, formatWatts, yearlyCostCents } from '../format';
import messages from '../messages';
import styles from './sections.module.css';

/**
 * Average watts and yearly cost (0 when below 100 cents). Identified devices show the estimate.
 * When the home hides costs: average use only (the title says so), no money.
 */
export default function CostSection({ detail }: { detail: WireDeviceDetail }) {
  const intl = useIntl();
  const figures = detail.stage === 'Identified' || !detail.usage ? detail.progressive_usage : detail.usage;
  const yearly = yearlyCostCents(figures?.yearly_cost ?? 0);
  const showCost = useShowCost();
  return (
    <Section title={intl.formatMessage(showCost ? messages.costTitle : messages.costTitleEnergy)} testId="section-cost">
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(messages.costAverage)}</dt>
          <dd>{formatWatts(intl, figures?.avg_watts ?? 0)}</dd>
        </div>
        {showCost ? (
          <div className={styles.figure}>
            <dt>{intl.formatMessage(messages.costYearly)}</dt>
            <dd data-testid="yearly-cost">{formatCents(intl, yearly)}</dd>
          </div>
        ) : null}
        {typeof detail.device.ao_w === 'number' && detail.device.id !== 'always_on' ? (
          <div className={styles.figure}>
            <dt>{intl.formatMessage(messages.costAlwaysOn)}</dt>
            <dd>{formatWatts(intl, detail.device.ao_w)}</dd>
          </div>
        ) : null}
      </dl>
      {figures?.yearly_text ? <p className={styles.muted}>{figures.yearly_text}</p> : null}
      {detail.device.id === 'always_on' ? <p className={styles.muted}>{intl.formatMessage(messages.costAlwaysOnEstimate)}</p> : null}
    </Section>
  );
}
