import type { HomeOptionField, WireHomeAttributes, WireHomeAttributesUpdate } from '../../../src/api/wire/home';
import { HOME_LIMITS, HOME_OPTION_FIELDS } from './limits';
import type { WireMonitorAttributes } from '../../../src/api/wire/monitor';
import { attributesOf, type MonitorRow } from '../db/monitors';
import { HttpError } from '../errors';
import { msg, type Locale, type MessageKey } from '../i18n';
import { checkPostalCode, electricityCostOf } from './locations';
import { isOptionKey, keyOfText, optionEnglish, optionText } from './options';

/**
 * The monitor's home attributes: how they are stored (monitors.attributes_json), answered
 * (GET/POST …/attributes) and changed. Every rule of spec §5 is checked here, on the whole update,
 * before anything is written.
 */

/** What attributes_json holds: the wire attributes plus the option keys. */
export type StoredAttributes = WireMonitorAttributes & Partial<Record<`${HomeOptionField}_key`, string | null>> & { user_set_sell_back_rate?: boolean };

const keyField = (f: HomeOptionField) => `${f}_key` as const;

/** The stored key of an option field; rows written before keys existed hold only the English text. */
export const storedKey = (a: StoredAttributes, f: HomeOptionField): string | null => a[keyField(f)] ?? keyOfText(f, a[f]);

/** GET …/attributes: keys filled, option texts in the locale, the location's average cost. */
export function homeAttributesOf(row: MonitorRow, locale: Locale): WireHomeAttributes {
  const a = attributesOf(row) as StoredAttributes;
  const out = { ...a } as WireHomeAttributes;
  for (const f of HOME_OPTION_FIELDS) {
    const key = storedKey(a, f);
    out[keyField(f)] = key;
    out[f] = key ? optionText(locale, key) : (a[f] ?? null);
  }
  out.cycle_start = a.cycle_start ?? null;
  out.electricity_cost = electricityCostOf(locale, a.state);
  out.user_set_sell_back_rate = a.user_set_sell_back_rate ?? (typeof a.sell_back_rate === 'number' && a.sell_back_rate >= 0);
  return out;
}

const bad = (key: MessageKey, values?: Record<string, string | number>) => new HttpError(400, msg(key, values));

/** At most `digits` decimals (3 for the cost and the sell-back rate), allowing float noise. */
export function hasAtMostDecimals(v: number, digits: number): boolean {
  const scaled = v * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const inRange = (v: number, min: number, max: number) => Number.isFinite(v) && v >= min && v <= max;

/** The body of POST …/attributes after the schema; option fields may come as key or English text. */
export type AttributesBody = WireHomeAttributesUpdate & Partial<Record<HomeOptionField, string | null>>;

const L = HOME_LIMITS;

/**
 * Applies an update to the stored attributes and returns the result, or throws the first broken
 * rule (400) without changing anything.
 */
export function applyAttributesUpdate(current: StoredAttributes, body: AttributesBody): StoredAttributes {
  const next: StoredAttributes = { ...current };
  let changed = false;
  const set = <K extends keyof StoredAttributes>(k: K, v: StoredAttributes[K]) => {
    next[k] = v;
    changed = true;
  };

  if (body.name !== undefined) {
    const name = body.name.trim();
    if (name.length > 64) throw bad('home.nameTooLong', { max: 64 });
    set('name', name);
  }

  if (body.postal_code !== undefined) {
    const raw = (body.postal_code ?? '').trim();
    if (raw === '') {
      set('postal_code', null);
      set('state', null);
    } else {
      const check = checkPostalCode(raw);
      if (!check.ok) throw bad(check.reason === 'format' ? 'home.postalFormat' : 'home.postalInvalid');
      set('postal_code', check.code);
      set('state', check.state);
    }
  }

  for (const f of HOME_OPTION_FIELDS) {
    const given = body[keyField(f)] !== undefined ? body[keyField(f)] : body[f];
    if (given === undefined) continue;
    if (given === null || given.trim() === '') {
      set(keyField(f), null);
      set(f, null);
      continue;
    }
    const key = isOptionKey(f, given.trim()) ? given.trim() : keyOfText(f, given);
    if (!key) throw bad('home.optionInvalid', { field: f });
    set(keyField(f), key);
    set(f, optionEnglish(key));
  }

  // Cost: -1 (or show_cost false) hides costs; a cost of 0-999 with up to 3 decimals shows them.
  if (body.cost !== undefined && body.cost !== -1) {
    if (!inRange(body.cost, L.costMin, L.costMax)) throw bad('home.costRange');
    if (!hasAtMostDecimals(body.cost, L.costDecimals)) throw bad('home.costPrecision');
  }
  if (body.show_cost === false || body.cost === -1) {
    set('cost', -1);
    set('show_cost', false);
  } else if (body.cost !== undefined) {
    set('cost', body.cost);
    set('show_cost', true);
    set('user_set_cost', true);
  } else if (body.show_cost === true) {
    set('show_cost', true);
    if (!(typeof next.cost === 'number' && next.cost >= 0)) set('cost', L.costDefault);
  }

  if (body.cycle_start !== undefined) {
    const c = body.cycle_start;
    if (c === null || c === L.cycleNotSet) set('cycle_start', L.cycleNotSet);
    else if (Number.isInteger(c) && inRange(c, L.cycleStartMin, L.cycleStartMax)) set('cycle_start', c);
    else throw bad('home.cycleRange');
  }

  if (body.sell_back_rate !== undefined) {
    const r = body.sell_back_rate;
    if (r === L.sellBackNotSet) {
      set('sell_back_rate', L.sellBackNotSet);
      set('user_set_sell_back_rate', false);
    } else {
      if (!inRange(r, L.sellBackMin, L.sellBackMax)) throw bad('home.sellBackRange');
      if (!hasAtMostDecimals(r, L.sellBackDecimals)) throw bad('home.sellBackPrecision');
      set('sell_back_rate', r);
      set('user_set_sell_back_rate', true);
    }
  }

  if (body.to_grid_threshold !== undefined) {
    const g = body.to_grid_threshold;
    if (g !== L.toGridOff && !(Number.isInteger(g) && inRange(g, L.toGridMin, L.toGridMax))) {
      throw bad('home.toGridRange');
    }
    set('to_grid_threshold', g);
  }

  if (body.tou_enabled !== undefined) set('tou_enabled', body.tou_enabled);
  if (body.solar_tou_enabled !== undefined) set('solar_tou_enabled', body.solar_tou_enabled);

  if (body.panel !== undefined) {
    const p = body.panel;
    if (p.panel_type !== 'MAIN' && p.panel_type !== 'SUB') throw bad('home.panelType');
    if (!(Number.isInteger(p.panel_slots) && inRange(p.panel_slots, L.panelSlotsMin, L.panelSlotsMax))) {
      throw bad('home.panelSlots');
    }
    set('panel', { panel_type: p.panel_type, panel_slots: p.panel_slots });
  }

  if (body.home_info_survey_progress !== undefined) set('home_info_survey_progress', body.home_info_survey_progress);

  if (!changed) throw bad('home.nothing');
  return next;
}
