import { defineMessage, defineMessages } from 'react-intl';

/** Values of a message with placeholders (react-intl 12 types them per message). */
type Values<K extends string> = Record<K, string | number>;

/** The device survey (/assessment, spec §4). */
export const surveyMessages = {
  ...defineMessages({
    title: { id: 'homeSurvey.survey.title', defaultMessage: 'Device survey' },
    intro: { id: 'homeSurvey.survey.intro', defaultMessage: 'Tell us which devices your home has: it helps your monitor find them sooner and name them right. Six short sections, about three minutes.' },
    start: { id: 'homeSurvey.survey.start', defaultMessage: 'Start the survey' },
    continue: { id: 'homeSurvey.survey.continue', defaultMessage: 'Continue the survey' },
    review: { id: 'homeSurvey.survey.review', defaultMessage: 'Review my answers' },
    next: { id: 'homeSurvey.survey.next', defaultMessage: 'Next' },
    back: { id: 'homeSurvey.survey.back', defaultMessage: 'Back' },
    finish: { id: 'homeSurvey.survey.finish', defaultMessage: 'Finish' },
    finishLater: { id: 'homeSurvey.survey.finishLater', defaultMessage: 'Finish later' },
    loading: { id: 'homeSurvey.survey.loading', defaultMessage: 'Loading the survey' },
    retry: { id: 'homeSurvey.survey.retry', defaultMessage: 'Try again' },
    chooseOne: { id: 'homeSurvey.survey.chooseOne', defaultMessage: 'Choose one.' },
    chooseAny: { id: 'homeSurvey.survey.chooseAny', defaultMessage: 'Choose all that apply.' },
    decrease: { id: 'homeSurvey.survey.decrease', defaultMessage: 'Decrease' },
    increase: { id: 'homeSurvey.survey.increase', defaultMessage: 'Increase' },
    completedTitle: { id: 'homeSurvey.survey.completedTitle', defaultMessage: 'Thanks! Your survey is saved.' },
    partialTitle: { id: 'homeSurvey.survey.partialTitle', defaultMessage: 'Your answers are saved. Finish any time.' },
    savedDevices: { id: 'homeSurvey.survey.savedDevices', defaultMessage: 'Devices saved from your answers' },
    noDevices: { id: 'homeSurvey.survey.noDevices', defaultMessage: 'None of your answers named a device yet.' },
    yourAnswers: { id: 'homeSurvey.survey.yourAnswers', defaultMessage: 'Your answers so far' },
    noAnswers: { id: 'homeSurvey.survey.noAnswers', defaultMessage: 'No answers yet.' },
    toHome: { id: 'homeSurvey.survey.toHome', defaultMessage: 'Back to my home' },
    otherMonitorTitle: { id: 'homeSurvey.survey.otherMonitorTitle', defaultMessage: 'This survey belongs to another monitor' },
    progressLabel: { id: 'homeSurvey.survey.progressLabel', defaultMessage: 'Survey progress' },
  }),
  loadFailed: defineMessage<Values<'reason'>>({ id: 'homeSurvey.survey.loadFailed', defaultMessage: 'The survey could not be loaded: {reason}' }),
  submitFailed: defineMessage<Values<'reason'>>({ id: 'homeSurvey.survey.submitFailed', defaultMessage: 'Your answers were not saved: {reason}' }),
  section: defineMessage<Values<'index' | 'count' | 'title'>>({ id: 'homeSurvey.survey.section', defaultMessage: 'Section {index} of {count}: {title}' }),
  partialBody: defineMessage<Values<'count' | 'needed'>>({
    id: 'homeSurvey.survey.partialBody',
    defaultMessage: '{count, plural, one {You answered # question.} other {You answered # questions.}} Answer at least {needed} to complete the survey.',
  }),
  completedBody: defineMessage<Values<'count'>>({ id: 'homeSurvey.survey.completedBody', defaultMessage: '{count, plural, one {You answered # question.} other {You answered # questions.}}' }),
  otherMonitorBody: defineMessage<Values<'serial'>>({ id: 'homeSurvey.survey.otherMonitorBody', defaultMessage: 'No monitor with the serial number {serial} is on your account.' }),
  deviceCount: defineMessage<Values<'count'>>({ id: 'homeSurvey.survey.deviceCount', defaultMessage: '× {count}' }),
};

/** The device survey and inventory cards on the home details page. */
export const cardMessages = {
  ...defineMessages({
    surveyTitle: { id: 'homeSurvey.card.surveyTitle', defaultMessage: 'Device survey' },
    surveyStart: { id: 'homeSurvey.card.surveyStart', defaultMessage: 'Take the survey' },
    surveyContinue: { id: 'homeSurvey.card.surveyContinue', defaultMessage: 'Continue the survey' },
    surveyReview: { id: 'homeSurvey.card.surveyReview', defaultMessage: 'Review the survey' },
    surveyNew: { id: 'homeSurvey.card.surveyNew', defaultMessage: 'A few questions about your home’s devices help your monitor find them.' },
    inventoryTitle: { id: 'homeSurvey.card.inventoryTitle', defaultMessage: 'Device inventory' },
    inventoryEmpty: { id: 'homeSurvey.card.inventoryEmpty', defaultMessage: 'Count the devices you have, with their make and model if you know them.' },
    inventoryEdit: { id: 'homeSurvey.card.inventoryEdit', defaultMessage: 'Edit the inventory' },
    loading: { id: 'homeSurvey.card.loading', defaultMessage: 'Loading' },
  }),
  surveyDone: defineMessage<Values<'count'>>({ id: 'homeSurvey.card.surveyDone', defaultMessage: '{count, plural, =0 {Completed.} one {Completed: # device saved.} other {Completed: # devices saved.}}' }),
  surveyPartial: defineMessage<Values<'count'>>({ id: 'homeSurvey.card.surveyPartial', defaultMessage: '{count, plural, one {Started: # question answered.} other {Started: # questions answered.}}' }),
  inventoryCount: defineMessage<Values<'count'>>({ id: 'homeSurvey.card.inventoryCount', defaultMessage: '{count, plural, one {# device counted.} other {# devices counted.}}' }),
  loadFailed: defineMessage<Values<'reason'>>({ id: 'homeSurvey.card.loadFailed', defaultMessage: 'Could not be loaded: {reason}' }),
};

/** The device inventory dialog (spec §3, §5). */
export const inventoryMessages = {
  ...defineMessages({
    title: { id: 'homeSurvey.inventory.title', defaultMessage: 'Device inventory' },
    intro: { id: 'homeSurvey.inventory.intro', defaultMessage: 'Count the devices you have in each category. Make and model are optional.' },
    categories: { id: 'homeSurvey.inventory.categories', defaultMessage: 'Categories' },
    other: { id: 'homeSurvey.inventory.other', defaultMessage: 'Anything else?' },
    otherHint: { id: 'homeSurvey.inventory.otherHint', defaultMessage: 'Other devices of this kind, in your own words.' },
    make: { id: 'homeSurvey.inventory.make', defaultMessage: 'Make' },
    model: { id: 'homeSurvey.inventory.model', defaultMessage: 'Model' },
    save: { id: 'homeSurvey.inventory.save', defaultMessage: 'Save' },
    cancel: { id: 'homeSurvey.inventory.cancel', defaultMessage: 'Cancel' },
  }),
  decrease: defineMessage<Values<'name'>>({ id: 'homeSurvey.inventory.decrease', defaultMessage: 'Fewer: {name}' }),
  increase: defineMessage<Values<'name'>>({ id: 'homeSurvey.inventory.increase', defaultMessage: 'More: {name}' }),
  countLabel: defineMessage<Values<'name'>>({ id: 'homeSurvey.inventory.countLabel', defaultMessage: 'How many: {name}' }),
  detailLegend: defineMessage<Values<'name' | 'number'>>({ id: 'homeSurvey.inventory.detailLegend', defaultMessage: '{name} {number}' }),
  categoryTab: defineMessage<Values<'title' | 'count'>>({ id: 'homeSurvey.inventory.categoryTab', defaultMessage: '{title} ({count})' }),
  saveFailed: defineMessage<Values<'reason'>>({ id: 'homeSurvey.inventory.saveFailed', defaultMessage: 'Not saved: {reason}' }),
};

/** Notices (spec §7 device inventory: success and error toast; §8 'inventory saved'). */
export const notices = defineMessages({
  inventorySaved: { id: 'homeSurvey.notice.inventorySaved', defaultMessage: 'Inventory saved' },
  inventoryFailed: { id: 'homeSurvey.notice.inventoryFailed', defaultMessage: 'Inventory not saved' },
});

/** A descriptor without react-intl's extra fields: serializable notice text. */
export const text = (m: { id: string; defaultMessage: string }, values?: Record<string, string | number>) =>
  values ? { id: m.id, defaultMessage: m.defaultMessage, values } : { id: m.id, defaultMessage: m.defaultMessage };
