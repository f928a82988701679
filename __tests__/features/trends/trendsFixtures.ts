import type { WireCumulative, WireComparisons, WireTrendDevice, WireTrends } from '../../../src/api/wire/trends';
import type { ApiRequest } from '../../../src/api/types';

const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

export interface DeviceSpec {
  id: string;
  name: string;
  kwhPerStep: number;
  stage?: WireTrendDevice['stage'];
  percentChange?: number | null;
}

export const DEVICES: DeviceSpec[] = [
  { id: 'hp', name: 'Heat Pump', kwhPerStep: 3, stage: 'RealTime', percentChange: 12 },
  { id: 'always_on', name: 'Always On', kwhPerStep: 1, stage: 'RealTime', percentChange: 0 },
  { id: 'oven', name: 'Oven', kwhPerStep: 0.5, stage: 'Tracking', percentChange: -20 },
  { id: 'unknown', name: 'Other', kwhPerStep: 0.25, percentChange: null },
];

const RATE = 16.5;

/** A trends answer with `steps` equal steps: the devices' kWh per step, 2 kWh of solar per step, cents at 16.5 ¢/kWh. */
export function trendsAnswer(opts: { scale?: WireTrends['scale']; start: string; end?: string; steps?: number; devices?: DeviceSpec[]; solar?: boolean; percentChange?: number | null }): WireTrends {
  const steps = opts.steps ?? 30;
  const devices = opts.devices ?? DEVICES;
  const solar = opts.solar ?? true;
  const perStep = devices.reduce((s, d) => s + d.kwhPerStep, 0);
  const total = perStep * steps;
  const rows: WireTrendDevice[] = devices.map((d) => ({
    id: d.id,
    name: d.name,
    icon: d.id === 'always_on' ? 'alwayson' : 'socket',
    tags: {},
    ...(d.stage ? { stage: d.stage } : {}),
    history: Array.from({ length: steps }, () => d.kwhPerStep),
    avgw: r6(d.kwhPerStep / 24),
    total_kwh: r6(d.kwhPerStep * steps),
    total_cost: Math.round(d.kwhPerStep * steps * RATE),
    pct: Math.round(((d.kwhPerStep * steps) / total) * 1000) / 10,
    cost_history: Array.from({ length: steps }, () => Math.round(d.kwhPerStep * RATE)),
    percent_change: d.percentChange ?? null,
  }));
  const prod = solar ? 2 * steps : 0;
  return {
    scale: opts.scale ?? 'cycle',
    steps,
    start: opts.start,
    end: opts.end ?? opts.start,
    consumption: { total: r6(total), totals: Array.from({ length: steps }, () => perStep), devices: rows, total_cost: Math.round(total * RATE), total_costs: Array.from({ length: steps }, () => Math.round(perStep * RATE)) },
    production: {
      total: prod,
      totals: Array.from({ length: steps }, () => (solar ? 2 : 0)),
      devices: solar ? [{ id: 'solar', name: 'Solar', icon: 'solar_alt', tags: {}, history: Array.from({ length: steps }, () => 2), avgw: 0.08, total_kwh: prod, total_cost: Math.round(prod * RATE), pct: 100, cost_history: Array.from({ length: steps }, () => 33), percent_change: 5 }] : [],
      total_cost: Math.round(prod * RATE),
      total_costs: Array.from({ length: steps }, () => (solar ? 33 : 0)),
    },
    to_grid: solar ? 10 : null,
    from_grid: solar ? r6(total - prod + 10) : null,
    to_grid_cost: solar ? 165 : null,
    from_grid_cost: solar ? Math.round((total - prod + 10) * RATE) : null,
    net_production: solar ? r6(prod - total) : null,
    production_pct: solar ? Math.round((prod / total) * 100) : null,
    solar_powered: solar ? 104 : null,
    solar_to_home: solar ? { total_kwh: prod - 10, cost: Math.round((prod - 10) * RATE) } : null,
    solar_to_battery: null,
    grid_to_battery: null,
    battery_to_home: null,
    battery_to_grid: null,
    consumption_percent_change: opts.percentChange === undefined ? -8 : opts.percentChange,
    production_percent_change: solar ? 5 : null,
    consumption_kwh_change: opts.percentChange === null ? null : -12.5,
    consumption_cost_change_cents: opts.percentChange === null ? null : -206,
    stats: [
      { id: 'usage', label: 'Usage', value: r6(total), display: '' },
      { id: 'cost', label: 'Cost', value: Math.round(total * RATE), display: '' },
      { id: 'average_power', label: 'Average power', value: 198, display: '198 W' },
    ],
    usage_text: null,
    trend_text: null,
    trend_consumption: null,
    trend_cost: null,
    top_movers: null,
  };
}

/** Answers trends requests from their query (the period's start is echoed). */
export function answerTrends(request: ApiRequest<unknown>, opts: { solar?: boolean } = {}): WireTrends {
  const q = request.query as { start: string; scale: string };
  return trendsAnswer({ start: q.start, scale: q.scale.toLowerCase() as WireTrends['scale'], solar: opts.solar });
}

export function cumulativeAnswer(start: string, steps: number, days: number, perDay = 10): WireCumulative {
  return {
    unit: 'cycle',
    start,
    end: start,
    steps,
    consumption: { total: perDay * days, totals: Array.from({ length: days }, (_, i) => perDay * (i + 1)) },
    production: null,
  };
}

export function comparisonsAnswer(): WireComparisons {
  const row = (id: 'similar_homes' | 'nearby_homes' | 'efficient_homes', title: string, marker: number | null) => ({
    id,
    title,
    description_text: `${title} description`,
    comparison_summary_text: marker === null ? 'Tell us about your home to compare it with similar homes.' : `${title} summary`,
    cohort_marker: marker,
    tercile_strings: ['Low', 'Medium', 'High'] as [string, string, string],
    w: 900,
    cohort_avg_w: 1000,
    kWh: 650,
    count: 420,
    display_count: '420 homes',
    destination: marker === null ? '/settings/home' : null,
    selectable: marker !== null,
  });
  return {
    period_title: 'Last 30 days',
    start: '2026-10-24T04:00:00.000Z',
    end: '2026-11-23T05:00:00.000Z',
    avg_w: 900,
    comparisons: [row('similar_homes', 'Similar homes', null), row('nearby_homes', 'Homes nearby', 14), row('efficient_homes', 'Efficient homes', 27)],
  };
}
