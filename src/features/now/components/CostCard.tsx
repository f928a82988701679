import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { useShowCost } from '../../../app/session/useShowCost';
import { formatCents } from '../format';
import messages from '../messages';
import { selectCostCentsPerHour, selectHasData } from '../nowSelectors';
import Caption from './Caption';
import Card from './Card';
import styles from './CostCard.module.css';

/**
 * Cost now: what the power bought from the grid costs per hour (the feed's `c`, cents per hour).
 * Solar, battery and generator power cost nothing; while exporting, `c` is negative: a credit.
 * Not there at all when the home hides costs (Settings → Electricity info): the grid closes up.
 */
export default function CostCard() {
  const intl = useIntl();
  const hasData = useAppSelector(selectHasData);
  const cents = useAppSelector(selectCostCentsPerHour);
  const showCost = useShowCost();
  if (!showCost || (hasData && cents === null)) return null;
  const credit = cents !== null && cents < 0;
  return (
    <Card title={<FormattedMessage {...messages.costTitle} />} accent={credit ? 'success' : 'accent'} loading={!hasData}>
      {cents !== null ? (
        <>
          <p className={styles.cost} data-testid="cost-now">
            {intl.formatMessage(credit ? messages.costCreditPerHour : messages.costPerHour, {
              cost: formatCents(intl, Math.abs(cents)),
              b: (chunks) => (
                <span key="cost" className={styles.figure}>
                  {chunks}
                </span>
              ),
            })}
          </p>
          <Caption tone={credit ? 'success' : 'muted'}>
            <FormattedMessage {...(credit ? messages.costCreditHint : messages.costHint)} />
          </Caption>
        </>
      ) : null}
    </Card>
  );
}
