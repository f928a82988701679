import { defineMessage, defineMessages } from 'react-intl';

/** Values of a message with placeholders (react-intl 12 types them per message). */
type Values<K extends string> = Record<K, string | number>;

/** Units of the figures (Intl has no energy units). */
export const unitTextMessages = {
  kwh: defineMessage<Values<'value'>>({ id: 'trends.format.kwh', defaultMessage: '{value} kWh' }),
  watts: defineMessage<Values<'value'>>({ id: 'trends.format.watts', defaultMessage: '{value} W' }),
  kilowatts: defineMessage<Values<'value'>>({ id: 'trends.format.kilowatts', defaultMessage: '{value} kW' }),
};

/** The Usage / Dashboard switch above both screens. */
export const sectionMessages = defineMessages({
  label: { id: 'trends.sections.label', defaultMessage: 'Usage views' },
  usage: { id: 'trends.sections.usage', defaultMessage: 'Usage' },
  dashboard: { id: 'trends.sections.dashboard', defaultMessage: 'Dashboard' },
});

export const unitMessages = defineMessages({
  DAY: { id: 'trends.units.day', defaultMessage: 'Day' },
  WEEK: { id: 'trends.units.week', defaultMessage: 'Week' },
  MONTH: { id: 'trends.units.month', defaultMessage: 'Month' },
  YEAR: { id: 'trends.units.year', defaultMessage: 'Year' },
  BILL: { id: 'trends.units.bill', defaultMessage: 'Bill' },
  billHint: { id: 'trends.units.billHint', defaultMessage: 'Your billing cycle' },
});

export const viewerMessages = {
  ...defineMessages({
    title: { id: 'trends.viewer.title', defaultMessage: 'Usage' },
    tabsLabel: { id: 'trends.viewer.tabsLabel', defaultMessage: 'Period length' },
    deviceLabel: { id: 'trends.viewer.deviceLabel', defaultMessage: 'Show' },
    wholeHome: { id: 'trends.viewer.wholeHome', defaultMessage: 'Whole home' },
    export: { id: 'trends.viewer.export', defaultMessage: 'Export data' },
    carousel: { id: 'trends.viewer.carousel', defaultMessage: 'carousel' },
    carouselLabel: { id: 'trends.viewer.carouselLabel', defaultMessage: 'Usage by period' },
    carouselHint: { id: 'trends.viewer.carouselHint', defaultMessage: 'Left and right arrow keys show the previous and next period.' },
    notStarted: { id: 'trends.viewer.notStarted', defaultMessage: 'Not started yet' },
    previous: { id: 'trends.viewer.previous', defaultMessage: 'Previous period:' },
    next: { id: 'trends.viewer.next', defaultMessage: 'Next period:' },
    soFar: { id: 'trends.viewer.soFar', defaultMessage: 'So far' },
    loadFailed: { id: 'trends.viewer.loadFailed', defaultMessage: 'This period could not be loaded.' },
    retry: { id: 'trends.viewer.retry', defaultMessage: 'Try again' },
    noData: { id: 'trends.viewer.noData', defaultMessage: 'No data for this period' },
    noDataHint: { id: 'trends.viewer.noDataHint', defaultMessage: 'Your monitor recorded no usage in this period.' },
    deviceMissing: { id: 'trends.viewer.deviceMissing', defaultMessage: 'This device has no usage in this period.' },
    loading: { id: 'trends.viewer.loading', defaultMessage: 'Loading usage…' },
    other: { id: 'trends.viewer.other', defaultMessage: 'Other' },
  }),
  exportDevice: defineMessage<Values<'device'>>({ id: 'trends.viewer.exportDevice', defaultMessage: 'Export {device} data' }),
  loadingDaysNotice: defineMessage<Values<'days'>>({
    id: 'trends.viewer.loadingDaysNotice',
    defaultMessage: 'Still loading your history: {days, plural, one {# day is} other {# days are}} not counted yet. The figures fill in as they arrive.',
  }),
  loadingHistory: defineMessage({ id: 'trends.viewer.loadingHistory', defaultMessage: 'Loading this period’s history…' }),
  loadingHistoryHint: defineMessage({ id: 'trends.viewer.loadingHistoryHint', defaultMessage: 'Your monitor’s history is still being brought in. This page updates by itself.' }),
  gapNotice: defineMessage<Values<'minutes'>>({
    id: 'trends.viewer.gapNotice',
    defaultMessage: 'No data for {minutes, plural, one {# minute} other {# minutes}} of this period: the meter was not heard, and those minutes count no energy.',
  }),
  peekTotal: defineMessage<Values<'kwh'>>({ id: 'trends.viewer.peekTotal', defaultMessage: '{kwh} used' }),
};

export const statMessages = {
  ...defineMessages({
    usage: { id: 'trends.stats.usage', defaultMessage: 'Usage' },
    cost: { id: 'trends.stats.cost', defaultMessage: 'Cost' },
    averagePower: { id: 'trends.stats.averagePower', defaultMessage: 'Average power' },
    production: { id: 'trends.stats.production', defaultMessage: 'Solar production' },
    productionValue: { id: 'trends.stats.productionValue', defaultMessage: 'Solar value' },
    selfPowered: { id: 'trends.stats.selfPowered', defaultMessage: 'Self-powered' },
    share: { id: 'trends.stats.share', defaultMessage: 'Share of home' },
    changeSame: { id: 'trends.stats.changeSame', defaultMessage: 'About the same as the period before' },
    noChange: { id: 'trends.stats.noChange', defaultMessage: 'Nothing to compare with yet' },
  }),
  changeUp: defineMessage<Values<'pct'>>({ id: 'trends.stats.changeUp', defaultMessage: '{pct} more than the period before' }),
  changeDown: defineMessage<Values<'pct'>>({ id: 'trends.stats.changeDown', defaultMessage: '{pct} less than the period before' }),
};

export const chartMessages = {
  ...defineMessages({
    viewLabel: { id: 'trends.chart.viewLabel', defaultMessage: 'Show as' },
    viewChart: { id: 'trends.chart.viewChart', defaultMessage: 'Chart' },
    viewTable: { id: 'trends.chart.viewTable', defaultMessage: 'Table' },
    measureLabel: { id: 'trends.chart.measureLabel', defaultMessage: 'Measure' },
    energy: { id: 'trends.chart.energy', defaultMessage: 'Energy' },
    cost: { id: 'trends.chart.cost', defaultMessage: 'Cost' },
    usage: { id: 'trends.chart.usage', defaultMessage: 'Usage' },
    production: { id: 'trends.chart.production', defaultMessage: 'Solar production' },
    keyboardHint: { id: 'trends.chart.keyboardHint', defaultMessage: 'Use the arrow keys to step through the bars; Home and End go to the first and last.' },
    tableTime: { id: 'trends.chart.tableTime', defaultMessage: 'Time' },
    unitKwh: { id: 'trends.chart.unitKwh', defaultMessage: 'kWh' },
    unitDollars: { id: 'trends.chart.unitDollars', defaultMessage: 'US$' },
  }),
  label: defineMessage<Values<'period'>>({ id: 'trends.chart.label', defaultMessage: 'Usage chart, {period}' }),
  tableCaption: defineMessage<Values<'period'>>({ id: 'trends.chart.tableCaption', defaultMessage: 'Usage by step, {period}' }),
  summary: defineMessage<Values<'period' | 'total' | 'cost' | 'kind' | 'peak' | 'peakValue'>>({
    id: 'trends.chart.summary',
    defaultMessage: '{period}: {total} used, costing {cost}. {kind, select, hour {The busiest hour was} month {The busiest month was} other {The busiest day was}} {peak}, with {peakValue}.',
  }),
  summaryProduction: defineMessage<Values<'total'>>({ id: 'trends.chart.summaryProduction', defaultMessage: 'Your solar panels produced {total}.' }),
  summaryDevice: defineMessage<Values<'device' | 'period' | 'total' | 'cost'>>({
    id: 'trends.chart.summaryDevice',
    defaultMessage: '{device}, {period}: {total} used, costing {cost}.',
  }),
  /** The summaries without money, when the home hides costs. */
  summaryEnergy: defineMessage<Values<'period' | 'total' | 'kind' | 'peak' | 'peakValue'>>({
    id: 'trends.chart.summaryEnergy',
    defaultMessage: '{period}: {total} used. {kind, select, hour {The busiest hour was} month {The busiest month was} other {The busiest day was}} {peak}, with {peakValue}.',
  }),
  summaryDeviceEnergy: defineMessage<Values<'device' | 'period' | 'total'>>({ id: 'trends.chart.summaryDeviceEnergy', defaultMessage: '{device}, {period}: {total} used.' }),
  summaryEmpty: defineMessage<Values<'period'>>({ id: 'trends.chart.summaryEmpty', defaultMessage: '{period}: no usage recorded.' }),
  summaryLoading: defineMessage<Values<'period'>>({ id: 'trends.chart.summaryLoading', defaultMessage: '{period}: the history is still loading.' }),
  point: defineMessage<Values<'time' | 'values'>>({ id: 'trends.chart.point', defaultMessage: '{time}: {values}' }),
  seriesValue: defineMessage<Values<'series' | 'value'>>({ id: 'trends.chart.seriesValue', defaultMessage: '{series} {value}' }),
  timeZone: defineMessage<Values<'zone'>>({ id: 'trends.chart.timeZone', defaultMessage: 'Times in {zone}' }),
};

export const tableMessages = {
  ...defineMessages({
    title: { id: 'trends.devices.title', defaultMessage: 'Devices' },
    caption: { id: 'trends.devices.caption', defaultMessage: 'Usage by device; select a column heading to sort.' },
    device: { id: 'trends.devices.device', defaultMessage: 'Device' },
    kwh: { id: 'trends.devices.kwh', defaultMessage: 'kWh' },
    pct: { id: 'trends.devices.pct', defaultMessage: '% of total' },
    cost: { id: 'trends.devices.cost', defaultMessage: 'Cost' },
    change: { id: 'trends.devices.change', defaultMessage: 'Change' },
    noChange: { id: 'trends.devices.noChange', defaultMessage: 'No earlier usage to compare' },
    empty: { id: 'trends.devices.empty', defaultMessage: 'No device used energy in this period.' },
  }),
  sortBy: defineMessage<Values<'column'>>({ id: 'trends.devices.sortBy', defaultMessage: 'Sort by {column}' }),
  changeUp: defineMessage<Values<'pct'>>({ id: 'trends.devices.changeUp', defaultMessage: 'Up {pct}' }),
  changeDown: defineMessage<Values<'pct'>>({ id: 'trends.devices.changeDown', defaultMessage: 'Down {pct}' }),
  // Cost by time-of-use rate (issue 16): the columns after Cost add up to it.
  byRate: defineMessage({ id: 'trends.devices.byRate', defaultMessage: 'Cost by rate' }),
  byRateHint: defineMessage({ id: 'trends.devices.byRateHint', defaultMessage: 'Each device’s cost split by the rate in force at each minute; the rate columns add up to its cost.' }),
  standardRate: defineMessage({ id: 'trends.devices.standardRate', defaultMessage: 'Standard rate' }),
  costAt: defineMessage<Values<'rate'>>({ id: 'trends.devices.costAt', defaultMessage: 'Cost at {rate}' }),
  zoneRate: defineMessage<Values<'name' | 'cost'>>({ id: 'trends.devices.zoneRate', defaultMessage: '{name} ({cost}¢/kWh)' }),
};

export const flowMessages = {
  ...defineMessages({
    title: { id: 'trends.flows.title', defaultMessage: 'Solar, battery and grid' },
    solarToHome: { id: 'trends.flows.solarToHome', defaultMessage: 'Solar to home' },
    solarToBattery: { id: 'trends.flows.solarToBattery', defaultMessage: 'Solar to battery' },
    gridToBattery: { id: 'trends.flows.gridToBattery', defaultMessage: 'Grid to battery' },
    batteryToHome: { id: 'trends.flows.batteryToHome', defaultMessage: 'Battery to home' },
    batteryToGrid: { id: 'trends.flows.batteryToGrid', defaultMessage: 'Battery to grid' },
    fromGrid: { id: 'trends.flows.fromGrid', defaultMessage: 'From the grid' },
    toGrid: { id: 'trends.flows.toGrid', defaultMessage: 'To the grid' },
    selfPowered: { id: 'trends.flows.selfPowered', defaultMessage: 'Self-powered' },
  }),
  netProductionValue: defineMessage<Values<'value'>>({ id: 'trends.flows.netProductionValue', defaultMessage: 'Net production (solar less usage): {value}' }),
  selfPoweredHint: defineMessage<Values<'pct'>>({ id: 'trends.flows.selfPoweredHint', defaultMessage: 'Solar and your battery covered {pct} of what your home used.' }),
};

export const exportMessages = {
  ...defineMessages({
    title: { id: 'trends.export.title', defaultMessage: 'Export usage data' },
    intro: { id: 'trends.export.intro', defaultMessage: 'Download your usage as a CSV file you can open in a spreadsheet, with costs at your electricity rate.' },
    choiceLabel: { id: 'trends.export.choiceLabel', defaultMessage: 'What to export' },
    onScreen: { id: 'trends.export.onScreen', defaultMessage: 'What you are viewing' },
    custom: { id: 'trends.export.custom', defaultMessage: 'Choose dates' },
    from: { id: 'trends.export.from', defaultMessage: 'From' },
    to: { id: 'trends.export.to', defaultMessage: 'To' },
    rangeHint: { id: 'trends.export.rangeHint', defaultMessage: 'At least 7 days and at most a year.' },
    intervalLabel: { id: 'trends.export.intervalLabel', defaultMessage: 'Interval' },
    hour: { id: 'trends.export.hour', defaultMessage: 'Hourly' },
    day: { id: 'trends.export.day', defaultMessage: 'Daily' },
    startRequired: { id: 'trends.export.startRequired', defaultMessage: 'Please choose a start date' },
    endRequired: { id: 'trends.export.endRequired', defaultMessage: 'Please choose an end date' },
    tooShort: { id: 'trends.export.tooShort', defaultMessage: 'Choose at least 7 days' },
    tooLong: { id: 'trends.export.tooLong', defaultMessage: 'Choose at most a year' },
    future: { id: 'trends.export.future', defaultMessage: 'The start date cannot be in the future' },
    submit: { id: 'trends.export.submit', defaultMessage: 'Download CSV' },
    cancel: { id: 'trends.export.cancel', defaultMessage: 'Cancel' },
    done: { id: 'trends.export.done', defaultMessage: 'Done' },
    successTitle: { id: 'trends.export.successTitle', defaultMessage: 'Your data is downloading' },
    hourly: { id: 'trends.export.hourly', defaultMessage: 'by hour' },
    daily: { id: 'trends.export.daily', defaultMessage: 'by day' },
  }),
  onScreenDetail: defineMessage<Values<'period' | 'device' | 'interval'>>({ id: 'trends.export.onScreenDetail', defaultMessage: '{period} · {device} · {interval}' }),
  device: defineMessage<Values<'device'>>({ id: 'trends.export.device', defaultMessage: 'Device: {device}' }),
  successDetail: defineMessage<Values<'fileName' | 'rows'>>({
    id: 'trends.export.successDetail',
    defaultMessage: '{fileName}: {rows, plural, one {# row} other {# rows}}, with costs in cents.',
  }),
};

/** Notices the export saga shows (descriptors: the notifications component translates them). */
export const exportNotices = {
  doneTitle: defineMessage({ id: 'trends.export.noticeTitle', defaultMessage: 'Export ready' }),
  doneMessage: defineMessage<Values<'fileName'>>({ id: 'trends.export.noticeMessage', defaultMessage: '{fileName} is downloading.' }),
};

export const dashboardMessages = {
  ...defineMessages({
    title: { id: 'trends.dashboard.title', defaultMessage: 'Dashboard' },
    seeUsage: { id: 'trends.dashboard.seeUsage', defaultMessage: 'See usage' },
    topDevices: { id: 'trends.dashboard.topDevices', defaultMessage: 'Top devices' },
    topDevicesEmpty: { id: 'trends.dashboard.topDevicesEmpty', defaultMessage: 'No device has used energy yet this period.' },
    alwaysOn: { id: 'trends.dashboard.alwaysOn', defaultMessage: 'Always on' },
    alwaysOnAverage: { id: 'trends.dashboard.alwaysOnAverage', defaultMessage: 'Around the clock' },
    solarGrid: { id: 'trends.dashboard.solarGrid', defaultMessage: 'Solar and grid' },
    produced: { id: 'trends.dashboard.produced', defaultMessage: 'Produced' },
    fromGrid: { id: 'trends.dashboard.fromGrid', defaultMessage: 'From the grid' },
    toGrid: { id: 'trends.dashboard.toGrid', defaultMessage: 'To the grid' },
    selfPowered: { id: 'trends.dashboard.selfPowered', defaultMessage: 'Self-powered' },
    loadFailed: { id: 'trends.dashboard.loadFailed', defaultMessage: 'This could not be loaded.' },
    retry: { id: 'trends.dashboard.retry', defaultMessage: 'Try again' },
    noCompare: { id: 'trends.dashboard.noCompare', defaultMessage: 'Nothing to compare with yet.' },
    soFarLabel: { id: 'trends.dashboard.soFarLabel', defaultMessage: 'So far' },
    lastLabel: { id: 'trends.dashboard.lastLabel', defaultMessage: 'Same point last time' },
    energyLabel: { id: 'trends.dashboard.energyLabel', defaultMessage: 'Used so far' },
    details: { id: 'trends.dashboard.details', defaultMessage: 'See details' },
    costLabel: { id: 'trends.dashboard.costLabel', defaultMessage: 'Cost so far' },
  }),
  periodSoFar: defineMessage<Values<'unit'>>({
    id: 'trends.dashboard.periodSoFar',
    defaultMessage: '{unit, select, DAY {Today so far} WEEK {This week so far} MONTH {This month so far} YEAR {This year so far} BILL {This billing cycle so far} other {This period so far}}',
  }),
  lessThanLast: defineMessage<Values<'pct' | 'kwh'>>({ id: 'trends.dashboard.lessThanLast', defaultMessage: '{pct} less than at this point last time ({kwh} less)' }),
  moreThanLast: defineMessage<Values<'pct' | 'kwh'>>({ id: 'trends.dashboard.moreThanLast', defaultMessage: '{pct} more than at this point last time ({kwh} more)' }),
  sameAsLast: defineMessage({ id: 'trends.dashboard.sameAsLast', defaultMessage: 'About the same as at this point last time' }),
  shareOfUsage: defineMessage<Values<'pct'>>({ id: 'trends.dashboard.shareOfUsage', defaultMessage: '{pct} of your usage' }),
  costSoFar: defineMessage<Values<'cost'>>({ id: 'trends.dashboard.costSoFar', defaultMessage: '{cost} so far' }),
};

export const comparisonMessages = {
  ...defineMessages({
    title: { id: 'trends.comparison.title', defaultMessage: 'Compared with other homes' },
    choose: { id: 'trends.comparison.choose', defaultMessage: 'Compare with' },
    you: { id: 'trends.comparison.you', defaultMessage: 'You' },
    completeHome: { id: 'trends.comparison.completeHome', defaultMessage: 'Add home details' },
    noMarker: { id: 'trends.comparison.noMarker', defaultMessage: 'Not available yet' },
  }),
  scale: defineMessage<Values<'marker' | 'tercile'>>({
    id: 'trends.comparison.scale',
    defaultMessage: 'Your home is at {marker} on a scale of 1 to 30 (1 uses least): {tercile}.',
  }),
  averages: defineMessage<Values<'you' | 'them'>>({ id: 'trends.comparison.averages', defaultMessage: 'Your average {you} · their average {them}' }),
  homes: defineMessage<Values<'count'>>({ id: 'trends.comparison.homes', defaultMessage: 'Compared with {count}' }),
};

export const cumulativeMessages = {
  ...defineMessages({
    title: { id: 'trends.cumulative.title', defaultMessage: 'Cumulative usage' },
    current: { id: 'trends.cumulative.current', defaultMessage: 'This period' },
    previous: { id: 'trends.cumulative.previous', defaultMessage: 'Previous period' },
    empty: { id: 'trends.cumulative.empty', defaultMessage: 'No usage recorded yet this period.' },
    tableDay: { id: 'trends.cumulative.tableDay', defaultMessage: 'Day' },
  }),
  summary: defineMessage<Values<'total' | 'days'>>({
    id: 'trends.cumulative.summary',
    defaultMessage: '{total} used over the first {days, plural, one {# day} other {# days}}.',
  }),
  summaryCompare: defineMessage<Values<'previous' | 'day'>>({ id: 'trends.cumulative.summaryCompare', defaultMessage: 'By the end of day {day} of the previous period: {previous}.' }),
  chartLabel: defineMessage<Values<'period'>>({ id: 'trends.cumulative.chartLabel', defaultMessage: 'Cumulative usage chart, {period}' }),
  tableCaption: defineMessage<Values<'period'>>({ id: 'trends.cumulative.tableCaption', defaultMessage: 'Cumulative usage by day, {period}' }),
};
