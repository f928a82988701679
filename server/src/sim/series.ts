import { batterySpec, simulateBatteryDay, type BatteryDay } from './battery';
import { calendarFor, type LocalDay } from './calendar';
import type { Household } from './household';
import { outageOfDay } from './outage';
import { fillCtx, leg1Share, legVoltages, lineHz, loadW, motorStart, newCtx, solarMinuteW } from './minute';

/**
 * One local day of the household at one-minute resolution: the minute aggregates every history
 * figure is built from. Cached (a few dozen days); computing one costs a few milliseconds.
 */
export interface DaySeries {
  day: LocalDay;
  /** Mean W per minute for each load, in Household.loads order. */
  loads: Float32Array[];
  consumption: Float64Array;
  solar: Float64Array;
  /** + discharging, − charging (zeros without a battery). */
  battery: Float32Array;
  /** State of charge 0..1 at the end of each minute (zeros without a battery). */
  socEnd: Float32Array;
  leg1: Float32Array;
  leg2: Float32Array;
  voltage1: Float32Array;
  voltage2: Float32Array;
  hz: Float32Array;
  /** A grid outage of the day and the solar it curtailed (battery homes, sim/outage.ts). */
  outage?: [number, number] | null;
  curtail?: Float32Array;
  /** Motor starts of the day: minute index, load index, extra watts, seconds, stall. */
  starts: { i: number; k: number; extraW: number; seconds: number; stall: boolean }[];
}

const DAY_CACHE_MAX = 64;
const dayCache = new Map<string, DaySeries>();
const batteryCache = new Map<string, BatteryDay>();

export function clearSeriesCaches(): void {
  dayCache.clear();
  batteryCache.clear();
}

function remember<T>(cache: Map<string, T>, key: string, value: T, max: number): T {
  if (cache.size >= max) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, value);
  return value;
}

function computeDay(h: Household, dayNo: number): DaySeries {
  const cal = calendarFor(h.profile.timeZone);
  const day = cal.day(dayNo);
  const len = day.lengthMin;
  const seed = h.profile.seed >>> 0;
  const n = h.loads.length;
  const loads = h.loads.map(() => new Float32Array(len));
  const consumption = new Float64Array(len);
  const solar = new Float64Array(len);
  const leg1 = new Float32Array(len);
  const leg2 = new Float32Array(len);
  const voltage1 = new Float32Array(len);
  const voltage2 = new Float32Array(len);
  const hz = new Float32Array(len);
  const shares = h.loads.map(leg1Share);
  const starts: DaySeries['starts'] = [];
  const ctx = newCtx();
  // Minute before midnight: needed to tell motor starts from running motors.
  fillCtx(h, cal, day.startMin - 1, ctx);
  const prev = h.loads.map((rt) => (rt.device.motor ? loadW(rt, ctx) : 0));
  for (let i = 0; i < len; i++) {
    const m = day.startMin + i;
    fillCtx(h, cal, m, ctx, day);
    let total = 0;
    let l1 = 0;
    for (let k = 0; k < n; k++) {
      const rt = h.loads[k]!;
      const w = loadW(rt, ctx);
      let mean = w;
      if (rt.device.motor) {
        const st = motorStart(rt, m, w, prev[k]!);
        if (st) {
          mean += (st.extraW * st.seconds) / 60;
          starts.push({ i, k, ...st });
        }
      }
      prev[k] = w;
      (loads[k] as Float32Array)[i] = mean;
      total += mean;
      l1 += mean * shares[k]!;
    }
    consumption[i] = total;
    leg1[i] = l1;
    leg2[i] = total - l1;
    const s = solarMinuteW(h, ctx);
    solar[i] = s;
    const [v1, v2] = legVoltages(h, m, l1, total - l1, s / 2, s / 2);
    voltage1[i] = v1;
    voltage2[i] = v2;
    hz[i] = lineHz(seed, m);
  }
  let battery: Float32Array;
  let socEnd: Float32Array;
  let outage: BatteryDay['outage'];
  let curtail: BatteryDay['curtail'];
  if (h.profile.battery) {
    const bd = batteryDayFrom(h, day, consumption, solar);
    battery = bd.w;
    socEnd = bd.socEnd;
    outage = bd.outage;
    curtail = bd.curtail;
    // During a grid outage the inverter curtails solar the home cannot use or store.
    if (bd.curtail) for (let i = 0; i < len; i++) solar[i]! -= bd.curtail[i]!;
  } else {
    battery = new Float32Array(len);
    socEnd = new Float32Array(len);
  }
  return { day, loads, consumption, solar, battery, socEnd, leg1, leg2, voltage1, voltage2, hz, starts, ...(curtail ? { outage, curtail } : {}) };
}

function batteryDayFrom(h: Household, day: LocalDay, consumption: Float64Array, solar: Float64Array): BatteryDay {
  const key = `${h.key}#${day.dayNo}`;
  const cached = batteryCache.get(key);
  if (cached) return cached;
  const cal = calendarFor(h.profile.timeZone);
  const bd = simulateBatteryDay(batterySpec(h.profile.seed), cal, day, consumption, solar, h.profile.solar, outageOfDay(h.profile, day));
  return remember(batteryCache, key, bd, 20_000);
}

/** The minute series of a local day (cached). */
export function daySeries(h: Household, dayNo: number): DaySeries {
  const key = `${h.key}#${dayNo}`;
  const hit = dayCache.get(key);
  if (hit) {
    dayCache.delete(key);
    dayCache.set(key, hit);
    return hit;
  }
  return remember(dayCache, key, computeDay(h, dayNo), DAY_CACHE_MAX);
}

/** The battery table of a local day (cached separately: realtime needs only this). */
export function batteryDay(h: Household, dayNo: number): BatteryDay {
  const hit = batteryCache.get(`${h.key}#${dayNo}`);
  if (hit) return hit;
  const ds = daySeries(h, dayNo);
  return batteryCache.get(`${h.key}#${dayNo}`) ?? { w: ds.battery, socEnd: ds.socEnd, ...(ds.curtail ? { outage: ds.outage, curtail: ds.curtail } : {}) };
}
