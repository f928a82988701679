import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../../i18n/messageTypes';

export const mfaMessages = {
  ...defineMessages({
    title: { id: 'mfa.screen.title', defaultMessage: 'Security' },
    subtitle: { id: 'mfa.screen.subtitle', defaultMessage: 'Protect your account with a second step at sign-in.' },
    sectionTitle: { id: 'mfa.section.title', defaultMessage: 'Two-factor authentication' },
    sectionText: { id: 'mfa.section.text', defaultMessage: 'When it is on, signing in asks for your password and a 6-digit code from an authenticator app on your phone.' },
    on: { id: 'mfa.section.on', defaultMessage: 'On' },
    off: { id: 'mfa.section.off', defaultMessage: 'Off' },
    loading: { id: 'mfa.section.loading', defaultMessage: 'Checking…' },
    setUp: { id: 'mfa.section.setUp', defaultMessage: 'Set up two-factor authentication' },
    turnOff: { id: 'mfa.section.turnOff', defaultMessage: 'Turn off' },
    dialogTitle: { id: 'mfa.dialog.title', defaultMessage: 'Set up two-factor authentication' },
    passwordIntro: { id: 'mfa.dialog.passwordIntro', defaultMessage: 'First, confirm it is you.' },
    password: { id: 'mfa.dialog.password', defaultMessage: 'Password' },
    continue: { id: 'mfa.dialog.continue', defaultMessage: 'Continue' },
    cancel: { id: 'mfa.dialog.cancel', defaultMessage: 'Cancel' },
    scanIntro: { id: 'mfa.dialog.scanIntro', defaultMessage: 'Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.' },
    qrAlt: { id: 'mfa.dialog.qrAlt', defaultMessage: 'QR code to scan with your authenticator app' },
    secretIntro: { id: 'mfa.dialog.secretIntro', defaultMessage: 'Cannot scan it? Enter this key in the app instead:' },
    secretLabel: { id: 'mfa.dialog.secretLabel', defaultMessage: 'Setup key' },
    copy: { id: 'mfa.dialog.copy', defaultMessage: 'Copy key' },
    copied: { id: 'mfa.dialog.copied', defaultMessage: 'Copied' },
    next: { id: 'mfa.dialog.next', defaultMessage: 'Next' },
    back: { id: 'mfa.dialog.back', defaultMessage: 'Back' },
    codeIntro: { id: 'mfa.dialog.codeIntro', defaultMessage: 'Enter the 6-digit code the app shows now.' },
    code: { id: 'mfa.dialog.code', defaultMessage: 'One-time code' },
    verify: { id: 'mfa.dialog.verify', defaultMessage: 'Turn on' },
    successTitle: { id: 'mfa.dialog.successTitle', defaultMessage: 'Two-factor authentication is on' },
    takeMeHome: { id: 'mfa.dialog.takeMeHome', defaultMessage: 'Take me home' },
    done: { id: 'mfa.dialog.done', defaultMessage: 'Done' },
    disableTitle: { id: 'mfa.disable.title', defaultMessage: 'Turn off two-factor authentication' },
    disableText: { id: 'mfa.disable.text', defaultMessage: 'Signing in will only ask for your password. Enter it to confirm.' },
    disableSubmit: { id: 'mfa.disable.submit', defaultMessage: 'Turn off' },
  }),
  step: defineMessage<{ step: number; total: number }>({ id: 'mfa.dialog.step', defaultMessage: 'Step {step} of {total}' }),
  successText: defineMessage<ProductValues>({ id: 'mfa.dialog.successText', defaultMessage: 'Next time you sign in to {product}, have your authenticator app at hand.' }),
};

export const mfaRuleMessages = defineMessages({
  passwordRequired: { id: 'mfa.rule.passwordRequired', defaultMessage: 'please enter your password' },
  codeRequired: { id: 'mfa.rule.codeRequired', defaultMessage: 'please enter the one-time code' },
  codeInvalid: { id: 'mfa.rule.codeInvalid', defaultMessage: 'The code is the 6 digits shown in your authenticator app' },
});
