import { useIntl } from 'react-intl';
import type { WireDeviceAlert } from '../../../api/wire/alerts';
import { Toggle } from '../../../common/Toggle';
import { formatAlertSummary } from '../format';
import { rowMessages as m } from '../messages';
import styles from './AlertRow.module.css';

export interface AlertRowProps {
  alert: WireDeviceAlert;
  /** Enabled as shown: the saved value or the unsaved toggle. */
  enabled: boolean;
  unsaved: boolean;
  onOpen: () => void;
  onToggle: (enabled: boolean) => void;
}

/** A custom alert: the whole row opens the edit dialog; the switch at the right turns it on or off. */
export default function AlertRow({ alert, enabled, unsaved, onOpen, onToggle }: AlertRowProps) {
  const intl = useIntl();
  const summary = formatAlertSummary(intl, alert);
  return (
    <li className={`${styles.row} ${styles.clickable}`} data-testid="custom-alert">
      <button type="button" className={styles.open} onClick={onOpen} aria-label={intl.formatMessage(m.edit, { summary })}>
        <span className={styles.text}>
          <span className={styles.label}>{summary}</span>
          {unsaved ? <span className={styles.badge}>{intl.formatMessage(m.unsavedBadge)}</span> : null}
        </span>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <Toggle checked={enabled} onChange={onToggle} label={intl.formatMessage(m.enabled, { summary })} />
    </li>
  );
}
