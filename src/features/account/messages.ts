import { defineMessage, defineMessages } from 'react-intl';

export const accountMessages = {
  ...defineMessages({
    title: { id: 'account.screen.title', defaultMessage: 'Account' },
    subtitle: { id: 'account.screen.subtitle', defaultMessage: 'The email address you sign in with, and your password.' },
    emailTitle: { id: 'account.email.title', defaultMessage: 'Email address' },
    verified: { id: 'account.email.verified', defaultMessage: 'Verified' },
    unverified: { id: 'account.email.unverified', defaultMessage: 'Not verified' },
    resend: { id: 'account.email.resend', defaultMessage: 'Resend verification email' },
    emailUnknown: { id: 'account.email.unknown', defaultMessage: 'Your account details are loading…' },
    changeEmailTitle: { id: 'account.changeEmail.title', defaultMessage: 'Change email' },
    changeEmailHint: { id: 'account.changeEmail.hint', defaultMessage: 'We send a link to the new address to confirm it. You sign in with the new address at once.' },
    currentEmail: { id: 'account.changeEmail.currentEmail', defaultMessage: 'Current email' },
    newEmail: { id: 'account.changeEmail.newEmail', defaultMessage: 'New email' },
    confirmEmail: { id: 'account.changeEmail.confirmEmail', defaultMessage: 'Confirm new email' },
    password: { id: 'account.changeEmail.password', defaultMessage: 'Password' },
    changeEmailSubmit: { id: 'account.changeEmail.submit', defaultMessage: 'Change email' },
    changePasswordTitle: { id: 'account.changePassword.title', defaultMessage: 'Change password' },
    changePasswordHint: { id: 'account.changePassword.hint', defaultMessage: 'Changing it signs you out everywhere else.' },
    currentPassword: { id: 'account.changePassword.currentPassword', defaultMessage: 'Current password' },
    newPassword: { id: 'account.changePassword.newPassword', defaultMessage: 'New password' },
    confirmPassword: { id: 'account.changePassword.confirmPassword', defaultMessage: 'Confirm new password' },
    changePasswordSubmit: { id: 'account.changePassword.submit', defaultMessage: 'Change password' },
  }),
  unverifiedText: defineMessage<{ email: string }>({
    id: 'account.email.unverifiedText',
    defaultMessage: 'We sent a link to {email}. Open it to confirm that this address is yours.',
  }),
};

/** The §5 texts, word for word, and the other rules' texts. */
export const accountRuleMessages = defineMessages({
  currentEmailRequired: { id: 'account.rule.currentEmailRequired', defaultMessage: 'please enter your current email' },
  newEmailRequired: { id: 'account.rule.newEmailRequired', defaultMessage: 'please enter your new email' },
  emailInvalid: { id: 'account.rule.emailInvalid', defaultMessage: 'email address is not valid' },
  confirmEmailRequired: { id: 'account.rule.confirmEmailRequired', defaultMessage: 'please confirm your new email' },
  emailsMustMatch: { id: 'account.rule.emailsMustMatch', defaultMessage: 'email and email confirmation must match' },
  passwordRequired: { id: 'account.rule.passwordRequired', defaultMessage: 'please enter your password' },
  currentPasswordRequired: { id: 'account.rule.currentPasswordRequired', defaultMessage: 'please enter your current password' },
});
