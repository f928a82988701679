import zlib from 'node:zlib';

/**
 * Byte layouts of the store (server/README.md "The measured store"). Values are kept quantised:
 * watts to 0.1 W, volts to 0.01 V, hertz to 0.001 Hz, percent to 0.01 %: finer than any meter
 * reports, and integers delta-encode and deflate to a few bytes a value.
 *
 * A raw block holds one monitor-minute of samples: their instants (ms within the minute) and, per
 * channel present, the values (absent where a sample lacks the channel) and their qualities.
 * A minute blob holds one monitor-hour of minute rollups, per channel.
 */

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

export const SCALE_OF_UNIT = { W: 10, V: 100, Hz: 1000, '%': 100 } as const;
/**
 * The largest magnitude a value may have (1 GW, 1 GV...): its quantised deltas must stay whole numbers
 * below 2^53 and fit the varint writer's reserve, or the block's other values are garbled.
 */
export const MAX_ABS_VALUE = 1e9;

/** A decoded raw block: n samples, sorted by time, and per channel index its values (NaN: absent) and qualities. */
export interface RawBlock {
  minute: number;
  /** Absolute instants (ms), ascending, unique. */
  t: number[];
  channels: Map<number, { v: Float64Array; q: Uint8Array }>;
}

// ---------- varints ----------

class Writer {
  buf: Buffer;
  n = 0;
  constructor(size = 1024) {
    this.buf = Buffer.allocUnsafe(size);
  }
  private room(k: number): void {
    if (this.n + k <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.n + k));
    this.buf.copy(next, 0, 0, this.n);
    this.buf = next;
  }
  u8(v: number): void {
    this.room(1);
    this.buf[this.n++] = v;
  }
  /** Unsigned varint (up to 2^53). */
  uv(v: number): void {
    this.room(8);
    while (v >= 0x80) {
      this.buf[this.n++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.n++] = v;
  }
  /** Signed varint (zigzag). */
  sv(v: number): void {
    this.uv(v < 0 ? -2 * v - 1 : 2 * v);
  }
  f32(v: number): void {
    this.room(4);
    this.buf.writeFloatLE(v, this.n);
    this.n += 4;
  }
  f64(v: number): void {
    this.room(8);
    this.buf.writeDoubleLE(v, this.n);
    this.n += 8;
  }
  done(): Buffer {
    return this.buf.subarray(0, this.n);
  }
}

class Reader {
  n = 0;
  constructor(readonly buf: Buffer) {}
  u8(): number {
    return this.buf[this.n++]!;
  }
  uv(): number {
    let v = 0;
    let mul = 1;
    for (;;) {
      const b = this.buf[this.n++]!;
      v += (b & 0x7f) * mul;
      if (b < 0x80) return v;
      mul *= 0x80;
    }
  }
  sv(): number {
    const u = this.uv();
    return u % 2 === 1 ? -(u + 1) / 2 : u / 2;
  }
  f32(): number {
    const v = this.buf.readFloatLE(this.n);
    this.n += 4;
    return v;
  }
  f64(): number {
    const v = this.buf.readDoubleLE(this.n);
    this.n += 8;
    return v;
  }
}

const deflate = (b: Buffer): Buffer => zlib.deflateRawSync(b, { level: 1 });
const inflate = (b: Buffer): Buffer => zlib.inflateRawSync(b);

// ---------- raw blocks ----------

const RAW_VERSION = 1;

/**
 * Encodes a block. `scaleOf(idx)` is the channel's quantum (10 for watts). Instants are ms offsets in
 * the minute; each channel's values are quantised integers delta-encoded (absent: a 0 marker, present:
 * zigzag(delta) + 1); qualities one byte each. `compress` false keeps it plain (the journal's rows).
 */
export function encodeRaw(block: RawBlock, scaleOf: (idx: number) => number, compress = true): Buffer {
  const w = new Writer(64 + block.t.length * (2 + block.channels.size * 3));
  const base = block.minute * 60_000;
  w.uv(block.t.length);
  for (const t of block.t) w.uv(t - base);
  w.uv(block.channels.size);
  for (const [idx, { v, q }] of block.channels) {
    w.uv(idx);
    const scale = scaleOf(idx);
    let prev = 0;
    for (let i = 0; i < v.length; i++) {
      const x = v[i]!;
      if (Number.isNaN(x)) {
        w.uv(0);
        continue;
      }
      const k = Math.round(x * scale);
      w.uv((k - prev < 0 ? -2 * (k - prev) - 1 : 2 * (k - prev)) + 1);
      prev = k;
    }
    for (let i = 0; i < q.length; i++) w.u8(q[i]!);
  }
  const body = w.done();
  const head = Buffer.from([RAW_VERSION, compress ? 1 : 0]);
  return Buffer.concat([head, compress ? deflate(body) : body]);
}

export function decodeRaw(minute: number, blob: Buffer, scaleOf: (idx: number) => number): RawBlock {
  if (blob[0] !== RAW_VERSION) throw new Error(`raw block version ${blob[0]} unknown`);
  const r = new Reader(blob[1] ? inflate(blob.subarray(2)) : blob.subarray(2));
  const n = r.uv();
  const base = minute * 60_000;
  const t = new Array<number>(n);
  for (let i = 0; i < n; i++) t[i] = base + r.uv();
  const m = r.uv();
  const channels = new Map<number, { v: Float64Array; q: Uint8Array }>();
  for (let c = 0; c < m; c++) {
    const idx = r.uv();
    const scale = scaleOf(idx);
    const v = new Float64Array(n);
    let prev = 0;
    for (let i = 0; i < n; i++) {
      const u = r.uv();
      if (u === 0) {
        v[i] = NaN;
        continue;
      }
      const z = u - 1;
      prev += z % 2 === 1 ? -(z + 1) / 2 : z / 2;
      v[i] = prev / scale;
    }
    const q = new Uint8Array(n);
    for (let i = 0; i < n; i++) q[i] = r.u8();
    channels.set(idx, { v, q });
  }
  return { minute, t, channels };
}

// ---------- minute rollups (one blob per monitor-hour) ----------

/** Per channel, 60 minutes. count 0 with the minute known = a gap. */
export interface MinuteColumns {
  mean: Float32Array;
  min: Float32Array;
  max: Float32Array;
  /** Milliseconds of the minute the samples cover (0..60000). */
  coveredMs: Uint16Array;
  count: Uint16Array;
  /** Bit i set: a value of quality i contributed. */
  qmask: Uint8Array;
}

/** A monitor-hour of minute rollups. `state[i]`: MINUTE_UNKNOWN, or bits MINUTE_DATA / MINUTE_ASKED. */
export interface HourRollup {
  hour: number;
  state: Uint8Array;
  channels: Map<number, MinuteColumns>;
}

/** Nothing is known of the minute (never heard live, never back-filled). */
export const MINUTE_UNKNOWN = 0;
/** Samples or aggregates of the minute are stored. */
export const MINUTE_DATA = 1;
/** The source was asked to back-fill the minute (what it had is stored; the rest is a gap for good). */
export const MINUTE_ASKED = 2;

/** Bytes of one channel's hour: mean, min, max (f32 × 60), covered ms, count (u16 × 60), qualities (u8 × 60). */
const CH_BYTES = 60 * (4 + 4 + 4 + 2 + 2 + 1);

/** A channel's empty hour: its six columns are views of one buffer, laid out as an hour blob holds them. */
export function newColumns(): MinuteColumns {
  const buf = new ArrayBuffer(CH_BYTES);
  const floats = new Float32Array(buf, 0, 180).fill(NaN);
  return {
    mean: floats.subarray(0, 60),
    min: floats.subarray(60, 120),
    max: floats.subarray(120, 180),
    coveredMs: new Uint16Array(buf, 720, 60),
    count: new Uint16Array(buf, 840, 60),
    qmask: new Uint8Array(buf, 960, 60),
  };
}

/** The channel's columns as one block of CH_BYTES in blob layout, when they are (new or viewed), else null. */
function blockOfColumns(c: MinuteColumns): Uint8Array | null {
  const o = c.mean.byteOffset;
  const b = c.mean.buffer;
  if (c.qmask.buffer !== b || c.min.buffer !== b || c.max.buffer !== b || c.coveredMs.buffer !== b || c.count.buffer !== b) return null;
  if (c.min.byteOffset !== o + 240 || c.max.byteOffset !== o + 480 || c.coveredMs.byteOffset !== o + 720 || c.count.byteOffset !== o + 840 || c.qmask.byteOffset !== o + 960) return null;
  return new Uint8Array(b, o, CH_BYTES);
}

export const newHour = (hour: number): HourRollup => ({ hour, state: new Uint8Array(60), channels: new Map() });

const MIN_VERSION = 2;
/** Header: 60 state bytes, the channel count (u16), then each channel's index (u16), padded to 4. */
const headerBytes = (n: number): number => Math.ceil((60 + 2 + 2 * n) / 4) * 4;

/**
 * An hour of minute rollups, laid out so a decode is views, not copies: each channel's columns sit at
 * fixed offsets in the inflated bytes (floats 4-aligned), so reading an hour costs one inflate.
 */
export function encodeHour(h: HourRollup): Buffer {
  const n = h.channels.size;
  const head = headerBytes(n);
  const body = new ArrayBuffer(head + n * CH_BYTES);
  const u8 = new Uint8Array(body);
  const dv = new DataView(body);
  u8.set(h.state, 0);
  dv.setUint16(60, n, true);
  let k = 0;
  for (const [idx, c] of h.channels) {
    dv.setUint16(62 + 2 * k, idx, true);
    const o = head + k * CH_BYTES;
    const block = blockOfColumns(c);
    if (block) {
      u8.set(block, o);
      k++;
      continue;
    }
    new Float32Array(body, o, 60).set(c.mean);
    new Float32Array(body, o + 240, 60).set(c.min);
    new Float32Array(body, o + 480, 60).set(c.max);
    new Uint16Array(body, o + 720, 60).set(c.coveredMs);
    new Uint16Array(body, o + 840, 60).set(c.count);
    u8.set(c.qmask, o + 960);
    k++;
  }
  return Buffer.concat([Buffer.from([MIN_VERSION]), deflate(Buffer.from(body))]);
}

export function decodeHour(hour: number, blob: Buffer): HourRollup {
  return viewHour(hour, inflateHour(blob));
}

/** An hour blob's body, inflated into memory of its own (4-aligned; a reader may keep it and view copies). */
export function inflateHour(blob: Buffer): Uint8Array {
  if (blob[0] !== MIN_VERSION) throw new Error(`minute blob version ${blob[0]} unknown`);
  const raw = inflate(blob.subarray(1));
  return raw.byteOffset % 4 === 0 ? raw : new Uint8Array(raw);
}

/** The rollups of an inflated hour body, as views into it (changing them changes the body). */
export function viewHour(hour: number, bytes: Uint8Array): HourRollup {
  const body = bytes.buffer;
  const base = bytes.byteOffset;
  const dv = new DataView(body, base, bytes.byteLength);
  const n = dv.getUint16(60, true);
  const head = headerBytes(n);
  const h: HourRollup = { hour, state: new Uint8Array(body, base, 60), channels: new Map() };
  for (let k = 0; k < n; k++) {
    const idx = dv.getUint16(62 + 2 * k, true);
    const o = base + head + k * CH_BYTES;
    h.channels.set(idx, {
      mean: new Float32Array(body, o, 60),
      min: new Float32Array(body, o + 240, 60),
      max: new Float32Array(body, o + 480, 60),
      coveredMs: new Uint16Array(body, o + 720, 60),
      count: new Uint16Array(body, o + 840, 60),
      qmask: new Uint8Array(body, o + 960, 60),
    });
  }
  return h;
}

// ---------- day rollups ----------

/** One channel over one local day: totals and, per local hour of the day, energy and coverage. */
export interface DayChannel {
  energyWh: number;
  coveredMs: number;
  count: number;
  min: number;
  max: number;
  qmask: number;
  /** Per local hour (23, 24 or 25 of them): Wh and covered ms. */
  hourWh: Float64Array;
  hourCoveredMs: Float64Array;
}

export interface DayRollup {
  dayNo: number;
  /** Minutes of the day known (stored or asked). */
  knownMin: number;
  lengthMin: number;
  channels: Map<number, DayChannel>;
}

const DAY_VERSION = 2;

/** A day blob: its version byte, then the deflated body (its hourly figures are mostly alike). */
export function encodeDay(d: DayRollup): Buffer {
  return Buffer.concat([Buffer.from([DAY_VERSION]), deflate(encodeDayBody(d))]);
}

function encodeDayBody(d: DayRollup): Buffer {
  const w = new Writer(256);
  w.uv(d.knownMin);
  w.uv(d.lengthMin);
  w.uv(d.channels.size);
  for (const [idx, c] of d.channels) {
    w.uv(idx);
    w.f64(c.energyWh);
    w.f64(c.coveredMs);
    w.uv(c.count);
    w.f32(c.min);
    w.f32(c.max);
    w.u8(c.qmask);
    w.uv(c.hourWh.length);
    for (let i = 0; i < c.hourWh.length; i++) w.f64(c.hourWh[i]!);
    for (let i = 0; i < c.hourWh.length; i++) w.f64(c.hourCoveredMs[i]!);
  }
  return w.done();
}

export function decodeDay(dayNo: number, blob: Buffer): DayRollup {
  if (blob[0] !== DAY_VERSION) throw new Error('day blob version unknown');
  const r = new Reader(inflate(blob.subarray(1)));
  const knownMin = r.uv();
  const lengthMin = r.uv();
  const m = r.uv();
  const channels = new Map<number, DayChannel>();
  for (let k = 0; k < m; k++) {
    const idx = r.uv();
    const energyWh = r.f64();
    const coveredMs = r.f64();
    const count = r.uv();
    const min = r.f32();
    const max = r.f32();
    const qmask = r.u8();
    const hours = r.uv();
    const hourWh = new Float64Array(hours);
    const hourCoveredMs = new Float64Array(hours);
    for (let i = 0; i < hours; i++) hourWh[i] = r.f64();
    for (let i = 0; i < hours; i++) hourCoveredMs[i] = r.f64();
    channels.set(idx, { energyWh, coveredMs, count, min, max, qmask, hourWh, hourCoveredMs });
  }
  return { dayNo, knownMin, lengthMin, channels };
}
