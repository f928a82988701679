import { storedLatest } from '../measured';
import type { WireDeviceDetail, WireDeviceStage, WireStandbyConfig, WireUsageScale } from '../../../src/api/wire/devices';
import { t, type MessageKey } from '../i18n';
import { STANDBY_DEFAULT_W, STANDBY_MAX_W, STANDBY_MIN_W } from './limits';
import { alwaysOnOf } from './alwaysOn';
import { standbyThreshold, type BookDevice, type DeviceBook } from './book';
import { aboutFor } from './catalogue';
import { usageHistory } from './history';
import { liveStates, withLive } from './live';
import { productionOf, productionSource, usageOf } from './usage';

const WEEK_MS = 7 * 86_400_000;

const BLURBS: Record<WireDeviceStage, MessageKey> = {
  Inventory: 'device.blurb.Inventory',
  Identified: 'device.blurb.Identified',
  Tracking: 'device.blurb.Tracking',
  RealTime: 'device.blurb.RealTime',
};
/** The blurbs that speak of money, as they read when the home hides costs (Show costs off). */
const NO_COST_BLURBS: Partial<Record<MessageKey, MessageKey>> = {
  'device.blurb.Identified': 'device.blurb.IdentifiedNoCost',
  'device.blurb.RealTime': 'device.blurb.RealTimeNoCost',
  'device.blurb.Production': 'device.blurb.ProductionNoCost',
};

/** The stage blurb, without money when the home hides costs. */
function blurbKey(profile: { showCost?: boolean }, key: MessageKey): MessageKey {
  return profile.showCost === false ? (NO_COST_BLURBS[key] ?? key) : key;
}

export const standbyConfig = (b: BookDevice): WireStandbyConfig => ({
  threshold_w: standbyThreshold(b),
  min_w: STANDBY_MIN_W,
  default_w: STANDBY_DEFAULT_W,
  max_w: STANDBY_MAX_W,
});

function infoOf(book: DeviceBook, b: BookDevice): string | null {
  const { locale } = book;
  if (b.plug) {
    const date = { ms: b.dataStartMs, timeZone: book.profile.timeZone, style: 'longDate' } as const;
    return t(locale, 'smartPlug.info', { model: b.plug.model, date });
  }
  if (b.virtual) {
    const names = b.members.map((id) => book.byId.get(id)?.wire.name ?? id).join(', ');
    return t(locale, 'device.info.merged', { names });
  }
  if (!b.info || b.special) return null;
  const date = { ms: Date.parse(b.info.dateCreated), timeZone: book.profile.timeZone, style: 'longDate' } as const;
  return t(locale, 'device.info.detected', { date });
}

export interface ChartRequest {
  scale: WireUsageScale;
  atMs: number;
  cycleStart: number;
}

/**
 * GET …/devices/{id}: the wire §3.5 detail with statistics and the requested chart. yearFromMs: the
 * year's days are still loading (a brand-new data folder), and those ready begin there: the yearly
 * statistics come from them, extrapolated (the route adds `loading_days`: how many are still to come).
 */
export function deviceDetail(book: DeviceBook, b: BookDevice, nowMs: number, chart: ChartRequest, yearFromMs?: number): WireDeviceDetail {
  const { profile } = book;
  const live = liveStates(book, [b], nowMs, WEEK_MS).get(b.id);
  const device = withLive(profile, b, live);
  const source = productionSource(b);
  const usage = source ? null : usageOf(profile, b, nowMs, book.locale, yearFromMs);
  const production = source ? productionOf(profile, b, source, nowMs, book.locale, yearFromMs) : undefined;
  const tags = device.tags;
  const timelineAllowed = tags.TimelineAllowed === 'true';
  const alertsAllowed = tags.Alertable === 'true';
  const type = String(tags.UserDeviceType ?? device.type ?? 'OtherDevice');
  const detail: WireDeviceDetail = {
    device,
    last_state: live?.state ?? 'Off',
    last_state_time: new Date(live?.sinceMs ?? b.dataStartMs).toISOString(),
    notes: b.override?.notes ?? null,
    info: infoOf(book, b),
    usage,
    timeline: { visible: timelineAllowed && tags.TimelineDefault !== 'false', allowed: timelineAllowed },
    alerts: { allowed: alertsAllowed, enabled: alertsAllowed },
    blurb: { type: 'stage', content: t(book.locale, blurbKey(profile, source ? 'device.blurb.Production' : BLURBS[device.stage])) },
    about: aboutFor(b.special ? String(tags.DefaultUserDeviceType ?? type) : type, device.name, book.locale),
    progressive_usage: usage
      ? { avg_watts: usage.avg_watts, yearly_cost: usage.yearly_cost, yearly_text: usage.yearly_text }
      : { avg_watts: production?.avg_watts ?? 0, yearly_cost: 0, yearly_text: production?.yearly_text ?? '' },
    stage: device.stage,
    standby_config: standbyConfig(b),
    status: b.mergeId ? 'merged' : b.supersededBy ? 'superseded' : 'active',
    number_of_devices: device.number_of_devices ?? 1,
    data_reset_at: b.override?.data_reset_at ? new Date(b.override.data_reset_at).toISOString() : null,
    usage_history: usageHistory(profile, b, chart.scale, chart.atMs, nowMs, chart.cycleStart),
  };
  if (production) detail.production = production;
  if (b.id === 'always_on' && usage) {
    detail.always_on = alwaysOnOf(book, nowMs);
    // Its live watts: the store's latest sample of the channel (none when the meter is not heard now).
    const now = storedLatest(profile, nowMs, ['device:always_on']).get('device:always_on');
    if (now !== undefined) usage.current_ao_wattage = Math.round(now * 10) / 10;
  }
  return detail;
}
