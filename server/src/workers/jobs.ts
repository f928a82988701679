import { threadId } from 'node:worker_threads';
import type { MonitorProfile } from '../contracts';
import { wholeDayFigures, type Figures, type WholeDay } from '../devices/figures';
import { usage, type UsageAnswer, type UsageQuery } from '../history/usage';

/**
 * The computations the worker pool runs off the event loop. Each is a pure function of a monitor
 * profile and times (the simulator needs nothing from SQLite), so a pool thread gets the same
 * answer as the main thread would; runJob is shared by the threads and the inline mode (size 0).
 */
export interface DayFigures extends Figures {
  dayNo: number;
}

export interface JobMap {
  /** GET /app/history/usage: the whole answer (the thread keeps its own envelope caches warm). */
  usage: { input: { profile: MonitorProfile; query: UsageQuery }; output: UsageAnswer };
  /** Device statistics: the figures of whole past local days, for the main thread's day cache. */
  dayFigures: { input: { profile: MonitorProfile; days: WholeDay[] }; output: DayFigures[] };
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

export function runJob<K extends JobKind>(kind: K, input: JobMap[K]['input']): JobDone<K> {
  switch (kind) {
    case 'usage': {
      const { profile, query } = input as JobMap['usage']['input'];
      return { result: usage(profile, query), transfer: [], threadId } as JobDone<K>;
    }
    case 'dayFigures':
      return dayFigures(input as JobMap['dayFigures']['input']) as JobDone<K>;
    default:
      throw new Error(`Unknown job kind '${String(kind)}'`);
  }
}
