import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import { RATE_ZONE_LIMITS as L, WEEKDAYS, type WireWeekday } from '../../../api/wire/rateZones';
import { isValidTime } from '../../../common/time';
import { ruleMessages as r } from '../messages';
import type { RateZoneValues } from '../types';
import { daysBetween, isDate, timesOutOfOrder } from '../zoneValues';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const decimalsOf = (text: string) => (text.includes('.') ? text.split('.')[1]!.length : 0);

/**
 * The editor's rules (spec account-settings-shell §5 "Rate zone"), each with its exact text: a name
 * (trimmed, at most 64 characters), a cost of at least 0.001 with 3 decimals, both dates with the
 * start 7 to 365 days before the (last) end day, valid 24-hour times with the start before the end
 * (unless all day), and at least one weekday. The server checks the same (server/src/rates/rules.ts).
 */
export function createRateZoneSchema(intl: IntlShape): yup.ObjectSchema<RateZoneValues> {
  return yup.object({
    name: yup
      .string()
      // Formik hands an emptied field over as undefined: read it as '' so each rule's own text shows.
      .default('')
      .test('required', intl.formatMessage(r.nameRequired), (v) => (v ?? '').trim() !== '')
      .test('max', intl.formatMessage(r.nameMax, { max: L.nameMax }), (v) => [...(v ?? '').trim()].length <= L.nameMax),
    cost: yup
      .string()
      .default('')
      .test('required', intl.formatMessage(r.costRequired), (v) => (v ?? '').trim() !== '')
      .test('number', intl.formatMessage(r.costNumber), (v) => (v ?? '').trim() === '' || NUMBER.test(v!.trim()))
      .test('range', intl.formatMessage(r.costRange), (v) => !NUMBER.test((v ?? '').trim()) || (Number(v) >= L.costMin && Number(v) <= L.costMax))
      .test('precision', intl.formatMessage(r.costPrecision), (v) => !NUMBER.test((v ?? '').trim()) || decimalsOf(v!.trim()) <= L.costDecimals),
    startDate: yup
      .string()
      .default('')
      .test('required', intl.formatMessage(r.startDateRequired), (v) => isDate(v ?? ''))
      .test('range', intl.formatMessage(r.range), function range(v) {
        const end = (this.parent as RateZoneValues).endDate;
        if (!isDate(v ?? '') || !isDate(end)) return true;
        const span = daysBetween(v!, end);
        return span >= L.rangeMinDays && span <= L.rangeMaxDays;
      }),
    endDate: yup.string().default('').test('required', intl.formatMessage(r.endDateRequired), (v) => isDate(v ?? '')),
    allDay: yup.boolean().defined(),
    startTime: yup
      .string()
      .default('')
      .test('valid', intl.formatMessage(r.startTimeInvalid), function valid(v) {
        return (this.parent as RateZoneValues).allDay || isValidTime(v ?? '');
      })
      .test('order', intl.formatMessage(r.startBeforeEnd), function order() {
        return !timesOutOfOrder(this.parent as RateZoneValues);
      }),
    endTime: yup
      .string()
      .default('')
      .test('valid', intl.formatMessage(r.endTimeInvalid), function valid(v) {
        return (this.parent as RateZoneValues).allDay || isValidTime(v ?? '');
      })
      .test('order', intl.formatMessage(r.endAfterStart), function order() {
        return !timesOutOfOrder(this.parent as RateZoneValues);
      }),
    days: yup
      .array()
      .of(yup.mixed<WireWeekday>().oneOf([...WEEKDAYS]).defined())
      .defined()
      .min(1, intl.formatMessage(r.daysRequired)),
    alert: yup.boolean().defined(),
    rollover: yup.boolean().defined(),
  });
}
