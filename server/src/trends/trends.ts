import type { MonitorProfile } from '../contracts';
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import {
  exportCreditInZone, priceSteps, productionValueInZone, ratesKey, roundedSplit, usageCostInZone, type PricedSteps, type ZonePrice,
} from '../devices/money';
import { profileKey } from '../home/profileKey';
import { measuredReader } from '../measured';
import { calendarFor } from '../time/calendar';
import type {
  WireEnergyFlow, WireTrendDevice, WireTrends, WireTrendScale, WireTrendScaleEcho, WireTrendSide, WireTrendStat, WireZoneCost,
} from '../../../src/api/wire/trends';
import { trendPeriod, type TrendPeriod } from './period';
import { devicesKey, spanSeries, sum, type SeriesSet, type SpanSeries, type TrendDevice } from './series';
import { costText, kwhText, pctText, TEXT, wattText } from './texts';

const HOUR_MS = 3_600_000;

export const r6 = (v: number): number => Math.round(v * 1e6) / 1e6;
const r1 = (v: number): number => Math.round(v * 10) / 10;
const iso = (ms: number): string => new Date(ms).toISOString();

/** What a trends computation needs: plain data only (it can run in a worker thread). */
export interface TrendsInput {
  profile: MonitorProfile;
  /** The listed devices (devices/book.ts listed()), solar included. `unknown` becomes Other. */
  devices: TrendDevice[];
  scale: WireTrendScale;
  atMs: number;
  cycleStart: number;
  nowMs: number;
  /** The language of the texts (stat labels and displays, usage_text); English when absent. */
  locale?: Locale;
  /**
   * Past days (local day numbers) not ready when the answer was due (a brand-new store still being
   * back-filled): left out and counted in `loading_days`, so the app says it is loading, not that
   * the home used nothing. Such an answer is never cached.
   */
  loadingDays?: readonly number[];
}

export interface PeriodFigures {
  period: TrendPeriod;
  current: SpanSeries;
  /** The previous period over the same elapsed span (like for like while the period runs). */
  previous: SpanSeries;
}

/**
 * The period's figures: per step, and the previous period's totals over the same elapsed span.
 * Device rows count from their data start; the `unknown` row (Other) is the home's consumption
 * minus every other consuming row, so the rows always add up to the total.
 */
export function periodFigures(input: TrendsInput): PeriodFigures {
  const { profile, devices, nowMs } = input;
  const period = trendPeriod(profile, input.scale, input.atMs, input.cycleStart);
  const loading = input.loadingDays?.length ? new Set(input.loadingDays) : undefined;
  const current = spanSeries(profile, devices, period.bounds, nowMs, undefined, loading);
  const prevEnd = Math.min(period.startMs, period.previousStartMs + current.elapsedMs);
  const previous = spanSeries(profile, devices, [period.previousStartMs, prevEnd], nowMs, undefined, loading);
  for (const s of [current, previous]) for (const set of [s, ...s.bands]) foldOther(devices, set);
  return { period, current, previous };
}

function foldOther(devices: readonly TrendDevice[], s: SeriesSet): void {
  const other = devices.findIndex((d) => d.id === 'unknown');
  if (other < 0) return;
  const row = s.devices[other]!;
  for (let k = 0; k < row.length; k++) {
    let named = 0;
    for (let i = 0; i < devices.length; i++) if (i !== other && devices[i]!.id !== 'solar') named += s.devices[i]![k]!;
    row[k] = Math.max(0, s.consumption[k]! - named);
  }
}

const change = (now: number, before: number): number | null => (before > 0 ? r1(((now - before) / before) * 100) : null);

/** Which figure of a set of series (the whole span's, or one rate zone's part) is priced. */
type Pick = (s: SeriesSet) => ArrayLike<number>;

/** Per-step cents of a figure: each rate zone's minutes at its rate, the rest at the flat rate. */
const priced = (s: SpanSeries, pick: Pick, price: ZonePrice): PricedSteps =>
  priceSteps(pick(s), s.bands.map((b) => ({ zone: b.zone, kwh: pick(b) })), price);

/** The split by rate of a priced figure, in whole cents that add up to its rounded total. */
function zoneSplit(p: PricedSteps): WireZoneCost[] {
  const cents = roundedSplit(p.byZone.map((z) => z.cents), Math.round(p.total));
  return p.byZone.map((z, i) => ({ zone_id: z.zoneId, kwh: r6(z.kwh), cost: cents[i]! }));
}

function deviceRow(d: TrendDevice, history: Float64Array, prevKwh: number | null, whole: number, cost: PricedSteps, elapsedMs: number, zoned: boolean): WireTrendDevice {
  const total = sum(history);
  const row: WireTrendDevice = {
    id: d.id,
    name: d.name,
    icon: d.icon,
    tags: d.tags,
    history: Array.from(history, r6),
    avgw: elapsedMs > 0 ? r6(total / (elapsedMs / HOUR_MS)) : 0,
    total_kwh: r6(total),
    total_cost: Math.round(cost.total),
    pct: whole > 0 ? r1((total / whole) * 100) : 0,
    cost_history: cost.steps.map((c) => Math.round(c)),
    percent_change: prevKwh === null ? null : change(total, prevKwh),
  };
  if (zoned) row.cost_by_zone = zoneSplit(cost);
  if (d.make) row.make = d.make;
  if (d.given_make) row.given_make = d.given_make;
  if (d.location) row.location = d.location;
  if (d.model) row.model = d.model;
  if (d.stage) row.stage = d.stage;
  return row;
}

function side(totals: Float64Array, rows: WireTrendDevice[], cost: PricedSteps, zoned: boolean): WireTrendSide {
  const out: WireTrendSide = {
    total: r6(sum(totals)),
    totals: Array.from(totals, r6),
    devices: rows,
    total_cost: Math.round(cost.total),
    total_costs: cost.steps.map((c) => Math.round(c)),
  };
  if (zoned) out.cost_by_zone = zoneSplit(cost);
  return out;
}

const flow = (s: SpanSeries, pick: Pick, price: ZonePrice): WireEnergyFlow => ({
  total_kwh: r6(sum(pick(s))),
  cost: Math.round(priced(s, pick, price).total),
});

/**
 * Solar's worth per step: in each rate's minutes, what the home used of it saves that rate and what
 * it exported earns that rate's sell-back.
 */
function productionPriced(profile: TrendsInput['profile'], s: SpanSeries): PricedSteps {
  const value = (p: SeriesSet, k: number, zone: SpanSeries['bands'][number]['zone'] | null, less: SeriesSet[]) => {
    let solar = p.solar[k]!;
    let out = p.flows.toGrid[k]! - p.flows.batteryToGrid[k]!;
    for (const b of less) {
      solar -= b.solar[k]!;
      out -= b.flows.toGrid[k]! - b.flows.batteryToGrid[k]!;
    }
    const exported = Math.min(solar, Math.max(0, out));
    return productionValueInZone(profile, solar - exported, exported, zone);
  };
  const steps = Array.from(s.solar, (_, k) => value(s, k, null, s.bands) + s.bands.reduce((a, b) => a + value(b, k, b.zone, []), 0));
  const total = steps.reduce((a, v) => a + v, 0);
  return { steps, total, byZone: [{ zoneId: null, kwh: sum(s.solar), cents: total }] };
}

const echo = (s: WireTrendScale): WireTrendScaleEcho => s.toLowerCase() as WireTrendScaleEcho;

/** Builds the wire §3.6 answer from the figures. */
export function trendsFrom(input: TrendsInput, f: PeriodFigures): WireTrends {
  const { profile, devices } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const { period, current: cur, previous: prev } = f;
  // Every cost goes through devices/money.ts, minute by minute: each rate zone's minutes at its
  // rate, the rest at the flat rate; usage at the home's rate, exports at the sell-back rate,
  // production worth what it saves plus what its exports earn.
  const usage: ZonePrice = (kwh, zone) => usageCostInZone(profile, kwh, zone);
  const credit: ZonePrice = (kwh, zone) => exportCreditInZone(profile, kwh, zone);
  const zoned = cur.bands.length > 0;
  const productionCost = productionPriced(profile, cur);
  const consumption = sum(cur.consumption);
  const production = sum(cur.solar);
  const prevConsumption = sum(prev.consumption);
  const prevProduction = sum(prev.solar);
  const consumptionCost = priced(cur, (s) => s.consumption, usage);
  const prevConsumptionCost = priced(prev, (s) => s.consumption, usage);
  const fromGrid = sum(cur.flows.fromGrid);

  // Days still loading count no time either: averages are over the time counted, and a period with
  // loading days (or a previous one with them) is not compared.
  const loadingDays = cur.loadingDays + prev.loadingDays;
  const countedMs = cur.elapsedMs - cur.loadingMs;
  const comparable = cur.elapsedMs > 0 && loadingDays === 0;
  const consumers: WireTrendDevice[] = [];
  const producers: WireTrendDevice[] = [];
  devices.forEach((d, i) => {
    const solar = d.id === 'solar';
    if (solar && !profile.solar) return;
    const history = cur.devices[i]!;
    const cost = solar ? productionCost : priced(cur, (s) => s.devices[i]!, usage);
    const row = deviceRow(d, history, loadingDays === 0 ? sum(prev.devices[i]!) : null, solar ? production : consumption, cost, countedMs, zoned && !solar);
    (solar ? producers : consumers).push(row);
  });
  consumers.sort((a, b) => b.total_kwh - a.total_kwh || a.name.localeCompare(b.name, 'en'));

  const solar = profile.solar;
  const battery = profile.battery;
  const pctChange = comparable ? change(consumption, prevConsumption) : null;
  const avgW = countedMs > 0 ? (consumption * 1000) / (countedMs / HOUR_MS) : 0;
  const productionPct = consumption > 0 ? Math.round((production / consumption) * 100) : production > 0 ? 100 : 0;
  const solarPowered = consumption > 0 ? Math.min(100, Math.max(0, Math.round(((consumption - fromGrid) / consumption) * 100))) : 0;
  const costCents = Math.round(consumptionCost.total);
  const stats: WireTrendStat[] = [
    { id: 'usage', label: TEXT.stats.usage(locale), value: r6(consumption), display: kwhText(consumption, locale) },
    { id: 'cost', label: TEXT.stats.cost(locale), value: costCents, display: costText(costCents, locale) },
    { id: 'average_power', label: TEXT.stats.averagePower(locale), value: Math.round(avgW), display: wattText(avgW, locale) },
  ];
  if (solar) {
    stats.push({ id: 'production', label: TEXT.stats.production(locale), value: r6(production), display: kwhText(production, locale) });
    stats.push({ id: 'self_powered', label: TEXT.stats.selfPowered(locale), value: solarPowered, display: pctText(solarPowered, locale) });
  }
  const noSolar: PricedSteps = { steps: new Array<number>(cur.solar.length).fill(0), total: 0, byZone: [] };
  const answer: WireTrends = {
    scale: echo(period.scale),
    steps: period.bounds.length - 1,
    start: iso(period.startMs),
    end: iso(period.endMs),
    consumption: side(cur.consumption, consumers, consumptionCost, zoned),
    production: side(solar ? cur.solar : new Float64Array(cur.solar.length), producers, solar ? productionCost : noSolar, false),
    to_grid: solar ? r6(sum(cur.flows.toGrid)) : null,
    from_grid: solar ? r6(fromGrid) : null,
    to_grid_cost: solar ? Math.round(priced(cur, (s) => s.flows.toGrid, credit).total) : null,
    from_grid_cost: solar ? Math.round(priced(cur, (s) => s.flows.fromGrid, usage).total) : null,
    net_production: solar ? r6(production - consumption) : null,
    production_pct: solar ? productionPct : null,
    solar_powered: solar ? solarPowered : null,
    solar_to_home: solar ? flow(cur, (s) => s.flows.solarToHome, usage) : null,
    solar_to_battery: solar && battery ? flow(cur, (s) => s.flows.solarToBattery, usage) : null,
    grid_to_battery: battery ? flow(cur, (s) => s.flows.gridToBattery, usage) : null,
    battery_to_home: battery ? flow(cur, (s) => s.flows.batteryToHome, usage) : null,
    battery_to_grid: battery ? flow(cur, (s) => s.flows.batteryToGrid, credit) : null,
    consumption_percent_change: pctChange,
    production_percent_change: solar && comparable ? change(production, prevProduction) : null,
    consumption_kwh_change: pctChange === null ? null : r6(consumption - prevConsumption),
    consumption_cost_change_cents: pctChange === null ? null : costCents - Math.round(prevConsumptionCost.total),
    stats,
    usage_text: pctChange === null ? null : TEXT.usageText(pctChange, echo(period.scale), locale),
    trend_text: null,
    trend_consumption: null,
    trend_cost: null,
    top_movers: null,
  };
  if (zoned) answer.rate_zones = cur.bands.map((b) => ({ id: b.zone.id, name: b.zone.name, cost: b.zone.cost }));
  // The store's gaps in the period so far: the figures count nothing there, and the app says so.
  if (cur.missingMinutes > 0) answer.missing_minutes = cur.missingMinutes;
  if (loadingDays > 0) answer.loading_days = loadingDays;
  return answer;
}

const CACHE_MAX = 256;
const cache = new Map<string, WireTrends>();

export function clearTrendsCache(): void {
  cache.clear();
}

/**
 * GET /app/history/trends for one monitor, cached per (monitor profile, devices, scale, period
 * start, elapsed minute, the store's versions of its days): a past period is computed once (again
 * when late data arrives for one of its days); the running one again each minute and each time the
 * store packs new samples of today (cheap: its whole days are cached by trends/days.ts).
 */
export function trends(input: TrendsInput): WireTrends {
  // An answer with days still loading is computed each time, never cached (nor keyed).
  if (input.loadingDays?.length) return trendsFrom(input, periodFigures(input));
  const period = trendPeriod(input.profile, input.scale, input.atMs, input.cycleStart);
  const asOf = Math.min(period.endMs, Math.floor(input.nowMs / 60_000) * 60_000);
  // The store's versions of the days read (this period's and the previous one's): data that arrives
  // late for a day already summed makes a new answer.
  const reader = measuredReader();
  const cal = calendarFor(input.profile.timeZone);
  const version = reader ? reader.daysVersion(input.profile.id, cal.dayOf(period.previousStartMs).dayNo, cal.dayOf(Math.max(period.startMs, asOf - 1)).dayNo + 1) : 0;
  const key = `${profileKey(input.profile)}|${ratesKey(input.profile)}|${input.scale}|${period.startMs}|${asOf}|v${version}|${(input.locale ?? DEFAULT_LOCALE).tag}|${devicesKey(input.devices)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const answer = trendsFrom(input, periodFigures(input));
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, answer);
  return answer;
}
