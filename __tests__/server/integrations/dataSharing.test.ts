/** @jest-environment node */
import { signIn, startTestApp, type TestApp } from '../support/harness';
import type { WireDataSharingResponse, WireDataSharingUpdateResponse } from '../../../src/api/wire/dataSharing';
import { call, reasonOf, snapshot } from './support';

let t: TestApp;
let demo: string;
let partner: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await signIn(t.app, 'demo@example.com')).access_token;
  partner = (await signIn(t.app, 'partner@example.com')).access_token;
});
afterAll(() => t.close());

describe('data sharing', () => {
  test('partners keyed by partner_id, each with its consent content', async () => {
    const body = (await call(t.app, 'GET', '/app/monitors/100001/data_sharing', demo)).json() as WireDataSharingResponse;
    expect(Object.keys(body)).toEqual(['gridwise-rewards', 'home-energy-study', 'sunshare-community-solar']);
    const g = body['gridwise-rewards']!;
    expect(g).toMatchObject({ partner_id: 'gridwise-rewards', partner_name: 'GridWise Rewards', consent_enabled: false, consent_required: false, consent_requested: false, updated_at: null });
    expect(g.consent_content.title).toBe('Share your usage with GridWise Rewards?');
    expect(g.consent_content.sections[0]).toEqual({
      heading: 'What is shared',
      bullets: ['Your home’s hourly electricity use', 'When you use less during peak events', 'Your postal code, never your name or address'],
    });
    expect(g.consent_content.learn_more_url).toMatch(/^https:\/\//);
    expect(body['sunshare-community-solar']).toMatchObject({ consent_required: true, consent_requested: true, consent_enabled: true });
    // In French.
    const fr = (await call(t.app, 'GET', '/app/monitors/100001/data_sharing', demo, undefined, 'fr-CA')).json() as WireDataSharingResponse;
    expect(fr['gridwise-rewards']!.consent_content.title).toBe('Partager votre consommation avec GridWise Rewards ?');
  });

  test('give and withdraw consent; not right now records the request', async () => {
    const on = await call(t.app, 'POST', '/app/monitors/100001/data_sharing/gridwise-rewards', demo, { consent_enabled: true });
    expect(on.statusCode).toBe(200);
    expect((on.json() as WireDataSharingUpdateResponse).partner).toMatchObject({ consent_enabled: true, consent_requested: true });
    const off = await call(t.app, 'POST', '/app/monitors/100001/data_sharing/gridwise-rewards', demo, { consent_enabled: false });
    expect((off.json() as WireDataSharingUpdateResponse).partner).toMatchObject({ consent_enabled: false, consent_requested: true });
    const later = await call(t.app, 'POST', '/app/monitors/100001/data_sharing/home-energy-study', demo, { consent_enabled: false });
    expect((later.json() as WireDataSharingUpdateResponse).partner).toMatchObject({ consent_enabled: false, consent_requested: true });
    // Per monitor: the partner account's home is untouched.
    const other = (await call(t.app, 'GET', '/app/monitors/100002/data_sharing', partner)).json() as WireDataSharingResponse;
    expect(other['gridwise-rewards']).toMatchObject({ consent_enabled: false, consent_requested: false });
  });

  test('refusals write nothing', async () => {
    const before = snapshot(t.app);
    const required = await call(t.app, 'POST', '/app/monitors/100001/data_sharing/sunshare-community-solar', demo, { consent_enabled: false });
    expect([required.statusCode, reasonOf(required)]).toEqual([409, 'SunShare Community Solar requires this consent; contact them to change it']);
    const unknown = await call(t.app, 'POST', '/app/monitors/100001/data_sharing/nobody', demo, { consent_enabled: true });
    expect([unknown.statusCode, reasonOf(unknown)]).toEqual([404, 'Data-sharing partner not found']);
    const bad = await call(t.app, 'POST', '/app/monitors/100001/data_sharing/gridwise-rewards', demo, { consent_enabled: 'maybe' });
    expect([bad.statusCode, reasonOf(bad)]).toEqual([400, "Invalid field 'consent_enabled': must be boolean"]);
    const foreign = await call(t.app, 'POST', '/app/monitors/100001/data_sharing/gridwise-rewards', partner, { consent_enabled: true });
    expect([foreign.statusCode, reasonOf(foreign)]).toEqual([404, 'Monitor not found']);
    expect(snapshot(t.app)).toEqual(before);
  });
});
