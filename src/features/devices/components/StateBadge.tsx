import { useIntl } from 'react-intl';
import messages from '../messages';
import styles from './StateBadge.module.css';

const TEXT = { On: messages.stateOn, Idle: messages.stateIdle, Off: messages.stateOff } as const;

/** On / Idle / Off, as a small coloured chip (the colour is never the only signal: the word is there). */
export default function StateBadge({ state }: { state: 'On' | 'Idle' | 'Off' }) {
  const intl = useIntl();
  return (
    <span className={styles.badge} data-state={state}>
      <span className={styles.dot} aria-hidden="true" />
      {intl.formatMessage(TEXT[state])}
    </span>
  );
}
