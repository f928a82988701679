import { useIntl } from 'react-intl';
import type { ChargeState } from '../types';
import messages, { CHARGE_STATE_TEXT } from '../messages';
import styles from './StateBadge.module.css';

/** The battery's state and charge, e.g. "Charging · 20%", as a chip like the devices' On / Idle / Off. */
export default function ChargeBadge({ state, pct }: { state: ChargeState | null; pct: number | null }) {
  const intl = useIntl();
  if (state === null && pct === null) return null;
  const parts = [state ? intl.formatMessage(CHARGE_STATE_TEXT[state]) : null, pct === null ? null : intl.formatMessage(messages.percent, { pct })];
  return (
    <span className={styles.badge} data-state="battery" data-testid="battery-charge">
      <span className={styles.dot} aria-hidden="true" />
      {parts.filter(Boolean).join(' · ')}
    </span>
  );
}
