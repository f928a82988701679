import { createIntl } from 'react-intl';
import { createRateZoneSchema } from '../../../src/features/rateZones/components/RateZoneSchema';
import type { RateZoneValues } from '../../../src/features/rateZones/types';
import { bodyOf, crossesMidnight, duplicateValues, newZoneValues, nextDays, valuesOf } from '../../../src/features/rateZones/zoneValues';
import { zone } from './fixtures';

const intl = createIntl({ locale: 'en', messages: {} });
const schema = createRateZoneSchema(intl);
const TODAY = '2026-11-23';
const valid = (over: Partial<RateZoneValues> = {}): RateZoneValues => ({ ...newZoneValues(TODAY), name: 'Evening peak', cost: '31.5', ...over });

/** Every message yup reports for these values, by field; {} when valid. */
async function errorsOf(values: Partial<RateZoneValues> | Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as { inner: { path: string; message: string }[] }).inner) out[inner.path] ??= inner.message;
    return out;
  }
}

describe('rate zone schema (spec §5, each rule and its exact message)', () => {
  it('a weekday evening zone is valid', async () => {
    expect(await errorsOf(valid())).toEqual({});
  });

  it("name: required after trimming ('please enter a name'), at most 64 characters", async () => {
    expect((await errorsOf(valid({ name: '   ' }))).name).toBe('please enter a name');
    // Formik hands an emptied field over as undefined.
    expect((await errorsOf({ ...valid(), name: undefined })).name).toBe('please enter a name');
    expect((await errorsOf(valid({ name: ` ${'x'.repeat(64)} ` }))).name).toBeUndefined();
    expect((await errorsOf(valid({ name: 'x'.repeat(65) }))).name).toBe('The name can be at most 64 characters');
  });

  it('cost: required, a number from 0.001 with at most 3 decimals', async () => {
    expect((await errorsOf({ ...valid(), cost: undefined })).cost).toBe('please enter a cost');
    expect((await errorsOf(valid({ cost: 'abc' }))).cost).toBe('Enter the cost in cents per kWh, such as 12.5');
    expect((await errorsOf(valid({ cost: '0.0009' }))).cost).toBe('Enter a cost from 0.001 to 999 cents');
    expect((await errorsOf(valid({ cost: '0' }))).cost).toBe('Enter a cost from 0.001 to 999 cents');
    expect((await errorsOf(valid({ cost: '12.3456' }))).cost).toBe('Enter the cost with at most 3 decimals');
    expect((await errorsOf(valid({ cost: '0.001' }))).cost).toBeUndefined();
    expect((await errorsOf(valid({ cost: '12.125' }))).cost).toBeUndefined();
  });

  it('dates: both required; the start 7 to 365 days before the (last) end day', async () => {
    expect((await errorsOf({ ...valid(), startDate: undefined })).startDate).toBe('please enter a start date');
    expect((await errorsOf({ ...valid(), endDate: '' })).endDate).toBe('please enter an end date');
    const range = 'The start date must be from 7 to 365 days before the end date';
    expect((await errorsOf(valid({ startDate: '2026-11-23', endDate: '2026-11-29' }))).startDate).toBe(range);
    expect((await errorsOf(valid({ startDate: '2026-11-23', endDate: '2026-11-30' }))).startDate).toBeUndefined();
    expect((await errorsOf(valid({ startDate: '2026-11-23', endDate: '2027-11-23' }))).startDate).toBeUndefined();
    expect((await errorsOf(valid({ startDate: '2026-11-23', endDate: '2027-11-24' }))).startDate).toBe(range);
  });

  it("times: 24-hour HH:MM[:SS[.mmm]] ('please enter a valid … time hour'); start before end, both messages", async () => {
    expect((await errorsOf(valid({ startTime: '24:00' }))).startTime).toBe('please enter a valid start time hour');
    expect((await errorsOf(valid({ endTime: '25:00' }))).endTime).toBe('please enter a valid end time hour');
    expect((await errorsOf(valid({ endTime: '9pm' }))).endTime).toBe('please enter a valid end time hour');
    expect(await errorsOf(valid({ startTime: '16:00:30', endTime: '21:00:00.500' }))).toEqual({});
    expect(await errorsOf(valid({ startTime: '21:00', endTime: '16:00' }))).toEqual({
      startTime: 'start time must come before end time',
      endTime: 'end time must come after start time',
    });
    // An end of 00:00 is midnight: 22:00 to 00:00 is in order.
    expect(await errorsOf(valid({ startTime: '22:00', endTime: '00:00' }))).toEqual({});
  });

  it('all day: the times are not checked (both are sent as 00:00)', async () => {
    const v = valid({ allDay: true, startTime: 'x', endTime: 'y' });
    expect(await errorsOf(v)).toEqual({});
    expect(bodyOf(v, TODAY)).toMatchObject({ all_day: true, start_time: '00:00', end_time: '00:00' });
  });

  it("days: at least one ('please choose applicable days of the week')", async () => {
    expect((await errorsOf(valid({ days: [] }))).days).toBe('please choose applicable days of the week');
  });
});

describe('what the editor shows and sends', () => {
  it('the end date is shown one day earlier than sent, and sent as the day after the chosen date', () => {
    const z = zone({ start_date: '2026-11-23', end_date: '2027-11-23' });
    expect(valuesOf(z).endDate).toBe('2027-11-22');
    expect(bodyOf(valuesOf(z), TODAY).end_date).toBe('2027-11-23');
  });

  it('days go as a comma list, Monday first; the name trimmed; 7:05 as 07:05', () => {
    const body = bodyOf(valid({ name: '  Peak ', days: ['Friday', 'Monday'], startTime: '7:05', endTime: '9:00' }), TODAY);
    expect(body).toMatchObject({ name: 'Peak', days_enabled: 'Monday,Friday', start_time: '07:05', end_time: '09:00', alert: true });
  });

  it('an end date in the past forces alert and rollover off', () => {
    const body = bodyOf(valid({ startDate: '2025-12-01', endDate: '2026-01-10', alert: true, rollover: true }), TODAY);
    expect(body).toMatchObject({ alert: false, rollover: false });
    expect(bodyOf(valid({ rollover: true }), TODAY)).toMatchObject({ alert: true, rollover: true });
  });

  it("a duplicate's draft is the zone named '… (duplicate)'", () => {
    expect(duplicateValues(zone({ name: 'Evening peak' }))).toMatchObject({ name: 'Evening peak (duplicate)', cost: '31.5', startTime: '16:00' });
  });

  it('a zone past midnight is offered as two: start → midnight on the days, midnight → end on the days after', () => {
    expect(crossesMidnight({ allDay: false, startTime: '22:00', endTime: '06:00' })).toBe(true);
    expect(crossesMidnight({ allDay: false, startTime: '22:00', endTime: '00:00' })).toBe(false);
    expect(crossesMidnight({ allDay: true, startTime: '22:00', endTime: '06:00' })).toBe(false);
    expect(nextDays(['Friday', 'Sunday'])).toEqual(['Monday', 'Saturday']);
    expect(bodyOf(valid({ startTime: '22:00', endTime: '06:00' }), TODAY, true)).toMatchObject({ split_midnight: true, start_time: '22:00', end_time: '06:00' });
  });
});
