/** @jest-environment node */
import type { WireDevice, WireDeviceDetail } from '../../../src/api/wire/devices';
import type { WireTimelineItem, WireTimelineResponse } from '../../../src/api/wire/timeline';
import { startAlertRunner } from '../../../server/src/alerts';
import { API, bearer, post, signIn, startTestApp, type TestApp } from '../support/harness';

const MIN = 60_000;
const FR = { 'x-sense-ui-language': 'fr-CA' };
const ES = { 'x-sense-ui-language': 'es-US' };
const DEVICES = '/app/monitors/100001/devices';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ accessTokenTtlSeconds: 7 * 24 * 3600 });
  token = (await signIn(t.app, 'demo@example.com')).access_token;
});
afterAll(() => t.close());

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers: { ...bearer(token), ...headers } });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

/** Every text of a timeline item the server wrote. */
const textsOf = (i: WireTimelineItem) => [i.title, i.body, i.action_title, ...(i.children ?? []).map((c) => c.body)].filter((x): x is string => !!x);

/** English words the server's texts used to carry (a name the user typed may still be English). */
const ENGLISH = /\b(turned on|turned off|went idle|times|About|Always On|Other|Welcome|new peak|Installation check|Kilowatch is|has been|is now|your home|Your home)\b/;

describe('device texts in the request language', () => {
  test('a device detail: blurb, about, detection date and yearly text in French', async () => {
    const list = await getJson<WireDevice[]>(DEVICES, FR);
    const fridge = list.find((d) => d.tags.OriginalName === 'Fridge')!;
    const detail = await getJson<WireDeviceDetail>(`${DEVICES}/${fridge.id}`, FR);
    expect(detail.blurb?.content).toBe('Kilowatch voit cet appareil en direct : sa puissance, sa consommation et ses coûts.');
    expect(detail.about?.title).toBe('À propos : Fridge');
    expect(detail.about?.content).toMatch(/^Le compresseur d’un réfrigérateur/);
    expect(detail.info).toMatch(/^Détecté le \d{1,2} [a-zéû]+ \d{4}$/);
    expect(detail.usage?.yearly_text).toMatch(/^(Environ [\d\s\u00a0\u202f]+ kWh par an|Moins de 1 kWh par an|Aucune consommation pour l’instant)$/);
    expect(detail.device.tags.UserDeviceTypeDisplayString).toBe('Réfrigérateur');

    const english = await getJson<WireDeviceDetail>(`${DEVICES}/${fridge.id}`);
    expect(english.blurb?.content).toBe('Kilowatch sees this device live: its power, usage and costs.');
    expect(english.about?.title).toBe('About Fridge');
    expect(english.usage?.yearly_text).toMatch(/^About [\d,]+ kWh a year$/);
    // The figures do not depend on the language.
    expect(detail.usage?.yearly_KWH).toBe(english.usage?.yearly_KWH);
  });

  test('the always-on page and the system devices’ names in French and Spanish', async () => {
    const detail = await getJson<WireDeviceDetail>(`${DEVICES}/always_on`, FR);
    expect(detail.device.name).toBe('Toujours allumé');
    expect(detail.about?.title).toBe('À propos : Toujours allumé');
    expect(detail.always_on?.description).toMatch(/^La consommation permanente est ce que votre maison consomme jour et nuit/);
    expect(detail.device.tags.UserDeviceTypeDisplayString).toBe('Toujours allumé');
    const es = await getJson<WireDevice[]>(DEVICES, ES);
    expect(es.slice(0, 2).map((d) => d.name)).toEqual(['Siempre encendido', 'Otros']);
    const en = await getJson<WireDevice[]>(DEVICES);
    expect(en.slice(0, 2).map((d) => d.name)).toEqual(['Always On', 'Other']);
  });

  test('the device catalogue follows Accept-Language when the app’s header is absent', async () => {
    const types = await getJson<{ device_categories: { id: string; display_name: string }[] }>('/app/monitors/devicetypes', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(types.device_categories.find((c) => c.id === 'kitchen')!.display_name).toBe('Cocina');
  });

  test('names the user typed stay as typed', async () => {
    const list = await getJson<WireDevice[]>(DEVICES);
    const dryer = list.find((d) => d.tags.OriginalName === 'Dryer')!;
    const res = await t.app.inject({ method: 'POST', url: `${API}${DEVICES}/${dryer.id}`, headers: bearer(token), payload: { name: 'Other dryer' } });
    expect(res.statusCode).toBe(200);
    const fr = await getJson<WireDevice[]>(DEVICES, FR);
    expect(fr.find((d) => d.id === dryer.id)!.name).toBe('Other dryer');
    const detail = await getJson<WireDeviceDetail>(`${DEVICES}/${dryer.id}`, FR);
    expect(detail.about?.title).toBe('À propos : Other dryer');
  });
});

describe('the timeline in the request language', () => {
  test('news, install check, peaks and device events are written in French, and in English without a language', async () => {
    const fr = await getJson<WireTimelineResponse>('/users/1/timeline?n_items=100', FR);
    const en = await getJson<WireTimelineResponse>('/users/1/timeline?n_items=100');
    // The same items, only the texts differ.
    expect(fr.items.map((i) => i.guid)).toEqual(en.items.map((i) => i.guid));
    expect(fr.sticky_items.map((i) => i.guid)).toEqual(en.sticky_items.map((i) => i.guid));
    const all = [...fr.sticky_items, ...fr.items];
    const english = all.flatMap(textsOf).filter((text) => ENGLISH.test(text.replace(/Fridge|Dryer|Other dryer/g, '')));
    expect(english).toEqual([]);
    expect(fr.items.some((i) => /s’est (allumé|éteint|mis en veille)/.test(i.body))).toBe(true);
    expect(en.items.some((i) => /turned (on|off)|went idle/.test(i.body))).toBe(true);
  });

  test('the setup notices in Spanish, with numbers and times in the locale', async () => {
    // Older pages reach the setup items.
    const pages: WireTimelineItem[] = [];
    let before: string | null = null;
    for (let i = 0; i < 40 && !pages.some((x) => x.type === 'Info'); i++) {
      const q: string = before ? `&prior_to_item=${encodeURIComponent(before)}` : '';
      const page: WireTimelineResponse = await getJson<WireTimelineResponse>(`/users/1/timeline?n_items=100&rollup=true${q}`, ES);
      pages.push(...page.sticky_items, ...page.items);
      if (!page.more_items || page.items.length === 0) break;
      before = page.items[page.items.length - 1]!.time;
    }
    const titles = pages.filter((i) => i.type === 'Info').map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining(['Te damos la bienvenida a Kilowatch', 'Reduce tu consumo permanente']));
    expect(pages.filter((i) => i.type === 'InstallCheck').every((i) => /^Revisión de la instalación/.test(i.title ?? ''))).toBe(true);
    const peak = pages.find((i) => i.type === 'NewPeak');
    expect(peak?.title).toBe('Has alcanzado un nuevo pico');
    expect(peak?.action_title).toBe('Ver qué estaba encendido');
    expect(peak?.body).toMatch(/\d W el \d{1,2} [a-z]+\.? a las /);

    // Its lookup names the system devices in the reader's language.
    const body = await getJson<{ devices: { id: string; name: string }[] }>(`/app/monitors/100001/${peak!.destination!.replace('peak:', 'peak/')}`, FR);
    expect(body.devices.length).toBeGreaterThan(0);
    expect(body.devices.find((d) => d.id === 'always_on')?.name).toBe('Toujours allumé');
    expect(body.devices.every((d) => d.id !== 'unknown' || d.name === 'Autres')).toBe(true);
    expect(body.devices.map((d) => d.name)).not.toContain('Always On');
    expect(body.devices.map((d) => d.name)).not.toContain('Other');
  });

  test('stored alert events (written in English) are shown in the reader’s language', async () => {
    const en = await getJson<WireTimelineResponse>('/users/1/timeline?n_items=100&rollup=false');
    const fridge = en.items.find((i) => i.device_name === 'Fridge')!.device_id!;
    const created = await t.app.inject({
      method: 'PUT',
      url: `${API}/app/monitors/100001/devices/${fridge}/notifications`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: { state: 'on', duration: 60 },
    });
    expect(created.statusCode).toBe(200);
    const runner = startAlertRunner(t.app.ctx, { timers: false });
    for (let i = 0; i < 36; i++) {
      t.clock.advance(5 * MIN);
      runner.tick();
    }
    runner.stop();
    const stored = t.app.ctx.db.prepare('SELECT item_json FROM alert_firings').all() as { item_json: string }[];
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((r) => (JSON.parse(r.item_json) as WireTimelineItem).body === 'Fridge has been on for 1 minute')).toBe(true);
    const fr = await getJson<WireTimelineResponse>(`/users/1/timeline?device_id=${fridge}&n_items=100`, FR);
    const alerts = fr.items.filter((i) => i.type === 'DeviceAlert');
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((a) => a.body === 'Fridge est allumé depuis 1 minute')).toBe(true);
  });
});

describe('error reasons in the request language', () => {
  test('a wrong password', async () => {
    const fr = await post(t.app, '/authenticate', { email: 'demo@example.com', password: 'wrong-Password-1' }, FR);
    expect(fr.statusCode).toBe(401);
    expect(fr.json().error_reason).toBe('Courriel ou mot de passe incorrect');
    const es = await post(t.app, '/authenticate', { email: 'demo@example.com', password: 'wrong-Password-1' }, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(es.json().error_reason).toBe('Correo electrónico o contraseña incorrectos');
    const en = await post(t.app, '/authenticate', { email: 'demo@example.com', password: 'wrong-Password-1' });
    expect(en.json().error_reason).toBe('Wrong email or password');
  });

  test('a bad MFA token, a bad refresh token, a bad reset link and a bad access token', async () => {
    const mfa = await post(t.app, '/authenticate/mfa', { mfa_token: 'x'.repeat(40), totp: '123456' }, FR);
    expect(mfa.statusCode).toBe(401);
    expect(mfa.json().error_reason).toBe('Votre session de vérification a expiré. Veuillez vous reconnecter.');
    const renew = await post(t.app, '/renew', { user_id: 1, refresh_token: 'y'.repeat(40) }, ES);
    expect(renew.statusCode).toBe(401);
    expect(renew.json().error_reason).toBe('Token de renovación no válido');
    const reset = await post(t.app, '/reset_password', { token: 'z'.repeat(40), password: 'Abcdefg-1' }, FR);
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error_reason).toBe('Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré.');
    const guard = await t.app.inject({ method: 'GET', url: `${API}${DEVICES}`, headers: { ...bearer('t1.v2.nope'), ...FR } });
    expect(guard.statusCode).toBe(401);
    expect(guard.json().error_reason).toBe('Jeton d’accès non valide ou expiré');
  });
});
