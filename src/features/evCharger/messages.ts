import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import type { WireEvChargeStatus, WireEvFuel } from './types';

/** Values of a message with placeholders (react-intl 12 types them per message). */
type Values<K extends string> = Record<K, string | number>;

/** The page around both modes: title, back link, edit icon, loading and failure. */
export const pageMessages = {
  ...defineMessages({
    title: { id: 'evCharger.page.title', defaultMessage: 'EV charger' },
    subtitle: { id: 'evCharger.page.subtitle', defaultMessage: 'See and control your electric vehicle’s charging.' },
    backToLabs: { id: 'evCharger.page.backToLabs', defaultMessage: 'Labs' },
    editSettings: { id: 'evCharger.page.editSettings', defaultMessage: 'EV charger settings' },
    loading: { id: 'evCharger.page.loading', defaultMessage: 'Loading your EV charger' },
    loadFailed: { id: 'evCharger.page.loadFailed', defaultMessage: 'Your EV charger could not be loaded.' },
    retry: { id: 'evCharger.page.retry', defaultMessage: 'Try again' },
    feedback: { id: 'evCharger.page.feedback', defaultMessage: 'Give feedback on this lab' },
    labsBadge: { id: 'evCharger.page.labsBadge', defaultMessage: 'Labs' },
  }),
};

/** The connect screen (not enabled). */
export const connectMessages = {
  ...defineMessages({
    logo: { id: 'evCharger.connect.logo', defaultMessage: 'Charge-point account' },
    title: { id: 'evCharger.connect.title', defaultMessage: 'Connect your charge point' },
    intro: { id: 'evCharger.connect.intro', defaultMessage: 'Link your charge-point account to see when your EV charges, what it uses and how clean the electricity is, and to start or stop charging from here.' },
    noteAccount: { id: 'evCharger.connect.noteAccount', defaultMessage: 'You need a networked home charger and its charge-point account.' },
    noteTab: { id: 'evCharger.connect.noteTab', defaultMessage: 'The account page opens in a new tab. Sign in there and allow access, then come back to this page.' },
    noteData: { id: 'evCharger.connect.noteData', defaultMessage: 'Your charger’s readings are combined with what your monitor measures. You can disconnect the account at any time.' },
    stepConnect: { id: 'evCharger.connect.stepConnect', defaultMessage: 'Sign in to your charge-point account' },
    stepFinish: { id: 'evCharger.connect.stepFinish', defaultMessage: 'Come back and finish setup' },
    connect: { id: 'evCharger.connect.connect', defaultMessage: 'Connect' },
    opensInNewTab: { id: 'evCharger.connect.opensInNewTab', defaultMessage: '(opens in a new tab)' },
    finish: { id: 'evCharger.connect.finish', defaultMessage: 'Finish setup' },
    finishMobile: { id: 'evCharger.connect.finishMobile', defaultMessage: 'Done connecting? Click here to finish.' },
    finishing: { id: 'evCharger.connect.finishing', defaultMessage: 'Finishing setup…' },
  }),
  failed: defineMessage<Values<'reason'>>({ id: 'evCharger.connect.failed', defaultMessage: 'Setup could not be finished: {reason}' }),
};

export const statusMessages = {
  ...defineMessages({
    title: { id: 'evCharger.status.title', defaultMessage: 'Charger status' },
    power: { id: 'evCharger.status.power', defaultMessage: 'Charging power' },
    start: { id: 'evCharger.status.start', defaultMessage: 'Start charging' },
    stop: { id: 'evCharger.status.stop', defaultMessage: 'Stop charging' },
    updated: { id: 'evCharger.status.updated', defaultMessage: 'Updated' },
  }),
  label: defineMessages<WireEvChargeStatus>({
    Charging: { id: 'evCharger.status.charging', defaultMessage: 'Charging' },
    Connected: { id: 'evCharger.status.connected', defaultMessage: 'Plugged in' },
    Disconnected: { id: 'evCharger.status.disconnected', defaultMessage: 'Not plugged in' },
    NotEnabled: { id: 'evCharger.status.notEnabled', defaultMessage: 'Not connected' },
  }),
};

export const activityMessages = {
  ...defineMessages({
    title: { id: 'evCharger.activity.title', defaultMessage: 'Charge activity' },
    period: { id: 'evCharger.activity.period', defaultMessage: 'Last 24 hours' },
    chargeTime: { id: 'evCharger.activity.chargeTime', defaultMessage: 'Charge time' },
    used: { id: 'evCharger.activity.used', defaultMessage: 'Energy used' },
    carbon: { id: 'evCharger.activity.carbon', defaultMessage: 'Carbon impact' },
    lastStart: { id: 'evCharger.activity.lastStart', defaultMessage: 'Last charge start' },
    lastStop: { id: 'evCharger.activity.lastStop', defaultMessage: 'Last charge stop' },
    charging: { id: 'evCharger.activity.charging', defaultMessage: 'Charging' },
    none: { id: 'evCharger.activity.none', defaultMessage: 'No EV charge activity in the last 24 hours' },
    noneHint: { id: 'evCharger.activity.noneHint', defaultMessage: 'Charging sessions show up here as 15-minute bars.' },
    unknown: { id: 'evCharger.activity.unknown', defaultMessage: 'Not known' },
    showTable: { id: 'evCharger.activity.showTable', defaultMessage: 'Show as table' },
    showGraph: { id: 'evCharger.activity.showGraph', defaultMessage: 'Show as graph' },
    legendPower: { id: 'evCharger.activity.legendPower', defaultMessage: 'Charging power (kW)' },
    legendCarbon: { id: 'evCharger.activity.legendCarbon', defaultMessage: 'Grid carbon intensity (lbs CO₂/kWh)' },
    keyboardHint: { id: 'evCharger.activity.keyboardHint', defaultMessage: 'Use the left and right arrow keys to step through the quarter-hours.' },
    tableTime: { id: 'evCharger.activity.tableTime', defaultMessage: 'Quarter-hour' },
    tablePower: { id: 'evCharger.activity.tablePower', defaultMessage: 'Charging power' },
    tableCarbon: { id: 'evCharger.activity.tableCarbon', defaultMessage: 'Grid carbon' },
  }),
  solarPart: defineMessage<Values<'kwh'>>({ id: 'evCharger.activity.solarPart', defaultMessage: '{kwh} of it from your solar panels' }),
  graphLabel: defineMessage<Values<'from' | 'to' | 'zone'>>({ id: 'evCharger.activity.graphLabel', defaultMessage: 'Charging power by quarter-hour, {from} to {to} ({zone})' }),
  summary: defineMessage<Values<'count' | 'peak' | 'duration'>>({
    id: 'evCharger.activity.summary',
    defaultMessage: 'Charging in {count} of the 96 quarter-hours, {duration} in all, at up to {peak}.',
  }),
  summaryNone: defineMessage({ id: 'evCharger.activity.summaryNone', defaultMessage: 'No charging in any of the 96 quarter-hours.' }),
  slot: defineMessage<Values<'from' | 'to' | 'power'>>({ id: 'evCharger.activity.slot', defaultMessage: '{from} to {to}: {power}' }),
  slotCarbon: defineMessage<Values<'from' | 'to' | 'power' | 'carbon'>>({ id: 'evCharger.activity.slotCarbon', defaultMessage: '{from} to {to}: {power}, grid carbon {carbon}' }),
  tableCaption: defineMessage<Values<'zone'>>({ id: 'evCharger.activity.tableCaption', defaultMessage: 'Charging power by quarter-hour, last 24 hours ({zone})' }),
  lbs: defineMessage<Values<'lbs'>>({ id: 'evCharger.activity.lbs', defaultMessage: '{lbs} lbs CO₂' }),
  lbsPerKwh: defineMessage<Values<'value'>>({ id: 'evCharger.activity.lbsPerKwh', defaultMessage: '{value} lbs/kWh' }),
};

export const fuelMixMessages = {
  ...defineMessages({
    title: { id: 'evCharger.fuelMix.title', defaultMessage: 'Fuel mix' },
    basisCharging: { id: 'evCharger.fuelMix.basisCharging', defaultMessage: 'The electricity your EV charged with in the last 24 hours' },
    basisNow: { id: 'evCharger.fuelMix.basisNow', defaultMessage: 'Your grid’s electricity right now' },
    fuelColumn: { id: 'evCharger.fuelMix.fuelColumn', defaultMessage: 'Source' },
    share: { id: 'evCharger.fuelMix.share', defaultMessage: 'Share' },
    impact: { id: 'evCharger.fuelMix.impact', defaultMessage: 'Carbon' },
  }),
  intensityNow: defineMessage<{ value: string; b: MessageTag }>({ id: 'evCharger.fuelMix.intensityNow', defaultMessage: 'Grid carbon intensity now: <b>{value}</b>' }),
  missing: defineMessage<Values<'product'>>({ id: 'evCharger.fuelMix.missing', defaultMessage: '{product} is having trouble loading fuel mix' }),
  fuel: defineMessages<WireEvFuel>({
    natural_gas: { id: 'evCharger.fuelMix.naturalGas', defaultMessage: 'Natural gas' },
    coal: { id: 'evCharger.fuelMix.coal', defaultMessage: 'Coal' },
    nuclear: { id: 'evCharger.fuelMix.nuclear', defaultMessage: 'Nuclear' },
    wind: { id: 'evCharger.fuelMix.wind', defaultMessage: 'Wind' },
    solar: { id: 'evCharger.fuelMix.solar', defaultMessage: 'Solar' },
    hydro: { id: 'evCharger.fuelMix.hydro', defaultMessage: 'Hydro' },
    oil: { id: 'evCharger.fuelMix.oil', defaultMessage: 'Oil' },
    other: { id: 'evCharger.fuelMix.other', defaultMessage: 'Other' },
  }),
};

export const feedbackMessages = {
  ...defineMessages({
    title: { id: 'evCharger.feedback.title', defaultMessage: 'Feedback on the EV charger lab' },
    intro: { id: 'evCharger.feedback.intro', defaultMessage: 'Tell us what works, what does not, and what you would like it to do.' },
    label: { id: 'evCharger.feedback.label', defaultMessage: 'Your feedback' },
    send: { id: 'evCharger.feedback.send', defaultMessage: 'Send feedback' },
    cancel: { id: 'evCharger.feedback.cancel', defaultMessage: 'Cancel' },
    required: { id: 'evCharger.feedback.required', defaultMessage: 'please provide a brief description' },
    tooLong: { id: 'evCharger.feedback.tooLong', defaultMessage: 'Your description is too long (at most 5000 characters)' },
  }),
};

export const settingsMessages = {
  ...defineMessages({
    title: { id: 'evCharger.settings.title', defaultMessage: 'EV charger settings' },
    subtitle: { id: 'evCharger.settings.subtitle', defaultMessage: 'Tell your charge point what your EV needs each day and how to charge it.' },
    back: { id: 'evCharger.settings.back', defaultMessage: 'EV charger' },
    needsTitle: { id: 'evCharger.settings.needsTitle', defaultMessage: 'Daily needs' },
    preferencesTitle: { id: 'evCharger.settings.preferencesTitle', defaultMessage: 'Charging preferences' },
    miles: { id: 'evCharger.settings.miles', defaultMessage: 'Daily minimum miles' },
    milesHint: { id: 'evCharger.settings.milesHint', defaultMessage: 'The range your EV must have every morning.' },
    milesUnit: { id: 'evCharger.settings.milesUnit', defaultMessage: 'miles' },
    chargeBy: { id: 'evCharger.settings.chargeBy', defaultMessage: 'Charge by' },
    chargeByHint: { id: 'evCharger.settings.chargeByHint', defaultMessage: 'The time your EV must be ready.' },
    efficiency: { id: 'evCharger.settings.efficiency', defaultMessage: 'Miles per kWh' },
    efficiencyHint: { id: 'evCharger.settings.efficiencyHint', defaultMessage: 'How far your EV goes on one kWh (3.5 is typical).' },
    efficiencyUnit: { id: 'evCharger.settings.efficiencyUnit', defaultMessage: 'mi/kWh' },
    excessSolar: { id: 'evCharger.settings.excessSolar', defaultMessage: 'Use excess solar' },
    excessSolarHint: { id: 'evCharger.settings.excessSolarHint', defaultMessage: 'Charge from solar production your home would otherwise send to the grid.' },
    minimizeCarbon: { id: 'evCharger.settings.minimizeCarbon', defaultMessage: 'Minimize carbon' },
    minimizeCarbonHint: { id: 'evCharger.settings.minimizeCarbonHint', defaultMessage: 'Prefer the hours when your grid’s electricity is cleanest.' },
    save: { id: 'evCharger.settings.save', defaultMessage: 'Save' },
    notEnabled: { id: 'evCharger.settings.notEnabled', defaultMessage: 'Connect your charge-point account first.' },
    goConnect: { id: 'evCharger.settings.goConnect', defaultMessage: 'Go to the EV charger' },
    milesRequired: { id: 'evCharger.settings.milesRequired', defaultMessage: 'Please enter your daily minimum miles' },
    milesRange: { id: 'evCharger.settings.milesRange', defaultMessage: 'Daily minimum miles must be a whole number from 0 to 500' },
    timeRequired: { id: 'evCharger.settings.timeRequired', defaultMessage: 'Please enter the time your EV must be charged by' },
    timeInvalid: { id: 'evCharger.settings.timeInvalid', defaultMessage: 'Enter the charge-by time as hours and minutes, such as 07:00' },
    efficiencyRequired: { id: 'evCharger.settings.efficiencyRequired', defaultMessage: 'Please enter your EV’s miles per kWh' },
    efficiencyRange: { id: 'evCharger.settings.efficiencyRange', defaultMessage: 'Miles per kWh must be from 1 to 10, with at most one decimal' },
  }),
  needs: defineMessage<Values<'kwh' | 'miles'>>({ id: 'evCharger.settings.needs', defaultMessage: 'About {kwh} of charging a day covers {miles}.' }),
  saveFailed: defineMessage<Values<'reason'>>({ id: 'evCharger.settings.saveFailed', defaultMessage: 'Your settings were not saved: {reason}' }),
};

/** Notices the saga shows (plain descriptors in the notice payload). */
export const notices = {
  ...defineMessages({
    startFailed: { id: 'evCharger.notice.startFailed', defaultMessage: 'Charging did not start' },
    stopFailed: { id: 'evCharger.notice.stopFailed', defaultMessage: 'Charging did not stop' },
    settingsSaved: { id: 'evCharger.notice.settingsSaved', defaultMessage: 'EV charger settings saved' },
    feedbackSent: { id: 'evCharger.notice.feedbackSent', defaultMessage: 'request submitted' },
    feedbackThanks: { id: 'evCharger.notice.feedbackThanks', defaultMessage: 'thank you for participating' },
  }),
};

/** A descriptor without react-intl's extra fields: serializable notice text. */
export const text = (m: { id: string; defaultMessage: string }) => ({ id: m.id, defaultMessage: m.defaultMessage });
