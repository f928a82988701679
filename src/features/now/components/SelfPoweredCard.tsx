import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectSelfPoweredExpected, selectSelfPoweredPct } from '../nowSelectors';
import Caption from './Caption';
import Card from './Card';
import Figure from './Figure';
import styles from './SelfPoweredCard.module.css';

/** Share of home use not drawn from the grid, capped at 100 %; shown with solar or a battery. */
export default function SelfPoweredCard() {
  const pct = useAppSelector(selectSelfPoweredPct);
  const expected = useAppSelector(selectSelfPoweredExpected);
  const caption = (
    <Caption>
      <FormattedMessage {...messages.selfPoweredHint} />
    </Caption>
  );
  if (pct === null) return expected ? <Card title={<FormattedMessage {...messages.selfPoweredTitle} />} accent="success" loading still={caption} className={styles.card} /> : null;
  return (
    <Card title={<FormattedMessage {...messages.selfPoweredTitle} />} accent="success" className={styles.card}>
      <div className={styles.row}>
        <svg className={styles.ring} viewBox="0 0 36 36" aria-hidden="true">
          <circle className={styles.track} cx="18" cy="18" r="15.9155" />
          <circle className={styles.value} cx="18" cy="18" r="15.9155" style={{ strokeDasharray: `${pct} 100` } as CSSProperties} />
        </svg>
        <Figure value={pct} unit="%" digits={3} />
      </div>
      {caption}
    </Card>
  );
}
