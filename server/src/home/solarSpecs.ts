import type { WireSolarSpecs, WireSolarSpecsUpdate } from '../../../src/api/wire/home';
import type { MonitorProfile } from '../contracts';
import { HttpError } from '../errors';
import { msg, type MessageKey } from '../i18n';
import { declaredEquipment } from '../measured';
import { HOME_LIMITS } from './limits';

/** A panel's rating when the monitor only knows the system's (W): a common residential panel. */
const DEFAULT_PANEL_W = 400;

/**
 * The solar system's specs (spec §3 solar, §5 "minimum 0"): what the user saved, else what the
 * monitor's source declares (the array's rating, as 400 W panels). Stored only: the simulated array
 * is part of the household, so the specs do not change production.
 */
export function solarSpecsOf(profile: MonitorProfile, stored: { system_rating: number; panel_count: number; panel_rating: number } | undefined): WireSolarSpecs {
  if (stored) return { system_rating: stored.system_rating, panel_count: stored.panel_count, panel_rating: stored.panel_rating, user_set: true };
  const capacityW = profile.solar ? declaredEquipment(profile).solarCapacityW : 0;
  const count = Math.round(capacityW / DEFAULT_PANEL_W);
  return { system_rating: Math.round(capacityW / 10) / 100, panel_count: count, panel_rating: count > 0 ? DEFAULT_PANEL_W : 0, user_set: false };
}

const L = HOME_LIMITS;
const bad = (key: MessageKey, values?: Record<string, number>) => new HttpError(400, msg(key, values));
const within = (v: number | undefined, max: number) => v === undefined || (Number.isFinite(v) && v >= 0 && v <= max);

/** Checks an update (each value at least 0; the count whole) and merges it over the current specs. */
export function checkSolarSpecs(body: WireSolarSpecsUpdate, current: WireSolarSpecs): { system_rating: number; panel_count: number; panel_rating: number } {
  if (body.system_rating === undefined && body.panel_count === undefined && body.panel_rating === undefined) throw bad('solar.nothing');
  if (!within(body.system_rating, L.solarRatingMax)) throw bad('solar.systemRatingRange', { max: L.solarRatingMax });
  if (!within(body.panel_count, L.panelCountMax) || (body.panel_count !== undefined && !Number.isInteger(body.panel_count))) {
    throw bad('solar.panelCountRange', { max: L.panelCountMax });
  }
  if (!within(body.panel_rating, L.panelRatingMax)) throw bad('solar.panelRatingRange', { max: L.panelRatingMax });
  return {
    system_rating: body.system_rating ?? current.system_rating,
    panel_count: body.panel_count ?? current.panel_count,
    panel_rating: body.panel_rating ?? current.panel_rating,
  };
}
