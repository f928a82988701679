import { useIntl } from 'react-intl';
import type { WireFrequencyRating } from '../../../api/wire/labs';
import { common } from '../messages';
import { frequencyText } from './RatingBadge';
import styles from './TercileBar.module.css';

export interface TercileBarProps {
  /** Where the home sits, 0 to 1 (each third one tercile). */
  position: number;
  rating: WireFrequencyRating;
  /** The three parts' labels, low to high. */
  labels: [string, string, string];
  testId?: string;
}

/** The home against other homes in terciles: a three-part bar, low to high, with the home's marker. */
export default function TercileBar({ position, rating, labels, testId }: TercileBarProps) {
  const intl = useIntl();
  const label = intl.formatMessage(common.ratingOnBar, { rating: intl.formatMessage(frequencyText(rating)) });
  const pct = `${Math.round(Math.min(1, Math.max(0, position)) * 1000) / 10}%`;
  return (
    <div className={styles.wrap} data-testid={testId} data-rating={rating}>
      <div className={styles.track} role="img" aria-label={label}>
        <span className={styles.low} />
        <span className={styles.med} />
        <span className={styles.high} />
        <span className={styles.marker} style={{ left: pct }} data-edge={position < 0.12 ? 'start' : position > 0.88 ? 'end' : undefined} aria-hidden="true">
          <span className={styles.markerLabel}>{intl.formatMessage(common.yourHome)}</span>
        </span>
      </div>
      <ol className={styles.labels} aria-hidden="true">
        {labels.map((text, i) => (
          <li key={i} data-active={['low', 'med', 'high'][i] === rating ? 'true' : undefined}>
            {text}
          </li>
        ))}
      </ol>
    </div>
  );
}
