import { between, signed, smoothNoise, unit } from '../hash';
import type { ApplianceKind } from './types';
import { outdoorTempC } from '../world/weather';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * Minute-level power models, one per appliance kind. Each is an O(1) pure function of the minute:
 * activity is decided per fixed window (a global block of minutes, a local hour, or a local day)
 * from hashes of (seed, device stream, window), so any minute can be evaluated on its own and a
 * month is just a loop. Session parameters are taken from the window, never from the minute, so
 * every minute of a session agrees with the others.
 */

/** Everything a model may read about one minute. Built once per minute and shared by all devices. */
export interface MinuteCtx {
  /** Epoch minute (ms / 60000). */
  m: number;
  /** Local clock minute, 0..1439. */
  clock: number;
  dayNo: number;
  dayStartMin: number;
  weekday: number;
  weekend: boolean;
  doy: number;
  month: number;
  tempC: number;
}

export interface ModelParams {
  seed: number;
  /** The device's stream id. */
  s: number;
  rated: number;
  latitude: number;
}

export type PowerModel = (p: ModelParams, c: MinuteCtx) => number;

/** Local clock at the start of a window that began `back` minutes ago. */
function clockAgo(c: MinuteCtx, back: number): number {
  return (((c.clock - back) % 1440) + 1440) % 1440;
}

/** One session per global window of `len` minutes; returns the minute index inside the session or -1. */
function windowSession(p: ModelParams, m: number, len: number, prob: (clock: number) => number, c: MinuteCtx, durLo: number, durHi: number): number {
  const w = Math.floor(m / len);
  const off = m - w * len;
  if (unit(p.seed, p.s, w, 1) >= prob(clockAgo(c, off))) return -1;
  const dur = Math.round(between(durLo, durHi, p.seed, p.s, w, 2));
  const start = Math.floor(unit(p.seed, p.s, w, 3) * Math.max(1, len - dur));
  return off >= start && off < start + dur ? off - start : -1;
}

/** A session on a local day: starts at a clock minute in [lo, hi), lasts [durLo, durHi) minutes. */
function daySession(p: ModelParams, c: MinuteCtx, tag: number, prob: number, lo: number, hi: number, durLo: number, durHi: number): number {
  if (unit(p.seed, p.s + tag, c.dayNo, 1) >= prob) return -1;
  const start = Math.round(between(lo, hi, p.seed, p.s + tag, c.dayNo, 2));
  const dur = Math.round(between(durLo, durHi, p.seed, p.s + tag, c.dayNo, 3));
  const i = c.clock - start;
  return i >= 0 && i < dur ? i : -1;
}

const inRange = (clock: number, lo: number, hi: number) => clock >= lo && clock < hi;
const always = () => 1;
const sometimes = () => 0.1;
const daytimeBlips = (clock: number) => (inRange(clock, 420, 1380) ? 0.12 : 0.02);
const workshopHours = (clock: number) => (inRange(clock, 540, 1200) ? 0.1 : 0);

const fridge: PowerModel = (p, c) => {
  const defrostStart = 120 + Math.floor(unit(p.seed, p.s, c.dayNo, 9) * 90);
  if (inRange(c.clock, defrostStart, defrostStart + 25)) return 430;
  const i = windowSession(p, c.m, 45, always, c, 13, inRange(clockAgo(c, c.m % 45), 420, 1320) ? 24 : 19);
  return i < 0 ? 0 : p.rated * (1 + 0.04 * signed(p.seed, p.s, Math.floor(c.m / 45), 4));
};

const freezer: PowerModel = (p, c) => {
  const i = windowSession(p, c.m, 60, always, c, 16, 28);
  return i < 0 ? 0 : p.rated * (1 + 0.04 * signed(p.seed, p.s, Math.floor(c.m / 60), 4));
};

const hvac: PowerModel = (p, c) => {
  const w = Math.floor(c.m / 30);
  const off = c.m - w * 30;
  const clock = clockAgo(c, off);
  const t = outdoorTempC(p.seed, p.latitude, w * 30, c.doy, clock / 60);
  const day = inRange(clock, 420, 1320);
  const cool = Math.max(0, Math.min(1, (t - (day ? 24 : 26)) / 15));
  const heat = Math.max(0, Math.min(1, ((day ? 20 : 17) - t) / 24));
  const demand = Math.max(cool, heat);
  if (demand < 0.02) return 0;
  const u = unit(p.seed, p.s, w, 1);
  let dur: number;
  if (demand < 0.2) {
    if (u >= demand / 0.2) return 0;
    dur = 6;
  } else dur = Math.max(6, Math.round(30 * Math.min(1, demand * (0.85 + 0.3 * u))));
  if (dur >= 27) dur = 30;
  const start = Math.floor(unit(p.seed, p.s, w, 2) * (30 - dur + 1));
  if (off < start || off >= start + dur) return 0;
  const base = p.rated * (cool > 0 ? 0.6 + 0.35 * demand : 0.7 + 0.35 * demand);
  const strips = heat > 0 && t < -5 && unit(p.seed, p.s, w, 3) < 0.5 ? 5000 : 0;
  return base + strips;
};

function hotWater(clock: number, shift: number): number {
  if (inRange(clock, 360 + shift, 510 + shift)) return 0.75;
  if (inRange(clock, 1080, 1290)) return 0.5;
  if (inRange(clock, 420, 1380)) return 0.08;
  return 0.04;
}
const hotWaterWeekday = (clock: number) => hotWater(clock, 0);
const hotWaterWeekend = (clock: number) => hotWater(clock, 120);

const waterHeater: PowerModel = (p, c) => {
  const i = windowSession(p, c.m, 60, c.weekend ? hotWaterWeekend : hotWaterWeekday, c, 8, 40);
  return i < 0 ? 0 : p.rated * (1 + 0.015 * signed(p.seed, p.s, Math.floor(c.m / 60), 5));
};

/** Laundry: 1-2 loads on laundry days; each dryer load follows its washer load. */
const LAUNDRY = 0x1a2b3c;
/** Laundry: 1-2 loads on laundry days; each dryer load follows its washer load. Returns the washer's
 * minute index (which = 'washer') or the dryer's progress 0..1 (which = 'dryer'), else -1. */
function laundry(seed: number, c: MinuteCtx, which: 'washer' | 'dryer'): number {
  if (unit(seed, LAUNDRY, c.dayNo, 1) >= (c.weekend ? 0.65 : 0.3)) return -1;
  const loads = unit(seed, LAUNDRY, c.dayNo, 2) < 0.4 ? 2 : 1;
  const first = Math.round(between(540, 1080, seed, LAUNDRY, c.dayNo, 3));
  let dryerFree = 0;
  for (let k = 0; k < loads; k++) {
    const ws = first + k * 55;
    const ds = Math.max(ws + 45 + Math.round(between(5, 20, seed, LAUNDRY, c.dayNo, 4 + k)), dryerFree);
    const dd = Math.round(between(50, 66, seed, LAUNDRY, c.dayNo, 6 + k));
    dryerFree = ds + dd + 5;
    if (which === 'washer' && inRange(c.clock, ws, ws + 45)) return c.clock - ws;
    if (which === 'dryer' && inRange(c.clock, ds, ds + dd)) return (c.clock - ds) / dd;
  }
  return -1;
}

const washer: PowerModel = (p, c) => {
  const i = laundry(p.seed, c, 'washer');
  if (i < 0) return 0;
  if (i < 4) return 60;
  if (i < 30) return between(330, 600, p.seed, p.s, c.m);
  if (i < 35) return 110;
  return between(480, 700, p.seed, p.s, c.m);
};

const dryer: PowerModel = (p, c) => {
  const f = laundry(p.seed, c, 'dryer');
  if (f < 0) return 0;
  const heaterOn = f < 0.9 && unit(p.seed, p.s, c.m) < (f < 0.7 ? 0.85 : 0.4);
  return 250 + (heaterOn ? p.rated - 250 : 0);
};

const dishwasher: PowerModel = (p, c) => {
  const i = daySession(p, c, 0, 0.65, 1170, 1335, 105, 106);
  if (i < 0) return 0;
  if ((i >= 8 && i < 25) || (i >= 50 && i < 65)) return p.rated;
  return i < 70 ? 120 : 8;
};

const oven: PowerModel = (p, c) => {
  const i = daySession(p, c, 0, c.weekend ? 0.6 : 0.5, 1005, 1125, 40, 80);
  if (i < 0) return 0;
  if (i < 12) return p.rated;
  return (i - 12) % 6 < 2 || unit(p.seed, p.s, c.m) < 0.15 ? p.rated : 40;
};

function microwaveUse(clock: number): number {
  if (inRange(clock, 420, 540) || inRange(clock, 1020, 1200)) return 0.35;
  if (inRange(clock, 720, 810)) return 0.45;
  return inRange(clock, 420, 1380) ? 0.08 : 0.01;
}
const microwave: PowerModel = (p, c) => {
  const i = windowSession(p, c.m, 60, microwaveUse, c, 1, 5);
  return i < 0 ? 0 : p.rated;
};

function kettleUse(clock: number): number {
  if (inRange(clock, 360, 540)) return 0.5;
  if (inRange(clock, 900, 960)) return 0.25;
  return inRange(clock, 420, 1320) ? 0.05 : 0;
}
const kettle: PowerModel = (p, c) => {
  const i = windowSession(p, c.m, 60, kettleUse, c, 3, 5);
  return i < 0 ? 0 : p.rated;
};

/** Evening lights from about sunset (earlier in winter) to bedtime; a little in the morning. */
export function lightsOnClock(p: ModelParams, c: MinuteCtx): number {
  const peakDay = p.latitude >= 0 ? 172 : 355;
  return 1095 + 75 * Math.cos((2 * Math.PI * (c.doy - peakDay)) / 365.25);
}

const lights: PowerModel = (p, c) => {
  const on = lightsOnClock(p, c);
  const bed = Math.round(between(1350, 1425, p.seed, p.s, c.dayNo, 1));
  const level = between(0.5, 1, p.seed, p.s, Math.floor(c.m / 10), 2);
  if (inRange(c.clock, on, bed)) return p.rated * level;
  if (!c.weekend && inRange(c.clock, 375, 465)) return p.rated * 0.4 * level;
  return 0;
};

const tv: PowerModel = (p, c) => {
  const evening = daySession(p, c, 0, 0.8, 1140, 1260, 90, 200);
  const afternoon = c.weekend ? daySession(p, c, 7, 0.5, 780, 960, 60, 150) : -1;
  if (evening < 0 && afternoon < 0) return 0;
  return between(105, 140, p.seed, p.s, Math.floor(c.m / 15));
};

const poolPump: PowerModel = (p, c) => {
  const summer = p.latitude >= 0 ? c.month >= 5 && c.month <= 9 : c.month >= 11 || c.month <= 3;
  const start = Math.round(between(480, 600, p.seed, p.s, c.dayNo, 1));
  const dur = summer ? Math.round(between(360, 450, p.seed, p.s, c.dayNo, 2)) : 120;
  return inRange(c.clock, start, start + dur) ? p.rated * (1 + 0.03 * signed(p.seed, p.s, c.dayNo, 3)) : 0;
};

/** The EV's own charging schedule: overnight sessions on some nights (sim/ev.ts adds the plug and the user's commands). */
export const ev: PowerModel = (p, c) => {
  // Sessions run overnight, so the window is noon to noon: early-morning minutes belong to yesterday.
  const early = c.clock < 720;
  const dayNo = early ? c.dayNo - 1 : c.dayNo;
  const t = early ? c.clock + 1440 : c.clock;
  const weekday = (((c.weekday - (early ? 1 : 0) - 1) % 7) + 7) % 7 + 1;
  if (unit(p.seed, p.s, dayNo, 1) >= (weekday >= 6 ? 0.25 : 0.45)) return 0;
  const start = Math.round(between(1290, 1470, p.seed, p.s, dayNo, 2));
  const dur = Math.round(between(45, 240, p.seed, p.s, dayNo, 3));
  const i = t - start;
  if (i < 0 || i >= dur) return 0;
  const left = dur - i;
  return left <= 15 ? 1500 + ((p.rated - 1500) * left) / 15 : p.rated;
};

const hairDryer: PowerModel = (p, c) => {
  const i = c.weekend ? daySession(p, c, 0, 0.4, 510, 600, 6, 12) : daySession(p, c, 0, 0.7, 390, 465, 6, 12);
  if (i < 0) return 0;
  return unit(p.seed, p.s, c.m) < 0.6 ? p.rated : 900;
};

const coffee: PowerModel = (p, c) => {
  const i = c.weekend ? daySession(p, c, 0, 0.85, 450, 540, 46, 96) : daySession(p, c, 0, 0.85, 360, 450, 46, 96);
  if (i < 0) return 0;
  return i < 6 ? p.rated : 70;
};

const sumpPump: PowerModel = (p, c) => (windowSession(p, c.m, 90, sometimes, c, 1, 2.49) < 0 ? 0 : p.rated);

const computer: PowerModel = (p, c) => {
  const on = c.weekend ? daySession(p, c, 0, 0.3, 1140, 1200, 60, 150) >= 0 : inRange(c.clock, 540, 1050);
  return on ? between(70, 110, p.seed, p.s, Math.floor(c.m / 5)) : 0;
};

const toaster: PowerModel = (p, c) => (daySession(p, c, 0, 0.4, 390, 510, 3, 4) < 0 ? 0 : p.rated);

const router: PowerModel = () => 0; // Its ~10 W is part of Always On.

const alwaysOn: PowerModel = (p, c) => p.rated * (1 + 0.05 * smoothNoise(p.seed, p.s, c.m, 360));

/** Other: unidentified plug loads, more in the evening, plus short blips (a vacuum, a hair iron...). */
const unknownLoads: PowerModel = (p, c) => {
  const h = c.clock / 60;
  const diurnal = 40 + 80 * Math.exp(-(((h - 8) / 1.5) ** 2)) + 60 * Math.exp(-(((h - 13) / 3) ** 2)) + 160 * Math.exp(-(((h - 20) / 2.2) ** 2));
  const wobble = 0.7 + 0.3 * (smoothNoise(p.seed, p.s, c.m, 45) + 1);
  const blip = windowSession(p, c.m, 20, daytimeBlips, c, 3, 10);
  return diurnal * wobble + (blip < 0 ? 0 : between(300, 1200, p.seed, p.s, Math.floor(c.m / 20), 9));
};

const relayLights: PowerModel = (p, c) => (inRange(c.clock, lightsOnClock(p, c) - 30, 1380) ? p.rated : 0);

const relayHeater: PowerModel = (p, c) => {
  const t = outdoorTempC(p.seed, p.latitude, c.dayStartMin + 1140, c.doy, 19);
  if (t >= 14) return 0;
  return daySession(p, c, 0, 0.6, 1080, 1140, 120, 240) < 0 ? 0 : p.rated;
};

const relayGarage: PowerModel = (p, c) => {
  const i = windowSession(p, c.m, 60, workshopHours, c, 10, 40);
  return i < 0 ? 0 : between(300, 1200, p.seed, p.s, Math.floor(c.m / 60), 7);
};

export const MODELS: Record<ApplianceKind, PowerModel> = {
  always_on: alwaysOn,
  unknown: unknownLoads,
  fridge,
  freezer,
  hvac,
  water_heater: waterHeater,
  dryer,
  washer,
  dishwasher,
  oven,
  microwave,
  kettle,
  lights,
  tv,
  pool_pump: poolPump,
  ev,
  hair_dryer: hairDryer,
  coffee,
  sump_pump: sumpPump,
  router,
  computer,
  toaster,
  relay_lights: relayLights,
  relay_heater: relayHeater,
  relay_garage: relayGarage,
};
