import { useIntl, type MessageDescriptor } from 'react-intl';
import { common } from '../messages';
import styles from './Labs.module.css';

/** A part whose status is 'failed' (account-settings-shell §8: failed shows "not available"). */
export default function NotAvailable({ title, hint }: { title?: MessageDescriptor; hint?: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <div className={styles.state} data-testid="labs-not-available">
      <p className={styles.stateTitle}>{title ? intl.formatMessage(title) : intl.formatMessage(common.notAvailable)}</p>
      <p className={styles.hint}>{hint ? intl.formatMessage(hint) : intl.formatMessage(common.notAvailableHint)}</p>
    </div>
  );
}
