import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { SettingsSection } from '../../../common/settings/SettingsPage';
import { selectAccountEmail, selectEmailVerified, selectResend } from '../accountSelectors';
import { verificationResendRequested } from '../accountSlice';
import { accountMessages as m } from '../messages';
import styles from './AccountScreen.module.css';

/** The address the account signs in with, whether it is verified, and a resend while it is not. */
export function EmailStatus() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectAccountEmail);
  const verified = useAppSelector(selectEmailVerified);
  const resend = useAppSelector(selectResend);
  return (
    <SettingsSection title={intl.formatMessage(m.emailTitle)} testId="email-status">
      {email === null ? (
        <p className={styles.hint}>{intl.formatMessage(m.emailUnknown)}</p>
      ) : (
        <div className={styles.emailRow}>
          <span className={styles.email} data-testid="account-email">
            {email}
          </span>
          <span className={verified ? styles.badgeOk : styles.badgeWarn} data-testid="email-verified">
            <Icon name={verified ? 'check' : 'alert'} size={14} />
            {intl.formatMessage(verified ? m.verified : m.unverified)}
          </span>
        </div>
      )}
      {email !== null && verified === false ? (
        <div className={styles.unverified}>
          <p className={styles.hint}>{intl.formatMessage(m.unverifiedText, { email })}</p>
          <Button variant="secondary" pending={resend.status === 'pending'} onClick={() => dispatch(verificationResendRequested())}>
            <Icon name="mail" size={16} />
            {intl.formatMessage(m.resend)}
          </Button>
        </div>
      ) : null}
    </SettingsSection>
  );
}
