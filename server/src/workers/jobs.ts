import { threadId } from 'node:worker_threads';
import type { MonitorProfile } from '../contracts';
import type { DeviceUserData } from '../db/devices';
import { buildBook, findDevice, listed, type DeviceBook } from '../devices/book';
import { deviceDetail, type ChartRequest } from '../devices/detail';
import { adoptDayFigures, wholeDayFigures, type Figures, type WholeDay } from '../devices/figures';
import { usageHistory } from '../devices/history';
import { liveStates, withLive } from '../devices/live';
import { usage, type UsageAnswer, type UsageQuery } from '../history/usage';
import type { WireDevice, WireDeviceDetail, WireDeviceUsageHistory } from '../../../src/api/wire/devices';

/**
 * The computations the worker pool runs off the event loop. Each is a pure function of a monitor
 * profile and times (the simulator needs nothing from SQLite), so a pool thread gets the same
 * answer as the main thread would; runJob is shared by the threads and the inline mode (size 0).
 */
export interface DayFigures extends Figures {
  dayNo: number;
}

/** A device's detail or chart: the user's device data (from SQLite, read by the main thread) and the
 * whole-day figures the main thread has cached for the spans it needs (so no thread computes them twice). */
export interface DeviceJob {
  profile: MonitorProfile;
  data: DeviceUserData;
  deviceId: string;
  nowMs: number;
  chart: ChartRequest;
  days: DayFigures[];
}

export interface JobMap {
  /** GET /app/history/usage: the whole answer (the thread keeps its own envelope caches warm). */
  usage: { input: { profile: MonitorProfile; query: UsageQuery }; output: UsageAnswer };
  /** Device statistics: the figures of whole past local days, for the main thread's day cache. */
  dayFigures: { input: { profile: MonitorProfile; days: WholeDay[] }; output: DayFigures[] };
  /** GET …/devices: the user's devices with their live state (the day's changes). */
  deviceList: { input: { profile: MonitorProfile; data: DeviceUserData; includeMerged: boolean; nowMs: number }; output: WireDevice[] };
  /** GET …/devices/{id}: statistics (a year of figures), live state, always-on, the chart. */
  deviceDetail: { input: DeviceJob; output: WireDeviceDetail };
  /** GET …/devices/{id}/usage_history. */
  deviceUsageHistory: { input: DeviceJob; output: WireDeviceUsageHistory };
}

export type JobKind = keyof JobMap;

export interface JobRequest<K extends JobKind = JobKind> {
  id: number;
  kind: K;
  input: JobMap[K]['input'];
}

export type JobReply =
  | { id: number; ok: true; result: unknown; threadId: number }
  | { id: number; ok: false; error: { name: string; message: string; stack?: string } };

export interface JobDone<K extends JobKind> {
  result: JobMap[K]['output'];
  /** Buffers handed over to the receiving thread instead of copied. */
  transfer: ArrayBuffer[];
  /** The thread that computed it (0: the main thread). */
  threadId: number;
}

function dayFigures({ profile, days }: JobMap['dayFigures']['input']): JobDone<'dayFigures'> {
  const result = days.map((day) => ({ dayNo: day.dayNo, ...wholeDayFigures(profile, day) }));
  const transfer = result.flatMap((f) => [f.kwh.buffer, f.runs.buffer, f.onMin.buffer] as ArrayBuffer[]);
  return { result, transfer, threadId };
}

const DAY_MS = 86_400_000;

/** The device list: what is listed, each with its state now and since when (looking back a day). */
export function deviceList(book: DeviceBook, includeMerged: boolean, nowMs: number): WireDevice[] {
  const devices = listed(book, includeMerged);
  const live = liveStates(book, devices, nowMs, DAY_MS);
  return devices.map((b) => withLive(book.profile, b, live.get(b.id)));
}

/** The book and device of a device job, with the given days in this thread's figure cache. */
function deviceOf(job: DeviceJob) {
  for (const { dayNo, ...f } of job.days) adoptDayFigures(job.profile, dayNo, f);
  const book = buildBook(job.profile, job.data);
  const b = findDevice(book, job.deviceId);
  if (!b) throw new Error(`Device ${job.deviceId} not found`);
  return { book, b };
}

export function runJob<K extends JobKind>(kind: K, input: JobMap[K]['input']): JobDone<K> {
  switch (kind) {
    case 'usage': {
      const { profile, query } = input as JobMap['usage']['input'];
      return { result: usage(profile, query), transfer: [], threadId } as JobDone<K>;
    }
    case 'dayFigures':
      return dayFigures(input as JobMap['dayFigures']['input']) as JobDone<K>;
    case 'deviceList': {
      const { profile, data, includeMerged, nowMs } = input as JobMap['deviceList']['input'];
      return { result: deviceList(buildBook(profile, data), includeMerged, nowMs), transfer: [], threadId } as JobDone<K>;
    }
    case 'deviceDetail': {
      const job = input as DeviceJob;
      const { book, b } = deviceOf(job);
      return { result: deviceDetail(book, b, job.nowMs, job.chart), transfer: [], threadId } as JobDone<K>;
    }
    case 'deviceUsageHistory': {
      const job = input as DeviceJob;
      const { b } = deviceOf(job);
      return { result: usageHistory(job.profile, b, job.chart.scale, job.chart.atMs, job.nowMs, job.chart.cycleStart), transfer: [], threadId } as JobDone<K>;
    }
    default:
      throw new Error(`Unknown job kind '${String(kind)}'`);
  }
}
