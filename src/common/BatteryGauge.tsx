import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { batteryGaugeMessage } from './messages';
import styles from './BatteryGauge.module.css';

/** An SVG battery filled to its charge; a bolt while charging, a warning colour when low (the Now card, the battery's page). */
export default function BatteryGauge({ pct, charging }: { pct: number; charging: boolean }) {
  const intl = useIntl();
  const level = Math.min(100, Math.max(0, pct)) / 100;
  const low = pct <= 20;
  return (
    <svg className={styles.gauge} viewBox="0 0 72 36" role="img" aria-label={intl.formatMessage(batteryGaugeMessage, { pct })}>
      <rect className={styles.shell} x="1.5" y="1.5" width="63" height="33" rx="7" />
      <rect className={styles.nub} x="66" y="11" width="5" height="14" rx="2" />
      <rect
        className={`${styles.fill} ${low ? styles.low : ''}`}
        x="6"
        y="6"
        width="54"
        height="24"
        rx="4"
        style={{ '--level': level } as CSSProperties}
      />
      {charging ? <path className={styles.bolt} d="M36 8l-9 12h7l-2 8 9-12h-7z" /> : null}
    </svg>
  );
}
