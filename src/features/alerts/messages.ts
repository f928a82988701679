import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** Values of a message with placeholders (react-intl 12 types them per message). */
type Values<K extends string> = Record<K, string | number>;

/** The alerts section inside device settings (spec monitoring §2). */
export const sectionMessages = {
  ...defineMessages({
    title: { id: 'alerts.section.title', defaultMessage: 'Notifications' },
    basicTitle: { id: 'alerts.section.basicTitle', defaultMessage: 'Basic notifications' },
    customTitle: { id: 'alerts.section.customTitle', defaultMessage: 'Custom notifications' },
    relayTitle: { id: 'alerts.section.relayTitle', defaultMessage: 'Relay status notifications' },
    customEmpty: { id: 'alerts.section.customEmpty', defaultMessage: 'No custom alerts yet.' },
    addCustom: { id: 'alerts.section.addCustom', defaultMessage: 'Add custom alert' },
    loading: { id: 'alerts.section.loading', defaultMessage: 'Loading notifications' },
    retry: { id: 'alerts.section.retry', defaultMessage: 'Try again' },
    unavailable: { id: 'alerts.section.unavailable', defaultMessage: 'Notifications are not available for this device.' },
    save: { id: 'alerts.section.save', defaultMessage: 'Save notifications' },
    discard: { id: 'alerts.section.discard', defaultMessage: 'Discard' },
    saved: { id: 'alerts.section.saved', defaultMessage: 'Notifications saved.' },
  }),
  intro: defineMessage<Values<'name'>>({ id: 'alerts.section.intro', defaultMessage: 'Choose when {name} sends you a push notification.' }),
  loadFailed: defineMessage<Values<'reason'>>({ id: 'alerts.section.loadFailed', defaultMessage: 'Notifications could not be loaded: {reason}' }),
  saveFailed: defineMessage<Values<'reason'>>({ id: 'alerts.section.saveFailed', defaultMessage: 'Notifications were not saved: {reason}' }),
  unsaved: defineMessage<Values<'count'>>({
    id: 'alerts.section.unsaved',
    defaultMessage: '{count, plural, one {# notification change is not saved yet.} other {# notification changes are not saved yet.}} Saving the device details saves them too.',
  }),
};

/** Labels of the basic and relay toggles, by alert type. */
export const typeMessages = defineMessages({
  standby: { id: 'alerts.type.standby', defaultMessage: 'Alert me on standby' },
  on_off: { id: 'alerts.type.onOff', defaultMessage: 'Alert me on ON/OFF' },
  circuit_breaker_off: { id: 'alerts.type.circuitBreakerOff', defaultMessage: 'Circuit breaker off' },
  relay_overcurrent: { id: 'alerts.type.relayOvercurrent', defaultMessage: 'Relay overcurrent' },
  relay_overtemperature: { id: 'alerts.type.relayOvertemperature', defaultMessage: 'Relay overtemperature' },
});

/** A custom alert row. */
export const rowMessages = {
  ...defineMessages({
    unsavedBadge: { id: 'alerts.row.unsaved', defaultMessage: 'Not saved' },
  }),
  /** 'Off for 1 day 2 hours 3 minutes', one message per state. */
  summary: {
    on: defineMessage<Values<'duration'>>({ id: 'alerts.row.summaryOn', defaultMessage: 'On for {duration}' }),
    off: defineMessage<Values<'duration'>>({ id: 'alerts.row.summaryOff', defaultMessage: 'Off for {duration}' }),
    idle: defineMessage<Values<'duration'>>({ id: 'alerts.row.summaryStandby', defaultMessage: 'In standby for {duration}' }),
  },
  /** A duration of 0: as soon as the state changes. */
  summaryNow: defineMessages({
    on: { id: 'alerts.row.summaryNowOn', defaultMessage: 'Turns on' },
    off: { id: 'alerts.row.summaryNowOff', defaultMessage: 'Turns off' },
    idle: { id: 'alerts.row.summaryNowStandby', defaultMessage: 'Goes to standby' },
  }),
  edit: defineMessage<Values<'summary'>>({ id: 'alerts.row.edit', defaultMessage: 'Edit custom alert: {summary}' }),
  enabled: defineMessage<Values<'summary'>>({ id: 'alerts.row.enabled', defaultMessage: 'Enabled: {summary}' }),
  days: defineMessage<Values<'count'>>({ id: 'alerts.row.days', defaultMessage: '{count, plural, one {# day} other {# days}}' }),
  hours: defineMessage<Values<'count'>>({ id: 'alerts.row.hours', defaultMessage: '{count, plural, one {# hour} other {# hours}}' }),
  minutes: defineMessage<Values<'count'>>({ id: 'alerts.row.minutes', defaultMessage: '{count, plural, one {# minute} other {# minutes}}' }),
};

/** The custom alert dialog (spec monitoring §2 "Custom alert dialog"). */
export const dialogMessages = {
  ...defineMessages({
    createTitle: { id: 'alerts.dialog.createTitle', defaultMessage: 'Add custom alert' },
    editTitle: { id: 'alerts.dialog.editTitle', defaultMessage: 'Edit custom alert' },
    stateLabel: { id: 'alerts.dialog.stateLabel', defaultMessage: 'State' },
    daysLabel: { id: 'alerts.dialog.daysLabel', defaultMessage: 'Days' },
    hoursLabel: { id: 'alerts.dialog.hoursLabel', defaultMessage: 'Hours' },
    minutesLabel: { id: 'alerts.dialog.minutesLabel', defaultMessage: 'Minutes' },
    on: { id: 'alerts.dialog.on', defaultMessage: 'on' },
    off: { id: 'alerts.dialog.off', defaultMessage: 'off' },
    standby: { id: 'alerts.dialog.standby', defaultMessage: 'standby' },
    hint: { id: 'alerts.dialog.hint', defaultMessage: 'You get one push notification each time this happens.' },
    save: { id: 'alerts.dialog.save', defaultMessage: 'Save' },
    cancel: { id: 'alerts.dialog.cancel', defaultMessage: 'Cancel' },
    delete: { id: 'alerts.dialog.delete', defaultMessage: 'Delete' },
  }),
  /**
   * Its placeholders are the device name (bold) and the four selectors: React elements, so it is a
   * plain descriptor (react-intl's typed descriptors take text and number values only).
   */
  sentence: {
    id: 'alerts.dialog.sentence',
    defaultMessage: 'Alert me if my {name} is {state} for {days} days {hours} hours {minutes} minutes',
  } as MessageDescriptor,
};

/**
 * Texts of the notices the alerts saga shows (spec monitoring §8), kept as plain descriptors in the
 * notice payload so the notifications component translates them.
 */
export const notices = {
  ...defineMessages({
    createFailed: { id: 'alerts.notice.createFailed', defaultMessage: 'The custom alert was not added' },
    deleteFailed: { id: 'alerts.notice.deleteFailed', defaultMessage: 'The custom alert was not deleted' },
  }),
  deleted: defineMessage<Values<'name'>>({ id: 'alerts.notice.deleted', defaultMessage: 'deleted notification for {name}' }),
};

/** A descriptor without react-intl's extra fields: serializable notice text. */
export const text = (m: { id: string; defaultMessage: string }, values?: Record<string, string | number>) =>
  values ? { id: m.id, defaultMessage: m.defaultMessage, values } : { id: m.id, defaultMessage: m.defaultMessage };
