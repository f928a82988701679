/** @jest-environment node */
import type { LightMyRequestResponse } from 'fastify';
import { ceilDw } from '../../../server/src/history/envelope';
import { sampleAt, voltageSeconds } from '../../../server/src/sim';
import { toMonitorProfile } from '../../../server/src/wire/monitorWire';
import type { WireLabsContent, WireVoltageDay } from '../../../src/api/wire/labs';
import { API, createClock, get, signIn, startTestApp, type TestApp } from '../support/harness';

// Monday 23 November 2026, 10:00 in New York: the e2e journeys' instant.
const NOW = Date.parse('2026-11-23T15:00:00Z');
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ clock: createClock(NOW) });
  for (const who of ['demo', 'generator', 'tenant', 'partner']) tokens[who] = (await signIn(t.app, `${who}@example.com`)).access_token;
}, 60_000);
afterAll(() => t.close());

const content = async (who: string, monitorId: number): Promise<WireLabsContent> => {
  const res = await get(t.app, `/app/monitors/${monitorId}/labs_content`, tokens[who]);
  expect(res.statusCode).toBe(200);
  return res.json() as WireLabsContent;
};
const profileOf = (userId: number, monitorId: number) => toMonitorProfile(t.app.ctx.repos.monitors.forUser(userId, monitorId)!);
const asset = (path: string, token: string, query = '') => t.app.inject({ method: 'GET', url: `${API}${path}?access_token=${token}${query}` });

describe('GET /app/monitors/{id}/labs_content: the demo home', () => {
  let c: WireLabsContent;
  beforeAll(async () => {
    c = await content('demo', 100001);
  }, 60_000);

  test('every part is computed, over the last 30 days', () => {
    expect(c.monitor_id).toBe(100001);
    expect(c.lookback_days).toBe(30);
    expect(c.end).toBe(new Date(NOW).toISOString());
    const f = c.fault_detection_json;
    expect([f.motorStalls.status, f.powerQuality.status, f.floatingNeutral.status, f.acEfficiency.status]).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(f.powerQuality.days).toHaveLength(30);
    expect(f.powerQuality.days[0]).toMatchObject({ index: 0, date: '2026-11-23', end: c.end });
    expect(f.powerQuality.days[29]).toMatchObject({ index: 29, date: '2026-10-25' });
    expect(c.start).toBe(f.powerQuality.days[29]!.start);
  });

  test('motor stalls: counts per day add up, the average is over the days covered, the rating is a tercile', () => {
    const m = c.fault_detection_json.motorStalls;
    expect(m.dailyCounts).toHaveLength(30);
    const total = m.dailyCounts.reduce((a, d) => a + d.count, 0);
    expect(total).toBe(m.total);
    expect(total).toBeGreaterThan(20);
    expect(m.peakPerDay).toBe(Math.max(...m.dailyCounts.map((d) => d.count)));
    expect(m.dailyCounts.find((d) => d.date === m.peakDay)!.count).toBe(m.peakPerDay);
    expect(m.averagePerDay!).toBeCloseTo(total / (29 + 10 / 24), 2); // 10:00 in New York: today is 10 hours old
    const [lo, hi] = m.terciles!;
    expect(m.rating).toBe(m.averagePerDay! <= lo ? 'low' : m.averagePerDay! <= hi ? 'med' : 'high');
    expect(m.mostRecent).toEqual(m.recent[0]);
    expect(m.recent).toHaveLength(10);
    expect(Date.parse(m.mostRecent!.time)).toBeLessThan(NOW);
    expect(m.displaySupport).toBe(m.rating === 'high');
  });

  test('power quality: voltage now is the feed reading, the sustained extremes lie inside the previous 24 hours', () => {
    const p = c.fault_detection_json.powerQuality;
    const now = sampleAt(profileOf(1, 100001), NOW);
    expect(p.voltageNow).toEqual([Math.round(now.voltage[0] * 10) / 10, Math.round(now.voltage[1] * 10) / 10]);
    expect(p.averageHours).toBe(24);
    const s = p.sustained!;
    for (const at of [s.minTime, s.maxTime]) {
      expect(Date.parse(at)).toBeGreaterThanOrEqual(NOW - 86_400_000);
      expect(Date.parse(at)).toBeLessThan(NOW);
    }
    expect(s.min).toBeLessThan(p.average![0]);
    expect(s.max).toBeGreaterThan(p.average![0]);
    expect(p.rating).toBe(p.eventCount! < 10 ? 'low' : p.eventCount! <= 20 ? 'med' : 'high');
    expect(p.events.length).toBe(Math.min(20, p.eventCount!));
    for (const e of p.events) expect(e.kind === 'dip' ? e.voltage < 108 : e.voltage > 132).toBe(true);
  });

  test('the sustained minimum is the 7-second median of the per-second readings at that second', () => {
    const s = c.fault_detection_json.powerQuality.sustained!;
    const at = Date.parse(s.minTime) / 1000;
    const { v1, v2 } = voltageSeconds(profileOf(1, 100001), at - 6, 7);
    const leg = [...(s.minLeg === 'L1' ? v1 : v2)].sort((a, b) => a - b);
    expect(Math.round(leg[3]! * 10) / 10).toBe(s.min);
  });

  test('floating neutral: a sound neutral, the legs as the feed reads them', () => {
    const n = c.fault_detection_json.floatingNeutral;
    expect(n.rating).toBe('low');
    expect(n.voltsPerKw!).toBeLessThan(1);
    const now = sampleAt(profileOf(1, 100001), NOW);
    expect(n.legWatts).toEqual([Math.round(now.legs[0]), Math.round(now.legs[1])]);
    expect(n.displaySupport).toBe(false);
  });

  test('AC efficiency: the heat pump against the cohort threshold, with a histogram of the cohort', () => {
    const a = c.fault_detection_json.acEfficiency;
    expect(a.deviceName).toBe('Heat Pump');
    expect(a.userKwhPerDegreeDay!).toBeCloseTo(a.acKwh! / a.degreeDays!, 2);
    const ratio = a.userKwhPerDegreeDay! / a.thresholdKwhPerDegreeDay!;
    expect(a.rating).toBe(ratio <= 1 ? 'efficient' : ratio <= 1.5 ? 'slightlyInefficient' : 'inefficient');
    expect(a.cost).toBe(16.5);
    expect(a.cohort).toEqual({ weatherSimilarity: true, similarSize: true });
    expect(a.histogram!.bins.reduce((s, b) => s + b.count, 0)).toBe(a.histogram!.homes);
  });

  test('asset links are served: the daily-count image, the power-meter sample, the raw CSV files', async () => {
    const img = await asset(c.assets.daily_counts_image, tokens.demo!);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(img.body).toContain('<title id="t">Motor stalls a day, last 30 days</title>');
    expect(img.body.match(/<rect [^>]*><title>/g)).toHaveLength(30);
    const sample = await asset(c.assets.power_meter_sample_image!, tokens.demo!, '&mode=dark');
    expect(sample.statusCode).toBe(200);
    expect(sample.body).toContain('fill="#181c22"');
    expect(sample.body).toContain('Fridge');
    const stalls = await asset(c.assets.raw_csv_files.motor_stalls, tokens.demo!);
    expect(stalls.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(stalls.headers['content-disposition']).toBe('attachment; filename="kilowatch-N327004101-motor-stalls-2026-11-23.csv"');
    const lines = stalls.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,device_id,device_name,duration_s,peak_w,spike_w');
    expect(lines).toHaveLength(1 + c.fault_detection_json.motorStalls.total!);
    const legs = await asset(c.assets.raw_csv_files.floating_neutral, tokens.demo!);
    expect(legs.body.split('\r\n')[0]).toBe('start,end,l1_w,l2_w,l1_v,l2_v');
    expect(legs.body.trimEnd().split('\r\n').length).toBeGreaterThan(29 * 24);
  });

  test('images come at the width asked for (phones get a narrow one), within 320-960 px', async () => {
    const narrow = await asset(c.assets.daily_counts_image, tokens.demo!, '&width=360');
    expect(narrow.body).toMatch(/^<svg [^>]*width="360" height="260" viewBox="0 0 360 260"/);
    const wide = await asset(c.assets.daily_counts_image, tokens.demo!, '&width=2000');
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toEqual({ status: 'error', error_reason: "Invalid query parameter 'width': must be <= 960" });
    const mode = await asset(c.assets.daily_counts_image, tokens.demo!, '&mode=blue');
    expect(mode.json()).toEqual({ status: 'error', error_reason: "Invalid query parameter 'mode': must be one of light, dark" });
  });

  test('the images speak the language on their URL', async () => {
    const fr = await asset(c.assets.daily_counts_image, tokens.demo!, '&ui_language=fr-CA');
    expect(fr.body).toContain('Blocages de moteur par jour, 30 derniers jours');
    const es = await asset(c.assets.power_meter_sample_image!, tokens.demo!, '&ui_language=es-US');
    expect(es.body).toContain('Bloqueo de');
  });
});

describe('a stall the lab reports is in the power meter at that minute', () => {
  test('the history envelope of the stall minute peaks at the stall', async () => {
    const c = await content('generator', 100004);
    const stall = c.fault_detection_json.motorStalls.mostRecent!;
    const minute = await get(t.app, `/app/history/usage?monitor_id=100004&granularity=MINUTE&frames=3&start=${new Date(Date.parse(stall.time) - 60_000).toISOString()}`, tokens.generator);
    expect(minute.statusCode).toBe(200);
    const [before, during, after] = (minute.json() as { totals: number[][] }).totals;
    // max_w (deciwatts, rounded up) is the stall's peak (whole watts on the lab's page).
    expect(Math.abs(during![1]! - ceilDw(stall.peakW))).toBeLessThanOrEqual(5);
    expect(during![1]! - during![4]!).toBeGreaterThan(stall.spikeW * 5); // far above the minute's mean
    expect(during![1]!).toBeGreaterThan(before![1]!);
    expect(during![1]!).toBeGreaterThan(after![1]!);
    // Second by second: the stall's first seconds carry the peak, the second after it does not.
    const seconds = await get(t.app, `/app/history/usage?monitor_id=100004&granularity=SECOND&frames=${stall.durationS + 1}&start=${stall.time}`, tokens.generator);
    const rows = (seconds.json() as { totals: number[][] }).totals;
    expect(Math.max(...rows.slice(0, stall.durationS).map((r) => r[1]!))).toBe(during![1]);
    expect(rows[stall.durationS]![1]!).toBeLessThan(during![1]! - stall.spikeW * 5);
  }, 60_000);
});

describe('the demo homes with faults', () => {
  test('a failing compressor: stalls rated high, the support request offered until it is sent, the AC inefficient', async () => {
    const c = await content('generator', 100004);
    const m = c.fault_detection_json.motorStalls;
    expect(m.rating).toBe('high');
    expect(m.averagePerDay!).toBeGreaterThan(m.terciles![1]);
    expect(m.mostRecent!.deviceName).toBe('Heat Pump');
    expect(m.displaySupport).toBe(true);
    const a = c.fault_detection_json.acEfficiency;
    expect(a.rating).toBe('inefficient');
    expect(a.savings!).toBeGreaterThan(0);
    const sent = await t.app.inject({
      method: 'POST', url: `${API}/users/4/labs/feedback`, headers: { authorization: `bearer ${tokens.generator}` },
      payload: { category: 'support', sub_category: 'Something else', labs_id: 'motor-stalls', monitor_id: 100004, feedback: 'Please look at my motor stalls.' },
    });
    expect(sent.statusCode).toBe(200);
    expect((await content('generator', 100004)).fault_detection_json.motorStalls.displaySupport).toBe(false);
  }, 60_000);

  test('a weak neutral: the legs swing apart, the rating is high and contact is offered; power quality suffers too', async () => {
    const c = await content('tenant', 100005);
    const n = c.fault_detection_json.floatingNeutral;
    expect(n.rating).toBe('high');
    expect(n.voltsPerKw!).toBeGreaterThan(5);
    expect(n.displaySupport).toBe(true);
    expect(c.fault_detection_json.powerQuality.rating).toBe('high');
    expect(c.fault_detection_json.powerQuality.eventCount!).toBeGreaterThan(20);
  }, 60_000);
});

describe('AC comparison prompts', () => {
  const setAttributes = (monitorId: number, over: Record<string, unknown>) => {
    const row = t.app.ctx.db.prepare('SELECT attributes_json FROM monitors WHERE id = ?').get(monitorId) as { attributes_json: string };
    t.app.ctx.db.prepare('UPDATE monitors SET attributes_json = ? WHERE id = ?').run(JSON.stringify({ ...JSON.parse(row.attributes_json), ...over }), monitorId);
  };
  afterAll(() => setAttributes(100002, { postal_code: '60601', home_size_type: '1750 sq. ft', show_cost: true, cost: 14.2 }));

  test('hidden costs give -1; no postal code gives no savings; the checklist follows the home details', async () => {
    setAttributes(100002, { show_cost: false, postal_code: null, home_size_type: null });
    const a = (await content('partner', 100002)).fault_detection_json.acEfficiency;
    expect(a.cost).toBe(-1);
    expect(a.savings).toBeNull();
    expect(a.cohort).toEqual({ weatherSimilarity: false, similarSize: false });
    setAttributes(100002, { show_cost: true, postal_code: '60601', home_size_type: '1750 sq. ft' });
    const b = (await content('partner', 100002)).fault_detection_json.acEfficiency;
    expect(b.cost).toBe(14.2);
    expect(typeof b.savings).toBe('number');
    expect(b.cohort).toEqual({ weatherSimilarity: true, similarSize: true });
  }, 60_000);
});

describe('GET /app/monitors/{id}/labs/voltage: one day of the graph', () => {
  test('today: 1440 minutes, those still to come are null; the oldest day is whole', async () => {
    const today = (await get(t.app, '/app/monitors/100001/labs/voltage?day=0', tokens.demo)).json() as WireVoltageDay;
    expect(today).toMatchObject({ index: 0, date: '2026-11-23', step_s: 60 });
    expect(today.l1).toHaveLength(1440);
    expect(today.l1.filter((v) => v !== null)).toHaveLength(600); // 00:00 to 10:00
    expect(today.l1[600]).toBeNull();
    expect(today.l2[599]).toBeGreaterThan(100);
    const oldest = (await get(t.app, '/app/monitors/100001/labs/voltage?day=29', tokens.demo)).json() as WireVoltageDay;
    expect(oldest.date).toBe('2026-10-25');
    expect(oldest.l1.every((v) => v !== null)).toBe(true);
  });

  test('a 25-hour day (the end of daylight saving) has 1500 minutes', async () => {
    const dst = (await get(t.app, '/app/monitors/100001/labs/voltage?day=22', tokens.demo)).json() as WireVoltageDay;
    expect(dst.date).toBe('2026-11-01');
    expect(dst.l1).toHaveLength(1500);
  });

  test('the day index is bounded 0 to 29', async () => {
    for (const [day, reason] of [
      ['30', "Invalid query parameter 'day': must be <= 29"],
      ['-1', "Invalid query parameter 'day': must be >= 0"],
      ['x', "Invalid query parameter 'day': must be integer"],
    ]) {
      const res = await get(t.app, `/app/monitors/100001/labs/voltage?day=${day}`, tokens.demo);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', error_reason: reason });
    }
  });

  test('the power-quality CSV of one day has a row per minute so far', async () => {
    const res = await asset('/app/monitors/100001/labs/assets/power-quality.csv', tokens.demo!, '&day=1');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kilowatch-N327004101-power-quality-2026-11-22.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,l1_v,l2_v');
    expect(lines).toHaveLength(1441);
    expect(lines[1]).toMatch(/^2026-11-22T00:00:00-05:00,\d{3}\.\d,\d{3}\.\d$/);
  });
});

describe('scoping and errors', () => {
  const same = (a: LightMyRequestResponse, b: LightMyRequestResponse) => {
    expect(a.statusCode).toBe(404);
    expect(a.body).toBe(b.body);
  };

  test("another user's monitor answers exactly like a missing one, on every labs path", async () => {
    for (const path of ['labs_content', 'labs/voltage?day=0', 'labs/assets/motor-stalls.csv']) {
      same(await get(t.app, `/app/monitors/100002/${path}`, tokens.demo), await get(t.app, `/app/monitors/999999/${path}`, tokens.demo));
    }
    expect((await get(t.app, '/app/monitors/100002/labs_content', tokens.demo)).json()).toEqual({ status: 'error', error_reason: 'Monitor not found' });
  });

  test('a token is required', async () => {
    expect((await get(t.app, '/app/monitors/100001/labs_content')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${API}/app/monitors/100001/labs/assets/motor-stalls.csv` })).statusCode).toBe(401);
  });

  test('an unknown file is a 404 in the reader’s language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/app/monitors/100001/labs/assets/secrets.txt`, headers: { authorization: `bearer ${tokens.demo}`, 'x-sense-ui-language': 'fr-CA' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', error_reason: 'Ce fichier Labs n’existe pas' });
  });
});
