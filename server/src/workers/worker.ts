import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { fromBlob } from '../db/dayStore';
import { setDayStore } from '../sim/dayStore';
import { MeasuredReader, setMeasuredReader, type Prepared } from '../measured';
import { fillerOf, outagesOf, sourceFor } from '../sources/registry';
import { runJob, type JobRequest, type JobReply } from './jobs';

/**
 * A pool thread: runs one job at a time for the main thread (workers/pool.ts) and answers with its
 * result. Its simulator caches live as long as the thread, so repeated requests stay warm.
 */
if (!parentPort) throw new Error('workers/worker.ts must run in a worker thread');
const port = parentPort;

/** Linux: this thread alone gets nice 10 (nice is per thread there), so on a busy machine the
 * event loop that sends the feed wins the CPU from history work. Elsewhere it keeps its priority. */
function lowerPriority(): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) os.setPriority(tid, 10);
  } catch {
    // No /proc/thread-self (not Linux) or not allowed: normal priority.
  }
}
lowerPriority();

/**
 * Persisted days (sim/dayStore.ts): this thread reads the data folder's database (read-only, WAL
 * lets it read while the main thread writes); days it simulates go back with the reply and the
 * main thread writes them, so only one thread ever writes the file.
 */
let outbox: { key: string; data: Float64Array }[] = [];
/** Pages of the measured store this thread filled from a source: the main thread writes them. */
let measured: Prepared[] = [];
const dbFile = (workerData as { dbFile?: string | null } | null)?.dbFile;
if (dbFile) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const read = db.prepare('SELECT body FROM sim_days WHERE key = ?').pluck();
  setDayStore({
    get: (key) => {
      const blob = read.get(key) as Buffer | undefined;
      return blob ? fromBlob(blob) : undefined;
    },
    put: (key, data) => void outbox.push({ key, data }),
  });
  setMeasuredReader(new MeasuredReader(db), (p) => void measured.push(...p), (profile) => fillerOf(sourceFor(profile, outagesOf(db, profile.id))));
}

port.on('message', (msg: JobRequest) => {
  let reply: JobReply;
  try {
    const done = runJob(msg.kind, msg.input);
    reply = { id: msg.id, ok: true, result: done.result, threadId: done.threadId, days: done.days, stored: outbox, measured };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    reply = { id: msg.id, ok: false, error: { name: e.name, message: e.message, stack: e.stack } };
  }
  outbox = [];
  measured = [];
  port.postMessage(reply);
});
