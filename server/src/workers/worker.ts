import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { fromBlob } from '../db/dayStore';
import { setDayStore } from '../db/persistedDays';
import { MeasuredReader, setDeclarer, setMeasuredReader, type Prepared } from '../measured';
import { declarationFor, fillerOf, outagesOf, sourceFor } from '../sources/registry';
import { runJob, type JobRequest, type JobReply } from './jobs';

/**
 * A pool thread: runs one job at a time for the main thread (workers/pool.ts) and answers with its
 * result. Its simulator caches live as long as the thread, so repeated requests stay warm.
 */
if (!parentPort) throw new Error('workers/worker.ts must run in a worker thread');
const port = parentPort;

/**
 * Linux: background jobs (the warm-up) run this thread at nice 10 (nice is per thread there), so on
 * a busy machine a request's job, the event loop that sends the feed, and everything else win the CPU
 * from them; a request's job runs it at nice 0 again. A nice-10 thread gets a ninth of a nice-0 one's
 * share: request jobs at nice 10 ran ten times slower than on an idle machine beside two browsers.
 * Raising the priority back needs the right to (root or CAP_SYS_NICE); without it the thread stays at
 * nice 10 for whatever follows, as it always was. Elsewhere nothing changes.
 */
const tid = ((): number | null => {
  try {
    const id = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 && id !== process.pid ? id : null;
  } catch {
    return null; // No /proc/thread-self (not Linux).
  }
})();
let nice = 0;
/** False once raising the priority was refused: it is not asked again for every request job. */
let mayRaise = true;
function setNice(want: number): void {
  if (tid === null || want === nice || (want < nice && !mayRaise)) return;
  try {
    os.setPriority(tid, want);
    nice = want;
  } catch {
    // Not allowed (raising priority without the right): keep what we have.
    if (want < nice) mayRaise = false;
  }
}
setNice(10);

/**
 * Persisted days (db/persistedDays.ts): this thread reads the data folder's database (read-only, WAL
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
// With a store, the pool declares a job's monitor there before queueing it (pool.ts `declare`), and
// this answers only if not; without one (a pool with no data folder) it is the devices' only answer.
setDeclarer(declarationFor);

port.on('message', (msg: JobRequest) => {
  let reply: JobReply;
  setNice(msg.background ? 10 : 0);
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
