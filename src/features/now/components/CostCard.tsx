import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { formatCents } from '../format';
import messages from '../messages';
import { selectCostCentsPerHour, selectHasData } from '../nowSelectors';
import Card from './Card';
import styles from './CostCard.module.css';

/** What the home's usage costs per hour (the feed's `c`, in cents per hour). */
export default function CostCard() {
  const intl = useIntl();
  const hasData = useAppSelector(selectHasData);
  const cents = useAppSelector(selectCostCentsPerHour);
  if (hasData && cents === null) return null;
  return (
    <Card title={<FormattedMessage {...messages.costTitle} />} accent="accent" loading={!hasData}>
      {cents !== null ? (
        <p className={styles.cost}>
          {intl.formatMessage(messages.costPerHour, {
            cost: formatCents(intl, cents),
            b: (chunks) => (
              <span key="cost" className={styles.figure}>
                {chunks}
              </span>
            ),
          })}
        </p>
      ) : null}
    </Card>
  );
}
