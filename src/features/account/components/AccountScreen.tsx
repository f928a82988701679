import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import { userRequested } from '../../../app/session/sessionSlice';
import { SettingsPage } from '../../../common/settings/SettingsPage';
import { formsReset } from '../accountSlice';
import { accountMessages as m } from '../messages';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailStatus } from './EmailStatus';

/** Settings → Account: the email address (verified or not, with a resend), change email, change password. */
export default function AccountScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(formsReset());
    // The address may have been verified in another tab or from the mail: read the record afresh.
    dispatch(userRequested());
  }, [dispatch]);
  return (
    <SettingsPage icon="user" title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)}>
      <EmailStatus />
      <ChangeEmailForm />
      <ChangePasswordForm />
    </SettingsPage>
  );
}
