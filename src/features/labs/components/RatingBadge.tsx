import { useIntl, type MessageDescriptor } from 'react-intl';
import type { WireEfficiencyRating, WireFrequencyRating } from '../../../api/wire/labs';
import { ac, common } from '../messages';
import styles from './Labs.module.css';

type Tone = 'good' | 'fair' | 'poor' | 'none';
const FREQUENCY: Record<WireFrequencyRating, { tone: Tone; text: MessageDescriptor }> = {
  low: { tone: 'good', text: common.ratingLow },
  med: { tone: 'fair', text: common.ratingMed },
  high: { tone: 'poor', text: common.ratingHigh },
};
const EFFICIENCY: Record<WireEfficiencyRating, { tone: Tone; text: MessageDescriptor }> = {
  efficient: { tone: 'good', text: ac.efficient },
  slightlyInefficient: { tone: 'fair', text: ac.slightlyInefficient },
  inefficient: { tone: 'poor', text: ac.inefficient },
  needsData: { tone: 'none', text: ac.needsData },
  failed: { tone: 'none', text: common.notAvailable },
};

/** A rating as a coloured tag: low / medium / high, or an efficiency band. */
export default function RatingBadge({ rating, efficiency, testId }: { rating?: WireFrequencyRating | null; efficiency?: WireEfficiencyRating; testId?: string }) {
  const intl = useIntl();
  const entry: { tone: Tone; text: MessageDescriptor } = efficiency ? EFFICIENCY[efficiency] : rating ? FREQUENCY[rating] : { tone: 'none', text: common.notAvailable };
  return (
    <span className={styles.badge} data-tone={entry.tone} data-testid={testId}>
      {intl.formatMessage(entry.text)}
    </span>
  );
}

export function frequencyText(rating: WireFrequencyRating) {
  return FREQUENCY[rating].text;
}
