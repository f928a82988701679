import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../../i18n/messageTypes';

type Values<K extends string> = Record<K, string | number>;

/** What each integration does (brand names are not translated). */
export const descriptionMessages = defineMessages({
  wemo: { id: 'integrations.description.wemo', defaultMessage: 'See your Wemo smart plugs and switches and what they use.' },
  ifttt: { id: 'integrations.description.ifttt', defaultMessage: 'Run IFTTT applets when your home’s usage changes.' },
  tplink: { id: 'integrations.description.tplink', defaultMessage: 'Your TP-Link smart plugs show up as devices, each measured by its plug.' },
  alexa: { id: 'integrations.description.alexa', defaultMessage: 'Ask Alexa what your home is using right now.' },
  hue: { id: 'integrations.description.hue', defaultMessage: 'Add your Hue lights to your devices.' },
  ecobee: { id: 'integrations.description.ecobee', defaultMessage: 'See what your Ecobee thermostat’s heating and cooling use.' },
  google: { id: 'integrations.description.google', defaultMessage: 'Ask Google Assistant about your home’s energy.' },
  nest: { id: 'integrations.description.nest', defaultMessage: 'See what your Nest thermostat’s heating and cooling use.' },
  partner_relay: { id: 'integrations.description.partnerRelay', defaultMessage: 'Follow and switch the circuits of your Wiser relays.' },
  ohmconnect: { id: 'integrations.description.ohmconnect', defaultMessage: 'Earn rewards for saving energy when the grid needs it most.' },
  chargepoint: { id: 'integrations.description.chargepoint', defaultMessage: 'Follow and schedule your EV charging through your ChargePoint account.' },
});

export const statusMessages = defineMessages({
  connected: { id: 'integrations.status.connected', defaultMessage: 'Connected' },
  notConnected: { id: 'integrations.status.notConnected', defaultMessage: 'Not connected' },
  on: { id: 'integrations.status.on', defaultMessage: 'On' },
  off: { id: 'integrations.status.off', defaultMessage: 'Off' },
  enrolled: { id: 'integrations.status.enrolled', defaultMessage: 'Enrolled' },
  notEnrolled: { id: 'integrations.status.notEnrolled', defaultMessage: 'Not enrolled' },
  notEligible: { id: 'integrations.status.notEligible', defaultMessage: 'Not available for your home' },
});

export const sectionMessages = {
  ...defineMessages({
    title: { id: 'integrations.section.title', defaultMessage: 'Integrations' },
    loading: { id: 'integrations.section.loading', defaultMessage: 'Loading integrations' },
    retry: { id: 'integrations.section.retry', defaultMessage: 'Try again' },
    adminUnavailable: { id: 'integrations.section.adminUnavailable', defaultMessage: 'Integrations are not available on multi-tenant admin accounts.' },
    tenantNote: { id: 'integrations.section.tenantNote', defaultMessage: 'On a multi-tenant account, integrations are managed by your property manager.' },
  }),
  intro: defineMessage<ProductValues>({ id: 'integrations.section.intro', defaultMessage: '{product} works with the devices and services below.' }),
  loadFailed: defineMessage<Values<'reason'>>({ id: 'integrations.section.loadFailed', defaultMessage: 'Integrations could not be loaded: {reason}' }),
  manage: defineMessage<Values<'name'>>({ id: 'integrations.section.manage', defaultMessage: 'Manage {name}' }),
};

export const actionMessages = {
  ...defineMessages({
    connect: { id: 'integrations.action.connect', defaultMessage: 'Connect' },
    disconnect: { id: 'integrations.action.disconnect', defaultMessage: 'Disconnect' },
    turnOn: { id: 'integrations.action.turnOn', defaultMessage: 'Turn on' },
    turnOff: { id: 'integrations.action.turnOff', defaultMessage: 'Turn off' },
    enroll: { id: 'integrations.action.enroll', defaultMessage: 'Enroll' },
    leave: { id: 'integrations.action.leave', defaultMessage: 'Leave the program' },
    openProgram: { id: 'integrations.action.openProgram', defaultMessage: 'Open the program’s dashboard' },
    cancel: { id: 'integrations.action.cancel', defaultMessage: 'Cancel' },
  }),
  connectTo: defineMessage<Values<'name'>>({ id: 'integrations.action.connectTo', defaultMessage: 'Connect {name}' }),
  enrollIn: defineMessage<Values<'name'>>({ id: 'integrations.action.enrollIn', defaultMessage: 'Enroll in {name}' }),
  switchLabel: defineMessage<Values<'name'>>({ id: 'integrations.action.switchLabel', defaultMessage: '{name} on' }),
};

/** The connection confirm dialog (spec §2: its confirm button is disabled for tenant users) and the disconnect dialogs. */
export const dialogMessages = {
  connectTitle: defineMessage<Values<'name'>>({ id: 'integrations.dialog.connectTitle', defaultMessage: 'Connect {name}?' }),
  connectBody: defineMessage<Values<'name' | 'product'>>({
    id: 'integrations.dialog.connectBody',
    defaultMessage: 'You will go to {name} to sign in and allow {product} to connect, then come back here.',
  }),
  connectConfirm: defineMessage<Values<'name'>>({ id: 'integrations.dialog.connectConfirm', defaultMessage: 'Continue to {name}' }),
  enableTitle: defineMessage<Values<'name'>>({ id: 'integrations.dialog.enableTitle', defaultMessage: 'Turn on {name}?' }),
  enableBody: defineMessage<Values<'name' | 'product'>>({
    id: 'integrations.dialog.enableBody',
    defaultMessage: '{product} will look for {name} plugs on your home network. They show up as devices within 5-10 minutes.',
  }),
  enrollTitle: defineMessage<Values<'name'>>({ id: 'integrations.dialog.enrollTitle', defaultMessage: 'Join {name}?' }),
  enrollBody: defineMessage<Values<'name'>>({
    id: 'integrations.dialog.enrollBody',
    defaultMessage: 'Your home takes part in demand-response events, and {name} gets read-only access to your usage to reward what you save.',
  }),
  disconnectTitle: defineMessage<Values<'name'>>({ id: 'integrations.dialog.disconnectTitle', defaultMessage: 'Disconnect {name}?' }),
  disconnectBody: defineMessage<Values<'name' | 'product'>>({
    id: 'integrations.dialog.disconnectBody',
    defaultMessage: '{product} stops receiving data from {name}. You can connect it again at any time.',
  }),
  turnOffTitle: defineMessage<Values<'name'>>({ id: 'integrations.dialog.turnOffTitle', defaultMessage: 'Turn off {name}?' }),
  turnOffBody: defineMessage<Values<'name'>>({ id: 'integrations.dialog.turnOffBody', defaultMessage: 'Your {name} plugs leave your device list. Turning it on again finds them again.' }),
  leaveTitle: defineMessage<Values<'name'>>({ id: 'integrations.dialog.leaveTitle', defaultMessage: 'Leave {name}?' }),
  leaveBody: defineMessage<Values<'name'>>({ id: 'integrations.dialog.leaveBody', defaultMessage: 'Your home stops taking part in {name} events. You can enroll again later.' }),
  ...defineMessages({
    tenantNote: { id: 'integrations.dialog.tenantNote', defaultMessage: 'Integrations cannot be connected on a multi-tenant account. Ask your property manager.' },
  }),
};

/** Notices (spec §8 smart-plug and integration messages; §9 the 350 ms delay on return). */
export const noticeMessages = {
  plugsEnabled: defineMessage<Values<'type'>>({ id: 'integrations.notice.plugsEnabled', defaultMessage: '{type} enabled' }),
  plugsDisabled: defineMessage<Values<'type'>>({ id: 'integrations.notice.plugsDisabled', defaultMessage: '{type} disabled' }),
  disconnected: defineMessage<Values<'name'>>({ id: 'integrations.notice.disconnected', defaultMessage: '{name} disconnected' }),
  enrolled: defineMessage<Values<'name'>>({ id: 'integrations.notice.enrolled', defaultMessage: 'Enrolled in {name}' }),
  left: defineMessage<Values<'name'>>({ id: 'integrations.notice.left', defaultMessage: 'You left {name}' }),
  ...defineMessages({
    plugsSoon: { id: 'integrations.notice.plugsSoon', defaultMessage: 'You should start to see plugs show up within 5-10 minutes' },
    plugsRemoved: { id: 'integrations.notice.plugsRemoved', defaultMessage: 'Your plugs have been removed from your devices.' },
    plugsFailed: { id: 'integrations.notice.plugsFailed', defaultMessage: 'unable to connect' },
    plugsAdvice: {
      id: 'integrations.notice.plugsAdvice',
      defaultMessage:
        'Make sure your plugs are plugged in and on the same WiFi network as your monitor, then try again in an hour. If they still do not show up, contact support.',
    },
    connectedTitle: { id: 'integrations.notice.connectedTitle', defaultMessage: 'success' },
    connectedMessage: { id: 'integrations.notice.connectedMessage', defaultMessage: 'your integration is connected and ready to go' },
    connectFailed: { id: 'integrations.notice.connectFailed', defaultMessage: 'unable to connect with the integration' },
    changeFailed: { id: 'integrations.notice.changeFailed', defaultMessage: 'The change was not made' },
  }),
};

/** /settings/integrations/{integration}. */
export const pageMessages = {
  ...defineMessages({
    breadcrumb: { id: 'integrations.page.breadcrumb', defaultMessage: 'Settings' },
    statusTitle: { id: 'integrations.page.statusTitle', defaultMessage: 'Status' },
    allTitle: { id: 'integrations.page.allTitle', defaultMessage: 'All integrations' },
    unknownTitle: { id: 'integrations.page.unknownTitle', defaultMessage: 'Integration not found' },
    unknownBody: { id: 'integrations.page.unknownBody', defaultMessage: 'There is no integration at this address.' },
    plugsTitle: { id: 'integrations.page.plugsTitle', defaultMessage: 'Plugs' },
    searching: { id: 'integrations.page.searching', defaultMessage: 'Looking for plugs on your network. They show up within 5-10 minutes.' },
    offHint: { id: 'integrations.page.offHint', defaultMessage: 'Turn it on and your plugs show up as devices within 5-10 minutes.' },
    accountTitle: { id: 'integrations.page.accountTitle', defaultMessage: 'Smart-plug account' },
    accountHint: { id: 'integrations.page.accountHint', defaultMessage: 'Add your TP-Link account to also find the plugs it holds.' },
    accountLink: { id: 'integrations.page.accountLink', defaultMessage: 'Smart-plug account settings' },
    programHint: { id: 'integrations.page.programHint', defaultMessage: 'The program’s dashboard opens with read-only access to your home’s data.' },
    notEligibleBody: { id: 'integrations.page.notEligibleBody', defaultMessage: 'The demand-response program is not offered where your home is yet.' },
    adminUnavailable: { id: 'integrations.page.adminUnavailable', defaultMessage: 'Integrations are not available on multi-tenant admin accounts.' },
  }),
  notAvailable: defineMessage<Values<'name'>>({ id: 'integrations.page.notAvailable', defaultMessage: '{name} is not available for your account.' }),
  connectedSince: defineMessage<Values<'date'>>({ id: 'integrations.page.connectedSince', defaultMessage: 'Connected since {date}' }),
  onSince: defineMessage<Values<'date'>>({ id: 'integrations.page.onSince', defaultMessage: 'On since {date}' }),
  enrolledSince: defineMessage<Values<'date'>>({ id: 'integrations.page.enrolledSince', defaultMessage: 'Enrolled since {date}' }),
  account: defineMessage<Values<'account'>>({ id: 'integrations.page.account', defaultMessage: 'Account: {account}' }),
  notConnectedBody: defineMessage<Values<'name'>>({ id: 'integrations.page.notConnectedBody', defaultMessage: '{name} is not connected yet.' }),
  plugFound: defineMessage<Values<'model' | 'date'>>({ id: 'integrations.page.plugFound', defaultMessage: '{model}, found {date}' }),
  loading: defineMessage<Values<'name'>>({ id: 'integrations.page.loading', defaultMessage: 'Loading {name}' }),
};

/** /oauth/integrations/{integration}: the return from a provider. */
export const returnMessages = {
  pendingTitle: defineMessage<Values<'name'>>({ id: 'integrations.return.pendingTitle', defaultMessage: 'Connecting {name}' }),
  signInTitle: defineMessage<Values<'name'>>({ id: 'integrations.return.signInTitle', defaultMessage: 'Sign in to finish connecting {name}' }),
  ...defineMessages({
    pendingBody: { id: 'integrations.return.pendingBody', defaultMessage: 'Finishing the connection…' },
    signInBody: { id: 'integrations.return.signInBody', defaultMessage: 'Your session ended while you were away. Sign in and the connection is completed.' },
    signIn: { id: 'integrations.return.signIn', defaultMessage: 'Sign in' },
    incompleteTitle: { id: 'integrations.return.incompleteTitle', defaultMessage: 'This address is incomplete' },
    incompleteBody: { id: 'integrations.return.incompleteBody', defaultMessage: 'The provider did not send back what is needed to finish. Start again from the integration’s page.' },
    unknownTitle: { id: 'integrations.return.unknownTitle', defaultMessage: 'Unknown integration' },
    toSettings: { id: 'integrations.return.toSettings', defaultMessage: 'Go to settings' },
  }),
};

/** /labs/tapo: the smart-plug account. */
export const smartPlugMessages = {
  ...defineMessages({
    title: { id: 'integrations.smartPlug.title', defaultMessage: 'Smart plugs' },
    subtitle: { id: 'integrations.smartPlug.subtitle', defaultMessage: 'Add your TP-Link account (Kasa or Tapo) so the plugs it holds show up as devices.' },
    formTitle: { id: 'integrations.smartPlug.formTitle', defaultMessage: 'TP-Link account' },
    username: { id: 'integrations.smartPlug.username', defaultMessage: 'Username' },
    password: { id: 'integrations.smartPlug.password', defaultMessage: 'Password' },
    usernameRequired: { id: 'integrations.smartPlug.usernameRequired', defaultMessage: 'please enter your username' },
    passwordRequired: { id: 'integrations.smartPlug.passwordRequired', defaultMessage: 'please enter your password' },
    save: { id: 'integrations.smartPlug.save', defaultMessage: 'Save' },
    encrypted: { id: 'integrations.smartPlug.encrypted', defaultMessage: 'Your password is encrypted on this device before it is sent, and stored encrypted.' },
    notConfigured: { id: 'integrations.smartPlug.notConfigured', defaultMessage: 'No account saved yet.' },
    saved: { id: 'integrations.smartPlug.saved', defaultMessage: 'Smart-plug account saved' },
    loading: { id: 'integrations.smartPlug.loading', defaultMessage: 'Loading your smart-plug account' },
    retry: { id: 'integrations.smartPlug.retry', defaultMessage: 'Try again' },
    integrationTitle: { id: 'integrations.smartPlug.integrationTitle', defaultMessage: 'TP-Link integration' },
    integrationLink: { id: 'integrations.smartPlug.integrationLink', defaultMessage: 'Turn TP-Link on or off' },
    tenant: { id: 'integrations.smartPlug.tenant', defaultMessage: 'On a multi-tenant account, the smart-plug account is managed by your property manager.' },
  }),
  savedAs: defineMessage<Values<'username'>>({ id: 'integrations.smartPlug.savedAs', defaultMessage: 'Saved account: {username}' }),
  loadFailed: defineMessage<Values<'reason'>>({ id: 'integrations.smartPlug.loadFailed', defaultMessage: 'Your smart-plug account could not be loaded: {reason}' }),
};

/** A descriptor without react-intl's extra fields: serializable notice text. */
export const text = (m: { id?: string | number; defaultMessage?: unknown }, values?: Record<string, string | number>) => {
  const base = { id: String(m.id), defaultMessage: m.defaultMessage as string };
  return values ? { ...base, values } : base;
};
