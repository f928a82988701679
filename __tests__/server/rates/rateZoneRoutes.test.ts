/** @jest-environment node */
import type { WireRateZoneWrite } from '../../../src/api/wire/rateZones';
import { API, bearer, createClock, startSignedInApp, type SignedInApp } from '../support/harness';
import { createZone, EVENING, lists, send, zoneRows, zonesUrl } from './support';

/**
 * The rate_zones routes (spec account-settings-shell §5 "Rate zone", §7): every rule with its text,
 * nothing written on a refusal, the lists by status, the day after the chosen end date, past end
 * dates, the midnight split, ownership.
 */
// Monday 2026-11-23, 10:00 in New York (the demo home's zone).
const clock = createClock(Date.UTC(2026, 10, 23, 15, 0, 0));
let w: SignedInApp;
beforeAll(async () => {
  w = await startSignedInApp({ clock });
});
afterAll(() => w.t.close());
afterEach(() => {
  w.t.app.ctx.db.prepare('DELETE FROM rate_zones').run();
});

const refusal = async (body: Record<string, unknown>, language?: string) => {
  const before = zoneRows(w);
  const res = await send(w, 'POST', zonesUrl(), { ...EVENING, ...body }, w.demo, language);
  expect(res.statusCode).toBe(400);
  expect(zoneRows(w)).toEqual(before);
  return (res.json() as { error_reason: string }).error_reason;
};

test('each rule refuses with its text and writes nothing', async () => {
  await createZone(w, { name: 'Existing' });
  expect(await refusal({ name: '   ' })).toBe('please enter a name');
  expect(await refusal({ name: 'x'.repeat(65) })).toBe('The name can be at most 64 characters');
  expect(await refusal({ cost: '' })).toBe('please enter a cost');
  expect(await refusal({ cost: 'ten' })).toBe('Enter the cost in cents per kWh, such as 12.5');
  expect(await refusal({ cost: 0.0005 })).toBe('Enter a cost from 0.001 to 999 cents');
  expect(await refusal({ cost: 1000 })).toBe('Enter a cost from 0.001 to 999 cents');
  expect(await refusal({ cost: '12.3456' })).toBe('Enter the cost with at most 3 decimals');
  expect(await refusal({ start_date: '' })).toBe('please enter a start date');
  expect(await refusal({ end_date: '' })).toBe('please enter an end date');
  expect(await refusal({ start_date: '2026-02-30' })).toBe('Enter dates as YYYY-MM-DD');
  // The end date is sent as the day after the chosen one: 7 to 365 days from start to the chosen day.
  expect(await refusal({ start_date: '2026-12-01', end_date: '2026-12-08' })).toBe('The start date must be from 7 to 365 days before the end date');
  expect(await refusal({ start_date: '2026-01-01', end_date: '2027-01-03' })).toBe('The start date must be from 7 to 365 days before the end date');
  expect(await refusal({ start_time: '25:00' })).toBe('please enter a valid start time hour');
  expect(await refusal({ end_time: '9pm' })).toBe('please enter a valid end time hour');
  expect(await refusal({ end_time: '' })).toBe('please enter a valid end time hour');
  expect(await refusal({ start_time: '18:00', end_time: '09:00' })).toBe('start time must come before end time');
  expect(await refusal({ days_enabled: '' })).toBe('please choose applicable days of the week');
  expect(await refusal({ days_enabled: 'Monday,Funday' })).toBe('Funday is not a day of the week');
  // In the reader's language.
  expect(await refusal({ name: '' }, 'fr-CA')).toBe('veuillez saisir un nom');
  expect(await refusal({ start_time: '18:00', end_time: '09:00' }, 'es-US')).toBe('la hora de inicio debe ser anterior a la hora de fin');
  // Schema failures too.
  expect(await refusal({ alert: 'maybe' })).toBe("Invalid field 'alert': must be boolean");
  expect((await lists(w)).present.map((z) => z.name)).toEqual(['Existing']);
});

test('the exact range limits pass, times take HH:MM[:SS[.mmm]], the name is trimmed', async () => {
  const a = await createZone(w, { name: '  Week  ', start_date: '2026-12-01', end_date: '2026-12-09' });
  expect(a.zones[0]!.name).toBe('Week');
  const b = await createZone(w, { start_date: '2026-01-01', end_date: '2027-01-02', start_time: '7:05:30', end_time: '21:00:00.250' });
  expect(b.zones[0]!.start_time).toBe('07:05:30');
  expect(b.zones[0]!.end_time).toBe('21:00:00.250');
  const c = await createZone(w, { cost: '0.001', start_time: '16:00', end_time: '16:00' });
  expect(c.zones[0]!.cost).toBe(0.001);
});

test('a form-encoded zone is stored as sent; the lists hold it by status', async () => {
  const res = await w.t.app.inject({
    method: 'POST',
    url: `${API}${zonesUrl()}`,
    headers: { ...bearer(w.demo), 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Peak&cost=28.25&start_date=2026-11-01&end_date=2027-04-01&start_time=16%3A00&end_time=21%3A00&days_enabled=monday%2Ctue%2CWednesday&alert=true&rollover=false',
  });
  expect(res.statusCode).toBe(200);
  const zone = (res.json() as WireRateZoneWrite).zones[0]!;
  expect(zone).toMatchObject({
    name: 'Peak', cost: 28.25, start_date: '2026-11-01', end_date: '2027-04-01', start_time: '16:00', end_time: '21:00',
    all_day: false, days_enabled: 'Monday,Tuesday,Wednesday', alert: true, rollover: false, status: 'present',
  });
  await createZone(w, { name: 'Last winter', start_date: '2025-12-01', end_date: '2026-03-01', alert: false });
  await createZone(w, { name: 'Next summer', start_date: '2027-06-01', end_date: '2027-09-01' });
  const l = await lists(w);
  expect(l.present.map((z) => z.name)).toEqual(['Peak']);
  expect(l.historic.map((z) => z.name)).toEqual(['Last winter']);
  expect(l.future.map((z) => z.name)).toEqual(['Next summer']);
});

test('all day sets both times to 00:00; a past end date turns alert and rollover off', async () => {
  const all = await createZone(w, { all_day: true, start_time: '16:00', end_time: '21:00' });
  expect(all.zones[0]).toMatchObject({ all_day: true, start_time: '00:00', end_time: '00:00' });
  // The chosen end date 2026-11-22 (yesterday) is sent as 2026-11-23.
  const past = await createZone(w, { start_date: '2026-06-01', end_date: '2026-11-23', alert: true, rollover: true });
  expect(past.zones[0]).toMatchObject({ alert: false, rollover: false, status: 'historic' });
  // Ending today (sent as tomorrow) is not past.
  const today = await createZone(w, { start_date: '2026-06-01', end_date: '2026-11-24', alert: true, rollover: true });
  expect(today.zones[0]).toMatchObject({ alert: true, rollover: true, status: 'present' });
});

test('a rollover zone repeats every year: last winter is this winter again', async () => {
  // Made last year, before their end dates (a zone saved with a past end date cannot roll over).
  clock.set(Date.UTC(2025, 4, 20, 15));
  await createZone(w, { name: 'Winter', start_date: '2025-11-01', end_date: '2026-03-01', rollover: true });
  await createZone(w, { name: 'Summer', start_date: '2025-06-01', end_date: '2025-09-01', rollover: true });
  clock.set(Date.UTC(2026, 10, 23, 15));
  const l = await lists(w);
  expect(l.present).toMatchObject([{ name: 'Winter', rollover: true, start_date: '2025-11-01', occurrence: { start_date: '2026-11-01', end_date: '2027-03-01' } }]);
  expect(l.future).toMatchObject([{ name: 'Summer', occurrence: { start_date: '2027-06-01', end_date: '2027-09-01' } }]);
  expect(l.historic).toEqual([]);
});

test('a zone past midnight is refused unless split: then it becomes two, the second on the following days', async () => {
  const split = await createZone(w, { name: 'Night', start_time: '21:00', end_time: '07:00', days_enabled: 'Friday,Sunday', split_midnight: true });
  expect(split.zones).toHaveLength(2);
  expect(split.zones[0]).toMatchObject({ name: 'Night', start_time: '21:00', end_time: '23:59:59.999', days_enabled: 'Friday,Sunday', start_date: '2026-11-01', end_date: '2027-04-01' });
  expect(split.zones[1]).toMatchObject({ name: 'Night', start_time: '00:00', end_time: '07:00', days_enabled: 'Monday,Saturday', start_date: '2026-11-02', end_date: '2027-04-02' });
  // To 00:00 is to midnight: one zone.
  const late = await createZone(w, { start_time: '21:00', end_time: '00:00' });
  expect(late.zones).toHaveLength(1);
  expect(late.zones[0]!.end_time).toBe('23:59:59.999');
});

test('update and delete: 404 for a zone of another home; each write bumps the settings version', async () => {
  const { zones: [zone] } = await createZone(w);
  const version = () => (w.t.app.ctx.db.prepare('SELECT version FROM user_settings WHERE user_id = 1').get() as { version: number }).version;
  const v0 = version();
  const upd = await send(w, 'POST', `${zonesUrl()}/${zone!.id}`, { ...EVENING, name: 'Evening peak (duplicate)', cost: 40 });
  expect(upd.statusCode).toBe(200);
  expect((upd.json() as WireRateZoneWrite).zones[0]).toMatchObject({ id: zone!.id, name: 'Evening peak (duplicate)', cost: 40 });
  expect(version()).toBe(v0 + 1);

  // The partner cannot see, change or delete the demo home's zone: the same 404 as a missing monitor or zone.
  const foreignList = await w.t.app.inject({ method: 'GET', url: `${API}${zonesUrl()}`, headers: bearer(w.partner) });
  expect(foreignList.statusCode).toBe(404);
  const before = zoneRows(w);
  expect((await send(w, 'POST', `${zonesUrl()}/${zone!.id}`, EVENING, w.partner)).statusCode).toBe(404);
  expect((await send(w, 'DELETE', `${zonesUrl()}/${zone!.id}`, undefined, w.partner)).statusCode).toBe(404);
  const missing = await send(w, 'DELETE', `${zonesUrl()}/999999`);
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ error_reason: 'Rate zone not found' });
  // A bad update changes nothing.
  expect((await send(w, 'POST', `${zonesUrl()}/${zone!.id}`, { ...EVENING, days_enabled: '' })).statusCode).toBe(400);
  expect(zoneRows(w)).toEqual(before);

  const del = await send(w, 'DELETE', `${zonesUrl()}/${zone!.id}`);
  expect(del.statusCode).toBe(200);
  expect(del.json()).toMatchObject({ status: 'ok', deleted_id: zone!.id, lists: { historic: [], present: [], future: [] } });
  expect(version()).toBe(v0 + 2);
  expect(w.t.app.ctx.db.prepare('SELECT rate_zones_json FROM monitors WHERE id = 100001').get()).toEqual({ rate_zones_json: '[]' });
});

test('at most 50 zones a home', async () => {
  const insert = w.t.app.ctx.db.prepare(`INSERT INTO rate_zones (monitor_id, name, cost, start_date, end_date, start_time, end_time, days_mask, created_at, updated_at)
    VALUES (100001, 'z', 20, '2026-11-01', '2027-04-01', '16:00', '21:00', 31, 0, 0)`);
  for (let i = 0; i < 49; i++) insert.run();
  expect(await refusal({ split_midnight: true, start_time: '21:00', end_time: '07:00' })).toBe('A home can have at most 50 rate zones');
  await createZone(w);
  expect(await refusal({})).toBe('A home can have at most 50 rate zones');
});
