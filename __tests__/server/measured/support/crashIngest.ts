import fs from 'node:fs';
import { openDatabase } from '../../../../server/src/db/database';
import { MeasuredStore } from '../../../../server/src/measured/store';
import { CRASH_BATCH, CRASH_MAX, CRASH_NOW, crashSample } from './crashSamples';
import { DECLARATION, MONITOR } from './fixture';

/**
 * Ingests the crash test's samples a batch at a time into the data folder argv[2], printing the count of
 * acknowledged samples after each ingest() returns (written straight to the pipe: nothing buffered), until
 * it is killed (or has ingested them all: then it waits to be killed).
 */
const dir = process.argv[2]!;
const db = openDatabase(dir);
const store = new MeasuredStore(db, { now: () => CRASH_NOW });
store.declare(MONITOR, DECLARATION);
let acked = 0;
while (acked < CRASH_MAX) {
  const batch = [];
  for (let i = acked; i < acked + CRASH_BATCH; i++) batch.push(crashSample(i));
  const r = store.ingest(MONITOR, batch);
  if (r.accepted !== batch.length) throw new Error(`ingest refused ${r.refused}: ${r.reason}`);
  acked += batch.length;
  fs.writeSync(1, `${acked}\n`);
}
fs.writeSync(1, 'done\n');
setInterval(() => {}, 60_000);
