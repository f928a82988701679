import { defineMessage, defineMessages } from 'react-intl';

/** Values of a message with placeholders (react-intl 12 types them per message). */
type Values<K extends string> = Record<K, string | number>;

/** The rate-zone list on /settings/electricity_info (spec §2 "Rate zones"). */
export const listMessages = {
  ...defineMessages({
    title: { id: 'rateZones.list.title', defaultMessage: 'Rate zones' },
    intro: {
      id: 'rateZones.list.intro',
      defaultMessage: 'The hours your utility charges a different rate. Every cost in the app uses the zone in force at each minute, and your standard rate outside them.',
    },
    touOff: {
      id: 'rateZones.list.touOff',
      defaultMessage: 'Time-of-use rates are off, so these zones do not change your costs. Turn the switch on and save to use them.',
    },
    add: { id: 'rateZones.list.add', defaultMessage: 'Add rate zone' },
    current: { id: 'rateZones.list.current', defaultMessage: 'Current rate zones' },
    future: { id: 'rateZones.list.future', defaultMessage: 'Future rate zones' },
    historic: { id: 'rateZones.list.historic', defaultMessage: 'Historic rate zones' },
    emptyTitle: { id: 'rateZones.list.emptyTitle', defaultMessage: 'No rate zones yet' },
    emptyBody: { id: 'rateZones.list.emptyBody', defaultMessage: 'Add your peak and off-peak hours to see what your energy really costs, device by device.' },
    loading: { id: 'rateZones.list.loading', defaultMessage: 'Loading rate zones' },
    retry: { id: 'rateZones.list.retry', defaultMessage: 'Try again' },
    deleteTitle: { id: 'rateZones.list.deleteTitle', defaultMessage: 'Delete this rate zone?' },
    deleteConfirm: { id: 'rateZones.list.deleteConfirm', defaultMessage: 'Delete' },
  }),
  loadFailed: defineMessage<Values<'reason'>>({ id: 'rateZones.list.loadFailed', defaultMessage: 'Rate zones could not be loaded: {reason}' }),
  deleteBody: defineMessage<Values<'name'>>({
    id: 'rateZones.list.deleteBody',
    defaultMessage: '“{name}” will be removed. Its hours go back to your standard rate in every cost.',
  }),
  count: defineMessage<Values<'count'>>({ id: 'rateZones.list.count', defaultMessage: '{count, plural, one {# zone} other {# zones}}' }),
};

/** One zone in the list. */
export const rowMessages = {
  ...defineMessages({
    allDay: { id: 'rateZones.row.allDay', defaultMessage: 'All day' },
    everyDay: { id: 'rateZones.row.everyDay', defaultMessage: 'Every day' },
    weekdays: { id: 'rateZones.row.weekdays', defaultMessage: 'Weekdays' },
    weekends: { id: 'rateZones.row.weekends', defaultMessage: 'Weekends' },
    midnight: { id: 'rateZones.row.midnight', defaultMessage: 'midnight' },
    alert: { id: 'rateZones.row.alert', defaultMessage: 'Banner' },
    rollover: { id: 'rateZones.row.rollover', defaultMessage: 'Repeats yearly' },
    edit: { id: 'rateZones.row.edit', defaultMessage: 'Edit' },
    duplicate: { id: 'rateZones.row.duplicate', defaultMessage: 'Duplicate' },
    delete: { id: 'rateZones.row.delete', defaultMessage: 'Delete' },
    duplicating: { id: 'rateZones.row.duplicating', defaultMessage: 'Copying…' },
  }),
  cost: defineMessage<Values<'cost'>>({ id: 'rateZones.row.cost', defaultMessage: '{cost}¢/kWh' }),
  multiplier: defineMessage<Values<'multiplier'>>({ id: 'rateZones.row.multiplier', defaultMessage: '{multiplier}× your standard rate' }),
  hours: defineMessage<Values<'start' | 'end'>>({ id: 'rateZones.row.hours', defaultMessage: '{start} – {end}' }),
  dates: defineMessage<Values<'start' | 'end'>>({ id: 'rateZones.row.dates', defaultMessage: '{start} to {end}' }),
  next: defineMessage<Values<'start' | 'end'>>({ id: 'rateZones.row.next', defaultMessage: 'This year: {start} to {end}' }),
  editLabel: defineMessage<Values<'name'>>({ id: 'rateZones.row.editLabel', defaultMessage: 'Edit {name}' }),
  duplicateLabel: defineMessage<Values<'name'>>({ id: 'rateZones.row.duplicateLabel', defaultMessage: 'Duplicate {name}' }),
  deleteLabel: defineMessage<Values<'name'>>({ id: 'rateZones.row.deleteLabel', defaultMessage: 'Delete {name}' }),
};

/** The full-screen editor (spec §4 "rate zone editor"). */
export const editorMessages = {
  ...defineMessages({
    createTitle: { id: 'rateZones.editor.createTitle', defaultMessage: 'New rate zone' },
    editTitle: { id: 'rateZones.editor.editTitle', defaultMessage: 'Edit rate zone' },
    duplicateTitle: { id: 'rateZones.editor.duplicateTitle', defaultMessage: 'Duplicate rate zone' },
    formLabel: { id: 'rateZones.editor.formLabel', defaultMessage: 'Rate zone' },
    name: { id: 'rateZones.editor.name', defaultMessage: 'Name' },
    nameHint: { id: 'rateZones.editor.nameHint', defaultMessage: 'For example, Summer peak or Overnight' },
    cost: { id: 'rateZones.editor.cost', defaultMessage: 'Rate (cents per kWh)' },
    costHintNone: { id: 'rateZones.editor.costHintNone', defaultMessage: 'What your utility charges during this zone.' },
    datesTitle: { id: 'rateZones.editor.datesTitle', defaultMessage: 'Dates' },
    startDate: { id: 'rateZones.editor.startDate', defaultMessage: 'Start date' },
    endDate: { id: 'rateZones.editor.endDate', defaultMessage: 'End date (last day)' },
    startDateHint: { id: 'rateZones.editor.startDateHint', defaultMessage: 'From 7 to 365 days before the end date.' },
    hoursTitle: { id: 'rateZones.editor.hoursTitle', defaultMessage: 'Hours' },
    allDay: { id: 'rateZones.editor.allDay', defaultMessage: 'All day' },
    startTime: { id: 'rateZones.editor.startTime', defaultMessage: 'Start time' },
    endTime: { id: 'rateZones.editor.endTime', defaultMessage: 'End time' },
    timeHint: { id: 'rateZones.editor.timeHint', defaultMessage: '24-hour clock, such as 16:00' },
    daysTitle: { id: 'rateZones.editor.daysTitle', defaultMessage: 'Days of the week' },
    weekdays: { id: 'rateZones.editor.weekdays', defaultMessage: 'Weekdays' },
    weekends: { id: 'rateZones.editor.weekends', defaultMessage: 'Weekends' },
    everyDay: { id: 'rateZones.editor.everyDay', defaultMessage: 'Every day' },
    optionsTitle: { id: 'rateZones.editor.optionsTitle', defaultMessage: 'Options' },
    alert: { id: 'rateZones.editor.alert', defaultMessage: 'Show a banner while this zone is in force' },
    alertHint: { id: 'rateZones.editor.alertHint', defaultMessage: 'The top of the app tells you when this rate applies and until when.' },
    rollover: { id: 'rateZones.editor.rollover', defaultMessage: 'Repeat every year' },
    rolloverHint: { id: 'rateZones.editor.rolloverHint', defaultMessage: 'The same dates apply next year and every year after.' },
    pastHint: { id: 'rateZones.editor.pastHint', defaultMessage: 'This zone has ended, so it cannot show a banner or repeat.' },
    splitTitle: { id: 'rateZones.editor.splitTitle', defaultMessage: 'This zone runs past midnight' },
    splitButton: { id: 'rateZones.editor.splitButton', defaultMessage: 'Save as two zones' },
    save: { id: 'rateZones.editor.save', defaultMessage: 'Save' },
    cancel: { id: 'rateZones.editor.cancel', defaultMessage: 'Cancel' },
  }),
  costHint: defineMessage<Values<'cost'>>({ id: 'rateZones.editor.costHint', defaultMessage: 'Your standard rate is {cost}¢/kWh.' }),
  costCompare: defineMessage<Values<'multiplier'>>({ id: 'rateZones.editor.costCompare', defaultMessage: 'This zone is {multiplier}× that.' }),
  splitBody: defineMessage<Values<'first' | 'second'>>({ id: 'rateZones.editor.splitBody', defaultMessage: 'Save it as two zones with the same name and rate: {first}, and {second}.' }),
  splitPart: defineMessage<Values<'start' | 'end' | 'days'>>({ id: 'rateZones.editor.splitPart', defaultMessage: '{start} to {end} on {days}' }),
  saveFailed: defineMessage<Values<'reason'>>({ id: 'rateZones.editor.saveFailed', defaultMessage: 'The rate zone was not saved: {reason}' }),
};

/** Spec §5 "Rate zone": each rule's text (the server answers the same, server/src/rates/rules.ts). */
export const ruleMessages = {
  ...defineMessages({
    nameRequired: { id: 'rateZones.rules.nameRequired', defaultMessage: 'please enter a name' },
    costRequired: { id: 'rateZones.rules.costRequired', defaultMessage: 'please enter a cost' },
    costNumber: { id: 'rateZones.rules.costNumber', defaultMessage: 'Enter the cost in cents per kWh, such as 12.5' },
    costRange: { id: 'rateZones.rules.costRange', defaultMessage: 'Enter a cost from 0.001 to 999 cents' },
    costPrecision: { id: 'rateZones.rules.costPrecision', defaultMessage: 'Enter the cost with at most 3 decimals' },
    startDateRequired: { id: 'rateZones.rules.startDateRequired', defaultMessage: 'please enter a start date' },
    endDateRequired: { id: 'rateZones.rules.endDateRequired', defaultMessage: 'please enter an end date' },
    range: { id: 'rateZones.rules.range', defaultMessage: 'The start date must be from 7 to 365 days before the end date' },
    startTimeInvalid: { id: 'rateZones.rules.startTimeInvalid', defaultMessage: 'please enter a valid start time hour' },
    endTimeInvalid: { id: 'rateZones.rules.endTimeInvalid', defaultMessage: 'please enter a valid end time hour' },
    startBeforeEnd: { id: 'rateZones.rules.startBeforeEnd', defaultMessage: 'start time must come before end time' },
    endAfterStart: { id: 'rateZones.rules.endAfterStart', defaultMessage: 'end time must come after start time' },
    daysRequired: { id: 'rateZones.rules.daysRequired', defaultMessage: 'please choose applicable days of the week' },
  }),
  nameMax: defineMessage<Values<'max'>>({ id: 'rateZones.rules.nameMax', defaultMessage: 'The name can be at most {max} characters' }),
};

/**
 * Texts of the notices the saga shows (spec §8: rate zone failures show an error notice titled
 * RateZoneError), kept as plain descriptors so the notifications component translates them.
 */
export const notices = defineMessages({
  errorTitle: { id: 'rateZones.notice.errorTitle', defaultMessage: 'Rate zone error' },
  saved: { id: 'rateZones.notice.saved', defaultMessage: 'Rate zone saved' },
  savedTwo: { id: 'rateZones.notice.savedTwo', defaultMessage: 'Saved as two rate zones' },
  deleted: { id: 'rateZones.notice.deleted', defaultMessage: 'Rate zone deleted' },
});

/** A descriptor without react-intl's extra fields: serializable notice text. */
export const text = (m: { id: string; defaultMessage: string }) => ({ id: m.id, defaultMessage: m.defaultMessage });
