import { defineMessage, defineMessages } from 'react-intl';

/** Values of a message with placeholders (react-intl 12 types them per message). */
type Values<K extends string> = Record<K, string | number>;

/** What every home settings page shares: header, states, buttons. */
export const pageMessages = {
  ...defineMessages({
    backToSettings: { id: 'homeSettings.page.backToSettings', defaultMessage: 'Settings' },
    loading: { id: 'homeSettings.page.loading', defaultMessage: 'Loading your home settings' },
    retry: { id: 'homeSettings.page.retry', defaultMessage: 'Try again' },
    save: { id: 'homeSettings.page.save', defaultMessage: 'Save' },
    discard: { id: 'homeSettings.page.discard', defaultMessage: 'Discard changes' },
    decrease: { id: 'homeSettings.page.decrease', defaultMessage: 'Decrease' },
    increase: { id: 'homeSettings.page.increase', defaultMessage: 'Increase' },
    unsaved: { id: 'homeSettings.page.unsaved', defaultMessage: 'You have unsaved changes.' },
  }),
  loadFailed: defineMessage<Values<'reason'>>({ id: 'homeSettings.page.loadFailed', defaultMessage: 'Your home settings could not be loaded: {reason}' }),
  saveFailed: defineMessage<Values<'reason'>>({ id: 'homeSettings.page.saveFailed', defaultMessage: 'Not saved: {reason}' }),
};

/** Notices (spec §7: 'Home info has been saved to Settings', 5 s). */
export const notices = defineMessages({
  saved: { id: 'homeSettings.notice.saved', defaultMessage: 'Home info has been saved to Settings' },
  saveFailed: { id: 'homeSettings.notice.saveFailed', defaultMessage: 'Home settings not saved' },
});

/** Home details (/settings/home, spec §4 home settings form). */
export const homeMessages = defineMessages({
  titleSaved: { id: 'homeSettings.home.titleSaved', defaultMessage: 'My Home' },
  titlePending: { id: 'homeSettings.home.titlePending', defaultMessage: 'Tell us about your home.' },
  introSaved: { id: 'homeSettings.home.introSaved', defaultMessage: 'Your home’s details make comparisons with similar homes and nearby homes fit yours.' },
  introPending: { id: 'homeSettings.home.introPending', defaultMessage: 'A few details about your home let us compare it with similar homes. Then tell us which devices you have.' },
  formLabel: { id: 'homeSettings.home.formLabel', defaultMessage: 'Home details' },
  save: { id: 'homeSettings.home.save', defaultMessage: 'Save' },
  continue: { id: 'homeSettings.home.continue', defaultMessage: 'Continue' },
  postalCode: { id: 'homeSettings.home.postalCode', defaultMessage: 'Postal code' },
  postalHint: { id: 'homeSettings.home.postalHint', defaultMessage: 'A US ZIP code (12345) or a Canadian postal code (A1A 1A1).' },
  home_type: { id: 'homeSettings.home.homeType', defaultMessage: 'Home type' },
  home_size_type: { id: 'homeSettings.home.homeSize', defaultMessage: 'Home size' },
  year_built_type: { id: 'homeSettings.home.yearBuilt', defaultMessage: 'Year built' },
  number_of_occupants: { id: 'homeSettings.home.occupants', defaultMessage: 'People living here' },
  basement_type: { id: 'homeSettings.home.basement', defaultMessage: 'Basement' },
  occupancy_type: { id: 'homeSettings.home.occupancy', defaultMessage: 'How you live here' },
  choose: { id: 'homeSettings.home.choose', defaultMessage: 'Choose…' },
  devicesTitle: { id: 'homeSettings.home.devicesTitle', defaultMessage: 'Devices in your home' },
});

/** Validation texts of the home details form (spec §5 postal code). */
export const homeRules = defineMessages({
  postalFormat: { id: 'homeSettings.rules.postalFormat', defaultMessage: 'Please enter a valid US or Canadian postal code.' },
  postalInvalid: { id: 'homeSettings.rules.postalInvalid', defaultMessage: 'Invalid postal code' },
});

/** Electricity info (/settings/electricity_info): cost, billing cycle, time of use. */
export const electricityMessages = {
  ...defineMessages({
    title: { id: 'homeSettings.electricity.title', defaultMessage: 'Electricity info' },
    intro: { id: 'homeSettings.electricity.intro', defaultMessage: 'Your rate and billing cycle turn your usage into costs that match your bill.' },
    formLabel: { id: 'homeSettings.electricity.formLabel', defaultMessage: 'Electricity info' },
    costTitle: { id: 'homeSettings.electricity.costTitle', defaultMessage: 'Electricity cost' },
    showCost: { id: 'homeSettings.electricity.showCost', defaultMessage: 'Show costs' },
    showCostHint: { id: 'homeSettings.electricity.showCostHint', defaultMessage: 'Costs appear with your devices, your usage and what your home uses right now.' },
    cost: { id: 'homeSettings.electricity.cost', defaultMessage: 'Cost per kWh, in cents' },
    costHint: { id: 'homeSettings.electricity.costHint', defaultMessage: 'The price per kWh on your bill, taxes and delivery included: 0 to 999 cents.' },
    averages: { id: 'homeSettings.electricity.averages', defaultMessage: 'Or use an average rate' },
    averagesPick: { id: 'homeSettings.electricity.averagesPick', defaultMessage: 'Choose a place…' },
    averagesFailed: { id: 'homeSettings.electricity.averagesFailed', defaultMessage: 'Average rates are not available right now.' },
    cycleTitle: { id: 'homeSettings.electricity.cycleTitle', defaultMessage: 'Billing cycle' },
    cycleLabel: { id: 'homeSettings.electricity.cycleLabel', defaultMessage: 'Your billing cycle starts on' },
    cycleHint: { id: 'homeSettings.electricity.cycleHint', defaultMessage: 'With a start day, Usage shows your costs bill by bill.' },
    notSet: { id: 'homeSettings.electricity.notSet', defaultMessage: 'Not set' },
    touTitle: { id: 'homeSettings.electricity.touTitle', defaultMessage: 'Time-of-use rates' },
    touLabel: { id: 'homeSettings.electricity.touLabel', defaultMessage: 'My rate changes with the time of day' },
    touHint: { id: 'homeSettings.electricity.touHint', defaultMessage: 'Turn this on if your utility charges more at peak times.' },
  }),
  day: defineMessage<Values<'day'>>({ id: 'homeSettings.electricity.day', defaultMessage: 'Day {day} of the month' }),
  averageOption: defineMessage<Values<'location' | 'cost'>>({ id: 'homeSettings.electricity.averageOption', defaultMessage: '{location}: {cost} ¢/kWh' }),
  averageOfState: defineMessage<Values<'location' | 'cost'>>({ id: 'homeSettings.electricity.averageOfState', defaultMessage: 'The average in {location} is {cost} ¢/kWh.' }),
};

/** Validation texts of the electricity info form (spec §5). */
export const electricityRules = defineMessages({
  costRequired: { id: 'homeSettings.rules.costRequired', defaultMessage: 'please enter a cost' },
  costRange: { id: 'homeSettings.rules.costRange', defaultMessage: 'Enter a cost from 0 to 999 cents' },
  costPrecision: { id: 'homeSettings.rules.costPrecision', defaultMessage: 'Enter the cost with at most 3 decimals' },
  cycleRange: { id: 'homeSettings.rules.cycleRange', defaultMessage: 'Choose a day from 1 to 28, or Not set' },
});

/** Solar (/settings/solar): sell-back rate, self-powered notification, system specs; battery. */
export const solarMessages = defineMessages({
  title: { id: 'homeSettings.solar.title', defaultMessage: 'Solar and battery' },
  intro: { id: 'homeSettings.solar.intro', defaultMessage: 'What your exports earn, when to tell you your home runs on sunshine, and your system’s specs.' },
  formLabel: { id: 'homeSettings.solar.formLabel', defaultMessage: 'Solar settings' },
  sellBackTitle: { id: 'homeSettings.solar.sellBackTitle', defaultMessage: 'Sell-back rate' },
  sellBack: { id: 'homeSettings.solar.sellBack', defaultMessage: 'What exported energy earns, in cents per kWh' },
  sellBackHint: { id: 'homeSettings.solar.sellBackHint', defaultMessage: 'From 0.001 to 100 cents. Leave it empty and exports are valued at your electricity rate.' },
  variable: { id: 'homeSettings.solar.variable', defaultMessage: 'Variable' },
  variableHint: { id: 'homeSettings.solar.variableHint', defaultMessage: 'Your exports earn your time-of-use rate of the moment.' },
  solarTou: { id: 'homeSettings.solar.solarTou', defaultMessage: 'Sell back at my time-of-use rates' },
  notifyTitle: { id: 'homeSettings.solar.notifyTitle', defaultMessage: 'Self-powered notification' },
  notify: { id: 'homeSettings.solar.notify', defaultMessage: 'Tell me when my home runs on its own power' },
  notifyHint: { id: 'homeSettings.solar.notifyHint', defaultMessage: 'You get a notification when solar covers at least this share of what your home uses.' },
  threshold: { id: 'homeSettings.solar.threshold', defaultMessage: 'Self-powered threshold' },
  specsTitle: { id: 'homeSettings.solar.specsTitle', defaultMessage: 'System specs' },
  specsHint: { id: 'homeSettings.solar.specsHint', defaultMessage: 'From your installer’s paperwork. Until you change them, these are what your monitor sees.' },
  systemRating: { id: 'homeSettings.solar.systemRating', defaultMessage: 'System rating (kW)' },
  panelCount: { id: 'homeSettings.solar.panelCount', defaultMessage: 'Number of panels' },
  panelRating: { id: 'homeSettings.solar.panelRating', defaultMessage: 'Panel rating (W)' },
  noSolarTitle: { id: 'homeSettings.solar.noSolarTitle', defaultMessage: 'No solar system connected' },
  noSolarBody: { id: 'homeSettings.solar.noSolarBody', defaultMessage: 'Your monitor has not found solar panels. These settings appear once a solar system is connected to it.' },
});

/** Validation texts of the solar form (spec §5). */
export const solarRules = {
  ...defineMessages({
    sellBackRange: { id: 'homeSettings.rules.sellBackRange', defaultMessage: 'Enter a sell-back rate from 0.001 to 100 cents' },
    sellBackPrecision: { id: 'homeSettings.rules.sellBackPrecision', defaultMessage: 'Enter the sell-back rate with at most 3 decimals' },
    toGridRange: { id: 'homeSettings.rules.toGridRange', defaultMessage: 'Enter a threshold from 1 to 100 %' },
  }),
  systemRatingRange: defineMessage<Values<'max'>>({ id: 'homeSettings.rules.systemRatingRange', defaultMessage: 'The system rating must be from 0 to {max, number} kW' }),
  panelCountRange: defineMessage<Values<'max'>>({ id: 'homeSettings.rules.panelCountRange', defaultMessage: 'The panel count must be a whole number from 0 to {max, number}' }),
  panelRatingRange: defineMessage<Values<'max'>>({ id: 'homeSettings.rules.panelRatingRange', defaultMessage: 'The panel rating must be from 0 to {max, number} W' }),
};

/** The battery section of the solar page (homes with a battery). */
export const batteryMessages = {
  ...defineMessages({
    title: { id: 'homeSettings.battery.title', defaultMessage: 'Battery' },
    intro: { id: 'homeSettings.battery.intro', defaultMessage: 'What your monitor sees of your battery. Its own settings are in its maker’s app.' },
    capacity: { id: 'homeSettings.battery.capacity', defaultMessage: 'Capacity' },
    maxPower: { id: 'homeSettings.battery.maxPower', defaultMessage: 'Maximum power' },
    reserve: { id: 'homeSettings.battery.reserve', defaultMessage: 'Backup reserve' },
    charge: { id: 'homeSettings.battery.charge', defaultMessage: 'Charge now' },
    Charging: { id: 'homeSettings.battery.charging', defaultMessage: 'Charging' },
    Discharging: { id: 'homeSettings.battery.discharging', defaultMessage: 'Discharging' },
    Idle: { id: 'homeSettings.battery.idle', defaultMessage: 'Idle' },
    Full: { id: 'homeSettings.battery.full', defaultMessage: 'Full' },
    Empty: { id: 'homeSettings.battery.empty', defaultMessage: 'Empty' },
    loading: { id: 'homeSettings.battery.loading', defaultMessage: 'Loading your battery' },
  }),
  loadFailed: defineMessage<Values<'reason'>>({ id: 'homeSettings.battery.loadFailed', defaultMessage: 'Your battery could not be loaded: {reason}' }),
  kwh: defineMessage<Values<'value'>>({ id: 'homeSettings.battery.kwh', defaultMessage: '{value} kWh' }),
  kw: defineMessage<Values<'value'>>({ id: 'homeSettings.battery.kw', defaultMessage: '{value} kW' }),
};

/** Panel (/settings/panel, spec §5 panel). */
export const panelMessages = defineMessages({
  title: { id: 'homeSettings.panel.title', defaultMessage: 'Panel' },
  intro: { id: 'homeSettings.panel.intro', defaultMessage: 'The breaker panel your monitor is installed in.' },
  formLabel: { id: 'homeSettings.panel.formLabel', defaultMessage: 'Panel settings' },
  typeLegend: { id: 'homeSettings.panel.typeLegend', defaultMessage: 'Panel type' },
  MAIN: { id: 'homeSettings.panel.main', defaultMessage: 'Main panel' },
  MAINHint: { id: 'homeSettings.panel.mainHint', defaultMessage: 'The panel your utility’s service comes into.' },
  SUB: { id: 'homeSettings.panel.sub', defaultMessage: 'Sub-panel' },
  SUBHint: { id: 'homeSettings.panel.subHint', defaultMessage: 'A panel fed from your main panel, e.g. in a garage.' },
  slots: { id: 'homeSettings.panel.slots', defaultMessage: 'Breaker slots' },
  slotsHint: { id: 'homeSettings.panel.slotsHint', defaultMessage: 'Count every slot, used or not: 1 to 70.' },
});

/** Validation texts of the panel form (spec §5). */
export const panelRules = defineMessages({
  panelType: { id: 'homeSettings.rules.panelType', defaultMessage: 'Choose a main panel or a sub-panel' },
  panelSlots: { id: 'homeSettings.rules.panelSlots', defaultMessage: 'Enter from 1 to 70 slots' },
});

/** A descriptor without react-intl's extra fields: serializable notice text. */
export const text = (m: { id: string; defaultMessage: string }, values?: Record<string, string | number>) =>
  values ? { id: m.id, defaultMessage: m.defaultMessage, values } : { id: m.id, defaultMessage: m.defaultMessage };
