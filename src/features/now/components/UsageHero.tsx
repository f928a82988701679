import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectUsageW } from '../nowSelectors';
import Caption from './Caption';
import Card from './Card';
import Figure from './Figure';
import styles from './UsageHero.module.css';

/** The hero: total home usage right now. */
export default function UsageHero() {
  const watts = useAppSelector(selectUsageW);
  const caption = (
    <Caption>
      <FormattedMessage {...messages.usageHint} />
    </Caption>
  );
  return (
    <Card title={<FormattedMessage {...messages.usageTitle} />} accent="usage" loading={watts === null} still={caption} className={styles.hero}>
      <Figure value={watts} unit={<FormattedMessage {...messages.watts} />} digits={5} size="xl" testId="live-usage-watts" />
      {caption}
    </Card>
  );
}
