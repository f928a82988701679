import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../../../i18n/messageTypes';

export const authMessages = {
  ...defineMessages({
    email: { id: 'session.form.email', defaultMessage: 'Email' },
    password: { id: 'session.form.password', defaultMessage: 'Password' },
    showPassword: { id: 'session.form.showPassword', defaultMessage: 'Show' },
    hidePassword: { id: 'session.form.hidePassword', defaultMessage: 'Hide' },
    showPasswordLabel: { id: 'session.form.showPasswordLabel', defaultMessage: 'Show password' },
    hidePasswordLabel: { id: 'session.form.hidePasswordLabel', defaultMessage: 'Hide password' },
    emailRequired: { id: 'session.form.emailRequired', defaultMessage: 'Please enter your email' },
    emailInvalid: { id: 'session.form.emailInvalid', defaultMessage: 'Email address is not valid' },
    passwordRequired: { id: 'session.form.passwordRequired', defaultMessage: 'Please enter your password' },
    backToSignIn: { id: 'session.form.backToSignIn', defaultMessage: 'Back to sign in' },
  }),
};

export const loginMessages = {
  subtitle: defineMessage<ProductValues>({ id: 'session.login.subtitle', defaultMessage: 'Sign in to see your home in {product}.' }),
  ...defineMessages({
    title: { id: 'session.login.title', defaultMessage: 'Welcome back' },
    submit: { id: 'session.login.submit', defaultMessage: 'Sign in' },
    pending: { id: 'session.login.pending', defaultMessage: 'Signing in…' },
    forgot: { id: 'session.login.forgot', defaultMessage: 'Forgot your password?' },
    adminTitle: { id: 'session.login.adminTitle', defaultMessage: 'Support sign-in' },
    adminPending: { id: 'session.login.adminPending', defaultMessage: 'Signing in with the support token…' },
  }),
};

export const mfaMessages = defineMessages({
  title: { id: 'session.mfa.title', defaultMessage: 'Two-step verification' },
  subtitle: { id: 'session.mfa.subtitle', defaultMessage: 'Enter the 6-digit code from your authenticator app.' },
  code: { id: 'session.mfa.code', defaultMessage: 'One-time code' },
  codeRequired: { id: 'session.mfa.codeRequired', defaultMessage: 'Please enter your one-time code' },
  codeInvalid: { id: 'session.mfa.codeInvalid', defaultMessage: 'The code is the 6 digits shown in your authenticator app' },
  submit: { id: 'session.mfa.submit', defaultMessage: 'Verify' },
  expired: { id: 'session.mfa.expired', defaultMessage: 'Your sign-in has expired. Please sign in again.' },
});

export const forgotMessages = defineMessages({
  title: { id: 'session.forgot.title', defaultMessage: 'Reset your password' },
  subtitle: { id: 'session.forgot.subtitle', defaultMessage: "Enter your account's email and we'll send you a link to choose a new password." },
  submit: { id: 'session.forgot.submit', defaultMessage: 'Send reset link' },
  sentTitle: { id: 'session.forgot.sentTitle', defaultMessage: 'Check your email' },
  sentText: { id: 'session.forgot.sentText', defaultMessage: 'If an account exists for that address, a reset link is on its way. It may take a few minutes.' },
});

export const resetMessages = defineMessages({
  title: { id: 'session.reset.title', defaultMessage: 'Choose a new password' },
  subtitle: { id: 'session.reset.subtitle', defaultMessage: 'Use at least 8 characters with upper and lower case letters and a number or symbol.' },
  newPassword: { id: 'session.reset.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'session.reset.confirmPassword', defaultMessage: 'Confirm new password' },
  submit: { id: 'session.reset.submit', defaultMessage: 'Save new password' },
  missingToken: { id: 'session.reset.missingToken', defaultMessage: 'This reset link is not valid. Ask for a new one.' },
  requestNew: { id: 'session.reset.requestNew', defaultMessage: 'Send a new link' },
  rulesLabel: { id: 'session.reset.rulesLabel', defaultMessage: 'Password requirements' },
  ruleLength: { id: 'session.reset.ruleLength', defaultMessage: 'At least 8 characters' },
  ruleLower: { id: 'session.reset.ruleLower', defaultMessage: 'One lowercase letter' },
  ruleUpper: { id: 'session.reset.ruleUpper', defaultMessage: 'One uppercase letter' },
  ruleNumber: { id: 'session.reset.ruleNumber', defaultMessage: 'One number or symbol' },
});

/** The spec's password messages (§5), word for word. */
export const passwordRuleMessages = defineMessages({
  tooShort: { id: 'session.password.tooShort', defaultMessage: 'Your password must be at least 8 characters' },
  numberOrSymbol: { id: 'session.password.numberOrSymbol', defaultMessage: 'Your password must contain at least 1 number or symbol' },
  lowercase: { id: 'session.password.lowercase', defaultMessage: 'Your password must contain one lowercase character' },
  uppercase: { id: 'session.password.uppercase', defaultMessage: 'Your password must contain one uppercase character' },
  mismatch: { id: 'session.password.mismatch', defaultMessage: 'Your passwords must match' },
  required: { id: 'session.password.required', defaultMessage: 'Please enter a new password' },
  confirmRequired: { id: 'session.password.confirmRequired', defaultMessage: 'Please confirm your new password' },
});

export const verifyMessages = {
  verifiedText: defineMessage<ProductValues>({ id: 'session.verify.verifiedText', defaultMessage: 'Thanks! Your email address is confirmed, and {product} can now reach you.' }),
  ...defineMessages({
    title: { id: 'session.verify.title', defaultMessage: 'Verify your email' },
    pending: { id: 'session.verify.pending', defaultMessage: 'Checking your link…' },
    verifiedTitle: { id: 'session.verify.verifiedTitle', defaultMessage: 'Email verified' },
    failed: { id: 'session.verify.failed', defaultMessage: 'Email verification failed' },
    failedHint: {
      id: 'session.verify.failedHint',
      defaultMessage: 'The link may have expired or been used already. Sign in and ask for a new verification email from your account settings.',
    },
    missingToken: { id: 'session.verify.missingToken', defaultMessage: 'This verification link is incomplete. Open the link from your email again.' },
    continue: { id: 'session.verify.continue', defaultMessage: 'Continue' },
  }),
};

export const logoutMessages = defineMessages({
  pending: { id: 'session.logout.pending', defaultMessage: 'Signing you out…' },
});

/** The sign-in page's server (environment) chooser. */
export const serverMessages = {
  link: defineMessage<{ name: string }>({ id: 'session.server.link', defaultMessage: 'Server: {name}' }),
  current: defineMessage<{ name: string; address: string }>({ id: 'session.server.current', defaultMessage: 'Signing in to {name} at {address}.' }),
  ...defineMessages({
  title: { id: 'session.server.title', defaultMessage: 'Choose a server' },
  address: { id: 'session.server.address', defaultMessage: 'API address' },
  addressInvalid: { id: 'session.server.addressInvalid', defaultMessage: 'Enter an address that starts with https:// or http://' },
  find: { id: 'session.server.find', defaultMessage: 'Find servers' },
  loading: { id: 'session.server.loading', defaultMessage: 'Looking for servers…' },
  failed: { id: 'session.server.failed', defaultMessage: 'No server answered at that address.' },
  none: { id: 'session.server.none', defaultMessage: 'That address lists no servers.' },
  servers: { id: 'session.server.servers', defaultMessage: 'Servers at that address' },
  use: { id: 'session.server.use', defaultMessage: 'Use this server' },
  reset: { id: 'session.server.reset', defaultMessage: 'Back to the default server' },
  }),
};
