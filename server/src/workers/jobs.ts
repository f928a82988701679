import { threadId } from 'node:worker_threads';
import type { MonitorProfile } from '../contracts';
import type { DeviceUserData } from '../db/devices';
import { buildBook, deviceListOf, findDevice, type DeviceBook } from '../devices/book';
import { deviceDetail, type ChartRequest } from '../devices/detail';
import { fillWholeDays, fillWholeDaysBack, recordingDays, type KeyedFigures } from '../devices/figures';
import { usageHistory } from '../devices/history';
import { liveStates, withLive } from '../devices/live';
import { evFigures, type EvFigures } from '../ev/charging';
import { STEP_MS, usage, type UsageAnswer, type UsageQuery } from '../history/usage';
import { usageFromStore, type UsageChannels } from '../history/storeUsage';
import { storeWindow, type Prepared } from '../measured';
import { fillTrendSpan } from '../trends/prepare';
import type { TrendDevice } from '../trends/series';
import type { Locale } from '../i18n';
import { cachedLabsFigures, labsAsset, prepareLabs, type LabsAsset, type LabsAssetInput, type LabsFigures, type LabsHome } from '../labs';
import { voltageDay, type VoltageDayFigures } from '../labs/voltageDay';
import { daySummary } from '../timeline/daySummary';
import type { WireDevice, WireDeviceDetail, WireDeviceUsageHistory } from '../../../src/api/wire/devices';

/**
 * The computations the worker pool runs off the event loop. Each is a pure function of a monitor
 * profile, times and the user's device data (read from SQLite by the main thread and passed in),
 * so a pool thread gets the same answer the main thread would. runJob is shared by the threads and
 * the inline mode (pool size 0).
 */

/** A device's detail or chart. */
export interface DeviceJob {
  profile: MonitorProfile;
  data: DeviceUserData;
  deviceId: string;
  nowMs: number;
  chart: ChartRequest;
  /** The request's language: names, blurbs and texts of the answer. */
  locale: Locale;
  /** Set when the year of statistics is still loading: the days ready begin here (devices/detail.ts). */
  yearFromMs?: number;
}

export interface JobMap {
  /** GET /app/history/usage from the measured store (without channels: the simulator's figures, as the pool's own tests ask). */
  usage: { input: { profile: MonitorProfile; query: UsageQuery; channels?: UsageChannels }; output: UsageAnswer };
  /** Up to maxDays missing whole past days of a span into the thread's day cache; where to go on from, or null. */
  figureDays: { input: { profile: MonitorProfile; fromMs: number; toMs: number; nowMs: number; maxDays: number; sliceMs?: number }; output: number | null };
  /** The same, newest day first; where the days still to do end (those after are ready), or null. */
  figureDaysBack: { input: { profile: MonitorProfile; fromMs: number; toMs: number; nowMs: number; maxDays: number; sliceMs?: number }; output: number | null };
  /** Up to maxDays whole past days of trend hours not yet persisted, simulated into the day store; where to go on from, or null. */
  trendDays: {
    input: { profile: MonitorProfile; fromMs: number; toMs: number; nowMs: number; maxDays: number; devices: TrendDevice[]; spanFromMs: number; sliceMs?: number };
    output: number | null;
  };
  /** GET …/devices: the user's devices with their live state (the day's changes). */
  deviceList: { input: { profile: MonitorProfile; data: DeviceUserData; includeMerged: boolean; nowMs: number; locale: Locale }; output: WireDevice[] };
  /** GET …/devices/{id}: statistics (a year of day figures), live state, always-on, the chart. */
  deviceDetail: { input: DeviceJob; output: WireDeviceDetail };
  /** GET …/devices/{id}/usage_history. */
  deviceUsageHistory: { input: DeviceJob; output: WireDeviceUsageHistory };
  /** GET /evcharge/monitors/{id}/status (and the answer of start/stop): the EV now and its last 24 hours. */
  evFigures: { input: { profile: MonitorProfile; atMs: number }; output: EvFigures };
  /** Fills the thread's Labs caches for a while (~150 ms); true once the figures are ready to answer fast. */
  labsPrepare: { input: { profile: MonitorProfile; nowMs: number }; output: boolean };
  /** GET …/labs_content: every Labs figure (30 days of the simulator; the thread keeps the days cached). */
  labsFigures: { input: { profile: MonitorProfile; home: LabsHome; nowMs: number }; output: LabsFigures };
  /** GET …/labs/voltage: one day of the power-quality graph. */
  labsVoltageDay: { input: { profile: MonitorProfile; nowMs: number; index: number }; output: VoltageDayFigures | null };
  /** The timeline's day summaries (a day's peak minute and always-on) of these local days, into the day store; how many. */
  daySummaries: { input: { profile: MonitorProfile; days: number[] }; output: number };
  /** GET …/labs/assets/{name}: an image or a CSV file. */
  labsAsset: { input: LabsAssetInput; output: LabsAsset | null };
}

export type JobKind = keyof JobMap;

export interface JobRequest<K extends JobKind = JobKind> {
  id: number;
  kind: K;
  input: JobMap[K]['input'];
  /** A background job (the warm-up's): the thread runs it at a lower priority (workers/worker.ts). */
  background?: boolean;
}

export type JobReply =
  | { id: number; ok: true; result: unknown; threadId: number; days: KeyedFigures[]; stored: { key: string; data: Float64Array }[]; measured: Prepared[] }
  | { id: number; ok: false; error: { name: string; message: string; stack?: string } };

export interface JobDone<K extends JobKind> {
  result: JobMap[K]['output'];
  /** The thread that computed it (0: the main thread). */
  threadId: number;
  /** Whole days of device figures the job computed (the main thread adopts them into its cache). */
  days: KeyedFigures[];
}

const DAY_MS = 86_400_000;

/**
 * The power meter's envelopes from the measured store, asking the monitor's source for what the store
 * has never heard. Without a store (no data folder) the simulator's figures directly.
 */
function storedUsage(profile: MonitorProfile, query: UsageQuery, channels: UsageChannels | undefined): UsageAnswer {
  if (!channels) return usage(profile, query);
  const step = STEP_MS[query.granularity];
  const start = Math.floor(query.startMs / step) * step;
  const end = Math.min(start + query.frames * step, Math.floor(query.nowMs / 1000) * 1000);
  const win = storeWindow(profile, start, Math.max(start, end), query.nowMs, { rows: query.granularity === 'SECOND', extremes: true });
  return win ? usageFromStore(win, channels, query) : usage(profile, query);
}

/** The device list: what is listed (and the battery), each with its state now and since when (looking back a day). */
export function deviceList(book: DeviceBook, includeMerged: boolean, nowMs: number): WireDevice[] {
  const devices = deviceListOf(book, includeMerged);
  const live = liveStates(book, devices, nowMs, DAY_MS);
  return devices.map((b) => withLive(book.profile, b, live.get(b.id)));
}

function deviceOf(job: DeviceJob) {
  const book = buildBook(job.profile, job.data, job.locale);
  const b = findDevice(book, job.deviceId);
  if (!b) throw new Error(`Device ${job.deviceId} not found`);
  return { book, b };
}

function compute<K extends JobKind>(kind: K, input: JobMap[K]['input']): JobMap[K]['output'] {
  type Out = JobMap[K]['output'];
  switch (kind) {
    case 'usage': {
      const { profile, query, channels } = input as JobMap['usage']['input'];
      return storedUsage(profile, query, channels) as Out;
    }
    case 'figureDays': {
      const { profile, fromMs, toMs, nowMs, maxDays, sliceMs } = input as JobMap['figureDays']['input'];
      return fillWholeDays(profile, fromMs, toMs, nowMs, maxDays, sliceMs) as Out;
    }
    case 'figureDaysBack': {
      const { profile, fromMs, toMs, nowMs, maxDays, sliceMs } = input as JobMap['figureDaysBack']['input'];
      return fillWholeDaysBack(profile, fromMs, toMs, nowMs, maxDays, sliceMs) as Out;
    }
    case 'trendDays': {
      const { profile, fromMs, toMs, nowMs, maxDays, devices, spanFromMs, sliceMs } = input as JobMap['trendDays']['input'];
      return fillTrendSpan(profile, fromMs, toMs, nowMs, maxDays, devices, spanFromMs, sliceMs) as Out;
    }
    case 'deviceList': {
      const { profile, data, includeMerged, nowMs, locale } = input as JobMap['deviceList']['input'];
      return deviceList(buildBook(profile, data, locale), includeMerged, nowMs) as Out;
    }
    case 'deviceDetail': {
      const job = input as DeviceJob;
      const { book, b } = deviceOf(job);
      return deviceDetail(book, b, job.nowMs, job.chart, job.yearFromMs) as Out;
    }
    case 'deviceUsageHistory': {
      const job = input as DeviceJob;
      const { b } = deviceOf(job);
      return usageHistory(job.profile, b, job.chart.scale, job.chart.atMs, job.nowMs, job.chart.cycleStart) as Out;
    }
    case 'evFigures': {
      const { profile, atMs } = input as JobMap['evFigures']['input'];
      return evFigures(profile, atMs) as Out;
    }
    case 'labsPrepare': {
      const { profile, nowMs } = input as JobMap['labsPrepare']['input'];
      return prepareLabs(profile, nowMs) as Out;
    }
    case 'labsFigures': {
      const { profile, home, nowMs } = input as JobMap['labsFigures']['input'];
      return cachedLabsFigures(profile, home, nowMs) as Out;
    }
    case 'labsVoltageDay': {
      const { profile, nowMs, index } = input as JobMap['labsVoltageDay']['input'];
      return voltageDay(profile, nowMs, index) as Out;
    }
    case 'labsAsset':
      return labsAsset(input as LabsAssetInput) as Out;
    case 'daySummaries': {
      const { profile, days } = input as JobMap['daySummaries']['input'];
      for (const d of days) daySummary(profile, d);
      return days.length as Out;
    }
    default:
      throw new Error(`Unknown job kind '${String(kind)}'`);
  }
}

export function runJob<K extends JobKind>(kind: K, input: JobMap[K]['input']): JobDone<K> {
  const { value, days } = recordingDays(() => compute(kind, input));
  return { result: value, threadId, days };
}
