/**
 * Deterministic hashing and noise: no Math.random anywhere. The simulator's households, the world's
 * weather and stable ids and slots (alerts, timeline, plugs) all come from it. Everything is a 32-bit integer
 * hash of (seed, stream id, time bucket), so the same inputs always give the same household.
 */

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/** lowbias32 finaliser (Chris Wellons): a cheap, well-mixed 32-bit permutation. */
function mix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A uint32 hash of up to four integers (each taken modulo 2^32). */
export function hash32(a: number, b = 0, c = 0, d = 0): number {
  let h = mix((a ^ 0x9e3779b9) >>> 0);
  h = mix((h ^ Math.imul(b | 0, 0x85ebca6b)) >>> 0);
  h = mix((h + Math.imul(c | 0, 0xc2b2ae35)) >>> 0);
  return mix((h ^ Math.imul(d | 0, 0x27d4eb2f)) >>> 0);
}

const INV32 = 1 / 4294967296;

/** Uniform in [0, 1). */
export function unit(a: number, b = 0, c = 0, d = 0): number {
  return hash32(a, b, c, d) * INV32;
}

/** Uniform in [-1, 1). */
export function signed(a: number, b = 0, c = 0, d = 0): number {
  return hash32(a, b, c, d) * INV32 * 2 - 1;
}

/** Uniform in [lo, hi). */
export function between(lo: number, hi: number, a: number, b = 0, c = 0, d = 0): number {
  return lo + (hi - lo) * unit(a, b, c, d);
}

/** A stable stream id for a name (FNV-1a). */
export function streamId(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Smooth value noise in [-1, 1]: hash values at integer multiples of `period`, joined with a
 * cosine-smoothed ramp. `t` and `period` share a unit (minutes, days...).
 */
export function smoothNoise(seed: number, stream: number, t: number, period: number): number {
  const x = t / period;
  const i = Math.floor(x);
  const f = x - i;
  const s = (1 - Math.cos(Math.PI * f)) * 0.5;
  const a = signed(seed, stream, i);
  const b = signed(seed, stream, i + 1);
  return a + (b - a) * s;
}

const TAU = Math.PI * 2;
/** Harmonics (cycles per minute) of the per-second noise; none divides 120, so the sum over any
 * minute sampled every second or every half second is exactly zero. */
const HARMONICS = [2, 5, 11, 17, 23, 29];
const HARMONIC_GAIN = [0.5, 0.4, 0.3, 0.25, 0.2, 0.2];

/**
 * Zero-mean sub-minute noise in about [-1, 1]: a sum of sines at whole cycles per minute with
 * phases hashed from the minute. Averaged over the 60 seconds (or 120 half seconds) of a minute it
 * is exactly 0, which is what keeps realtime values and minute aggregates in agreement.
 */
export function minuteNoise(seed: number, stream: number, minute: number, secondOfMinute: number, terms = 3): number {
  let sum = 0;
  const n = Math.min(terms, HARMONICS.length);
  for (let k = 0; k < n; k++) {
    const phase = unit(seed, stream + k, minute) * TAU;
    sum += (HARMONIC_GAIN[k] as number) * Math.sin((TAU * (HARMONICS[k] as number) * secondOfMinute) / 60 + phase);
  }
  return sum;
}

/** An 8-character device id from the seed and a device key (base62, like the hosted ids). */
export function deviceId(seed: number, key: string): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let h1 = hash32(seed, streamId(key), 1);
  let h2 = hash32(seed, streamId(key), 2);
  let out = '';
  for (let i = 0; i < 8; i++) {
    const src = i < 4 ? h1 : h2;
    out += alphabet[src % 62];
    if (i < 4) h1 = Math.floor(h1 / 62);
    else h2 = Math.floor(h2 / 62);
  }
  return out;
}

/** 8 lowercase hex characters (relay ids). */
export function hexId(seed: number, key: string): string {
  return hash32(seed, streamId(key), 3).toString(16).padStart(8, '0');
}
