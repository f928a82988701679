import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { userRequested } from '../../../app/session/sessionSlice';
import { Button } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { SettingsPage, SettingsSection } from '../../../common/settings/SettingsPage';
import { mfaMessages as m } from '../messages';
import { selectMfa, selectTotpEnabled } from '../mfaSelectors';
import { dialogOpened, disableOpened } from '../mfaSlice';
import { DisableDialog } from './DisableDialog';
import { TwoFactorDialog } from './TwoFactorDialog';
import styles from './SecurityScreen.module.css';

/** Settings → Security: two-factor authentication, on or off, with its setup and turn-off dialogs. */
export default function SecurityScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const enabled = useAppSelector(selectTotpEnabled);
  const { open, disable } = useAppSelector(selectMfa);
  useEffect(() => {
    dispatch(userRequested());
  }, [dispatch]);
  const status = enabled === null ? intl.formatMessage(m.loading) : intl.formatMessage(enabled ? m.on : m.off);
  return (
    <SettingsPage icon="shield" title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)}>
      <SettingsSection
        title={intl.formatMessage(m.sectionTitle)}
        description={intl.formatMessage(m.sectionText)}
        action={
          <span className={enabled ? styles.badgeOn : styles.badgeOff} data-testid="mfa-status">
            {enabled ? <Icon name="check" size={14} /> : null}
            {status}
          </span>
        }
      >
        <div className={styles.actions}>
          {enabled === false ? (
            <Button onClick={() => dispatch(dialogOpened())}>
              <Icon name="key" size={18} />
              {intl.formatMessage(m.setUp)}
            </Button>
          ) : null}
          {enabled === true ? (
            <Button variant="secondary" onClick={() => dispatch(disableOpened())}>
              {intl.formatMessage(m.turnOff)}
            </Button>
          ) : null}
        </div>
      </SettingsSection>
      {open ? <TwoFactorDialog /> : null}
      {disable.open ? <DisableDialog /> : null}
    </SettingsPage>
  );
}
