import { listed, type BookDevice, type DeviceBook } from '../devices/book';
import type { WireHistorySolar, WireHistoryUsage, WireTrends } from '../../../src/api/wire/trends';
import type { TrendDevice } from './series';
import { r6 } from './trends';

/** The user's listed devices as trends report them (renames, merges, deletions and resets applied). */
export function trendDevicesOf(book: DeviceBook): TrendDevice[] {
  return listed(book, false).map(trendDeviceOf);
}

export function trendDeviceOf(b: BookDevice): TrendDevice {
  const w = b.wire;
  const d: TrendDevice = { id: b.id, name: w.name, icon: w.icon, tags: w.tags, energyIds: [...b.energyIds], dataStartMs: b.dataStartMs };
  if (w.make) d.make = w.make;
  if (w.given_make) d.given_make = w.given_make;
  if (w.location) d.location = w.location;
  if (w.model) d.model = w.model;
  if (w.stage) d.stage = w.stage;
  return d;
}

/** GET /app/monitors/{id}/history/usage (wire §3.7): the trends answer in the 2026 shape. */
export function historyUsage(t: WireTrends): WireHistoryUsage {
  return {
    scale: t.scale,
    start: t.start,
    end: t.end,
    steps: t.steps,
    consumption: { usage_total_kwh: t.consumption.total, usage_breakdown_kwh: t.consumption.totals },
    device_breakdown: t.consumption.devices.map((d) => ({
      id: d.id,
      name: d.name,
      icon: d.icon,
      consumption: { usage_total_kwh: d.total_kwh, usage_breakdown_kwh: d.history },
    })),
  };
}

/**
 * GET /app/monitors/{id}/history/usage/solar (wire §3.7). net = production − consumption (the
 * trends answer's net_production), per step and in total. A home without solar answers zeros for
 * production and everything from the grid (numbers, never null: the shape has no nulls).
 */
export function historySolar(t: WireTrends): WireHistorySolar {
  const prod = t.production.totals;
  const cons = t.consumption.totals;
  return {
    scale: t.scale,
    start: t.start,
    end: t.end,
    steps: t.steps,
    total: {
      production_kwh: t.production.total,
      from_grid_kwh: t.from_grid ?? t.consumption.total,
      to_grid_kwh: t.to_grid ?? 0,
      net_kwh: t.net_production ?? r6(t.production.total - t.consumption.total),
      solar_percentage: t.solar_powered ?? 0,
    },
    breakdown: { net_kwh: cons.map((c, i) => r6((prod[i] ?? 0) - c)), production_kwh: prod },
  };
}
