import type { DeviceBook } from '../devices/book';
import type {
  WireAcEfficiency, WireFloatingNeutral, WireLabsContent, WireMotorStall, WireMotorStalls, WirePowerQuality, WireVoltageDay,
  WireVoltageEvent,
} from '../../../src/api/wire/labs';
import type { LabsFigures, LabsHome } from './compute';
import type { StallRecord, VoltRun } from './days';
import { DIP_BELOW_V, LABS_LOOKBACK_DAYS, NOMINAL_V, POWER_QUALITY_TERCILES, round, SPIKE_ABOVE_V } from './maths';
import { AVERAGE_HOURS } from './compute';
import type { VoltageDayFigures } from './voltageDay';

/** Labs pages whose support request (or 'contact me') a user may send once: the labs_id of POST /users/{id}/labs/feedback. */
export const SUPPORT_LABS_IDS = { motorStalls: 'motor-stalls', floatingNeutral: 'floating-neutral' } as const;

/** A device as the user sees it: a merge member shows as its merged device, a declared one as the device it is connected to. */
export interface DeviceLabel {
  id: string;
  name: string;
  icon: string;
}

export function deviceLabels(book: DeviceBook): Map<string, DeviceLabel> {
  const out = new Map<string, DeviceLabel>();
  for (const b of book.all) {
    const shown = book.byId.get(b.mergeId ?? b.supersededBy ?? b.id) ?? b;
    out.set(b.id, { id: shown.id, name: shown.wire.name, icon: shown.wire.icon });
  }
  return out;
}

const iso = (ms: number) => new Date(ms).toISOString();

function stallWire(s: StallRecord, labels: Map<string, DeviceLabel>): WireMotorStall {
  const label = labels.get(s.deviceId) ?? { id: s.deviceId, name: s.deviceId, icon: 'motor' };
  return { time: iso(s.epochMs), deviceId: label.id, deviceName: label.name, deviceIcon: label.icon, durationS: s.seconds, peakW: Math.round(s.peakW), spikeW: Math.round(s.spikeW) };
}

export function eventWire(r: VoltRun): WireVoltageEvent {
  return { kind: r.kind, start: iso(r.startMs), end: iso(r.endMs), durationS: Math.round((r.endMs - r.startMs) / 1000), legs: [...r.legs], voltage: round(r.voltage, 1) };
}

export interface ContentInput {
  monitorId: number;
  figures: LabsFigures;
  home: LabsHome;
  labels: Map<string, DeviceLabel>;
  /** Support requests already sent, by labs_id. */
  requested: Set<string>;
}

function motorStalls(f: LabsFigures['motorStalls'], labels: Map<string, DeviceLabel>, requested: Set<string>): WireMotorStalls {
  if (f.status !== 'ok') {
    return { status: 'failed', rating: null, averagePerDay: null, peakPerDay: null, peakDay: null, total: null, terciles: null, dailyCounts: [], mostRecent: null, recent: [], displaySupport: false };
  }
  const recent = f.stalls.slice(-10).reverse().map((s) => stallWire(s, labels));
  return {
    status: 'ok',
    rating: f.rating,
    averagePerDay: f.averagePerDay,
    peakPerDay: f.peakPerDay,
    peakDay: f.peakDay,
    total: f.total,
    terciles: f.terciles,
    dailyCounts: f.dailyCounts,
    mostRecent: recent[0] ?? null,
    recent,
    displaySupport: f.rating === 'high' && !requested.has(SUPPORT_LABS_IDS.motorStalls),
  };
}

function powerQuality(f: LabsFigures['powerQuality'], days: LabsFigures['days']): WirePowerQuality {
  const base = {
    terciles: [POWER_QUALITY_TERCILES[0], POWER_QUALITY_TERCILES[1]] as [number, number],
    averageHours: AVERAGE_HOURS,
    days: days.map((d) => ({ index: d.index, date: d.date, start: iso(d.startMs), end: iso(d.endMs) })),
    nominalV: NOMINAL_V,
    dipBelowV: DIP_BELOW_V,
    spikeAboveV: SPIKE_ABOVE_V,
  };
  if (f.status !== 'ok') return { status: 'failed', rating: null, eventCount: null, voltageNow: null, average: null, sustained: null, events: [], ...base };
  const s = f.sustained;
  const sustained = s
    ? {
        ...(s.l1.min <= s.l2.min ? { min: round(s.l1.min, 1), minLeg: 'L1' as const, minTime: iso(s.l1.minAt * 1000) } : { min: round(s.l2.min, 1), minLeg: 'L2' as const, minTime: iso(s.l2.minAt * 1000) }),
        ...(s.l1.max >= s.l2.max ? { max: round(s.l1.max, 1), maxLeg: 'L1' as const, maxTime: iso(s.l1.maxAt * 1000) } : { max: round(s.l2.max, 1), maxLeg: 'L2' as const, maxTime: iso(s.l2.maxAt * 1000) }),
      }
    : null;
  return {
    status: 'ok',
    rating: f.rating,
    eventCount: f.eventCount,
    voltageNow: f.voltageNow,
    average: f.average,
    sustained,
    events: f.events.slice(-20).reverse().map(eventWire),
    ...base,
  };
}

function floatingNeutral(f: LabsFigures['floatingNeutral'], requested: Set<string>): WireFloatingNeutral {
  if (f.status !== 'ok') return { status: 'failed', rating: null, voltsPerKw: null, legWatts: null, legVoltage: null, displaySupport: false };
  return {
    status: 'ok',
    rating: f.rating,
    voltsPerKw: f.voltsPerKw,
    legWatts: f.legWatts,
    legVoltage: f.legVoltage,
    displaySupport: f.rating === 'high' && !requested.has(SUPPORT_LABS_IDS.floatingNeutral),
  };
}

function acEfficiency(f: LabsFigures['acEfficiency'], home: LabsHome, labels: Map<string, DeviceLabel>): WireAcEfficiency {
  const cohort = { weatherSimilarity: Boolean(home.postalCode), similarSize: Boolean(home.homeSizeType) };
  if (f.status !== 'ok') {
    return {
      status: 'failed', rating: 'failed', deviceId: null, deviceName: null, userKwhPerDegreeDay: null, thresholdKwhPerDegreeDay: null, acKwh: null,
      degreeDays: null, savings: null, cost: home.cost, histogram: null, cohort,
    };
  }
  const label = f.deviceId ? labels.get(f.deviceId) : undefined;
  return {
    status: 'ok',
    rating: f.rating,
    deviceId: label?.id ?? f.deviceId,
    deviceName: label?.name ?? null,
    userKwhPerDegreeDay: f.user,
    thresholdKwhPerDegreeDay: f.threshold,
    acKwh: f.acKwh,
    degreeDays: f.degreeDays,
    savings: f.savings,
    cost: home.cost,
    histogram: f.histogram,
    cohort,
  };
}

/** Asset paths below the API root (they accept `?access_token=`, `ui_language` and `mode`). */
export function assetPath(monitorId: number, name: string): string {
  return `/app/monitors/${monitorId}/labs/assets/${name}`;
}

/** GET /app/monitors/{id}/labs_content from the figures, with the user's device names and their support requests. */
export function labsContent(input: ContentInput): WireLabsContent {
  const { figures: f, monitorId, labels, requested, home } = input;
  const hasStall = f.motorStalls.status === 'ok' && f.motorStalls.stalls.length > 0;
  return {
    monitor_id: monitorId,
    updated: iso(f.nowMs),
    lookback_days: LABS_LOOKBACK_DAYS,
    start: iso(f.startMs),
    end: iso(f.nowMs),
    fault_detection_json: {
      motorStalls: motorStalls(f.motorStalls, labels, requested),
      powerQuality: powerQuality(f.powerQuality, f.days),
      acEfficiency: acEfficiency(f.acEfficiency, home, labels),
      floatingNeutral: floatingNeutral(f.floatingNeutral, requested),
    },
    assets: {
      daily_counts_image: assetPath(monitorId, 'motor-stalls-daily.svg'),
      power_meter_sample_image: hasStall ? assetPath(monitorId, 'motor-stall-sample.svg') : null,
      raw_csv_files: {
        motor_stalls: assetPath(monitorId, 'motor-stalls.csv'),
        power_quality: assetPath(monitorId, 'power-quality.csv'),
        floating_neutral: assetPath(monitorId, 'floating-neutral.csv'),
      },
    },
  };
}

export function voltageDayWire(d: VoltageDayFigures): WireVoltageDay {
  return { index: d.index, date: d.date, start: iso(d.startMs), end: iso(d.endMs), step_s: d.stepS, l1: d.l1, l2: d.l2, events: d.events.map(eventWire) };
}
