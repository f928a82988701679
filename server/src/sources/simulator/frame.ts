import type { MonitorProfile } from '../../contracts';
import { fillModel, HALF_SECONDS, newModel, solarAt, wattsAt, type MinuteModel, type Subject } from '../../history/minuteModel';
import { batterySpec } from '../../sim/battery';
import { calendarFor, type Calendar } from '../../time/calendar';
import type { EvSegment } from '../../sim/ev';
import { generatorOn } from '../../sim/generator';
import { streamId, unit } from '../../hash';
import { householdOf, type Household } from '../../sim/household';
import { gridTransientV } from '../../sim/instant';
import { fillCtx, leg1Share, legVoltages, lineHz, loadW, motorStart, newCtx, solarMinuteW } from '../../sim/minute';
import { batteryDay, type DaySeries } from '../../sim/series';
import type { Layout } from './channels';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * One minute of the simulated household at every half second: what sampleAt (sim/instant.ts) gives
 * at …:00.000, …:00.500, … …:59.500, for every channel at once, for a fraction of its cost.
 *
 * sampleAt redoes the minute's work (the minute context, every load's model, hashed noise phases)
 * on a cache miss and evaluates a dozen hashed sines per load per instant. Here the minute's work is
 * done once and every half second is a few multiplications per load: each load's noise is the
 * closed form of history/minuteModel.ts (wattsAt), the solar noise likewise (solarAt), the leg
 * voltages are affine in the legs' and the solar's watts (sim/minute.ts legVoltages), so they are
 * read from five evaluations a minute, and the voltage and frequency noise are sums of sines at
 * whole cycles per minute, tabulated like minuteModel's.
 *
 * Two ways to fill a frame:
 *  - exact(m): the loads' minute watts from their models in float64, as sampleAt has them, so the
 *    values equal sampleAt's up to float rounding (≈1e-12 W): the native back-fill.
 *  - series(ds, i): the loads from the day series (float32 minute means, as history/envelope.ts
 *    reads them), so each load's row is bit for bit what dayEnvelope({kind:'load'}) evaluates:
 *    the minute aggregates. The two differ by float32 rounding of the loads' minute means (< 1 mW
 *    for a 5 kW load).
 *
 * Like minuteModel.ts, this mirrors a few private constants of sim/instant.ts and sim/hash.ts (the
 * noise gains, harmonics and stream names); the tests compare frames with sampleAt half second by
 * half second, so a change there fails loudly here.
 */

const TAU = Math.PI * 2;
const Q = HALF_SECONDS;

/** sim/hash.ts minuteNoise: harmonics (cycles per minute) and their gains. */
const HARMONICS = [2, 5, 11, 17, 23, 29] as const;
const HARMONIC_GAIN = [0.5, 0.4, 0.3, 0.25, 0.2, 0.2] as const;
/** sin/cos of each harmonic at each half second of a minute. */
const SIN = HARMONICS.map((hc) => Float64Array.from({ length: Q }, (_, q) => Math.sin((TAU * hc * (q / 2)) / 60)));
const COS = HARMONICS.map((hc) => Float64Array.from({ length: Q }, (_, q) => Math.cos((TAU * hc * (q / 2)) / 60)));

/** sim/instant.ts: noise streams and gains. */
const S_SOLAR = streamId('solar.second');
const S_VNOISE = streamId('volt.second');
const SOLAR_NOISE = 0.004;
const VOLT_NOISE = 0.15;
const HZ_NOISE = 0.004;
const HZ_TRANSIENT = 0.03;
function noiseGain(special: string | undefined): number {
  return special === 'unknown' ? 0.04 : special === 'always_on' ? 0.01 : 0.012;
}

/** sim/instant.ts stepW: a stepping load's watts at a second of its minute. */
function stepW(segs: EvSegment[], sec: number): number {
  let w = (segs[0] as EvSegment).w;
  for (const s of segs) if (s.fromSec <= sec) w = s.w;
  return w;
}

/** Motor starts of a day series by minute index (built once per day series). */
const startsByDay = new WeakMap<DaySeries, Map<number, DaySeries['starts']>>();
function startsAt(ds: DaySeries, i: number): DaySeries['starts'] | undefined {
  let map = startsByDay.get(ds);
  if (!map) {
    map = new Map();
    for (const s of ds.starts) {
      const list = map.get(s.i);
      if (list) list.push(s);
      else map.set(s.i, [s]);
    }
    startsByDay.set(ds, map);
  }
  return map.get(i);
}

export class FrameEngine {
  readonly h: Household;
  /** One row of Q values per channel, in layout order. */
  readonly rows: Float64Array;
  /** Whether each load is off this minute: its row is all zeros in an exact frame, and left unwritten in a series frame. */
  readonly loadOff: Uint8Array;
  /** The frame's epoch minute. */
  m = NaN;

  private readonly profile: MonitorProfile;
  private readonly seed: number;
  private readonly cal: Calendar;
  private readonly shares: Float64Array;
  private readonly loadSubjects: Subject[];
  private readonly model: MinuteModel = newModel();
  private readonly ctx = newCtx();
  /** exact(): minute watts of each load in the minute before (motor starts), and in this one. */
  private prevM = NaN;
  private prevW: Float64Array;
  private curW: Float64Array;
  private readonly solar = new Float64Array(Q);
  private readonly sag1 = new Float64Array(60);
  private readonly sag2 = new Float64Array(60);
  private readonly transient = new Float64Array(60);
  private readonly va = new Float64Array(6);
  private readonly vb = new Float64Array(6);
  private readonly wa = new Float64Array(6);
  private readonly wb = new Float64Array(6);
  private readonly ha = new Float64Array(4);
  private readonly hb = new Float64Array(4);

  constructor(
    profile: MonitorProfile,
    readonly layout: Layout,
  ) {
    this.profile = profile;
    this.h = householdOf(profile);
    this.seed = profile.seed >>> 0;
    this.cal = calendarFor(profile.timeZone);
    const n = this.h.loads.length;
    this.rows = new Float64Array(layout.keys.length * Q);
    this.loadOff = new Uint8Array(n);
    this.shares = Float64Array.from(this.h.loads, leg1Share);
    this.loadSubjects = this.h.loads.map((_, index) => ({ kind: 'load', index }));
    this.prevW = new Float64Array(n);
    this.curW = new Float64Array(n);
  }

  /** Fills the frame for epoch minute m from the loads' own models (float64, as sampleAt). */
  exact(m: number): this {
    const { h, ctx, rows, layout } = this;
    const n = h.loads.length;
    if (this.prevM !== m - 1) {
      fillCtx(h, this.cal, m - 1, ctx);
      for (let k = 0; k < n; k++) {
        const rt = h.loads[k]!;
        this.prevW[k] = rt.device.motor ? loadW(rt, ctx) : 0;
      }
    }
    fillCtx(h, this.cal, m, ctx);
    this.begin(m);
    const model = this.model;
    for (let k = 0; k < n; k++) {
      const rt = h.loads[k]!;
      const w = loadW(rt, ctx);
      this.curW[k] = w;
      const start = rt.device.motor ? motorStart(rt, m, w, this.prevW[k]!) : null;
      if (start) this.addSag(k, start.extraW, start.seconds);
      const off = (layout.load0 + k) * Q;
      const segs = rt.segments?.(m);
      if (segs) {
        for (let q = 0; q < Q; q++) rows[off + q] = stepW(segs, q * 0.5);
        this.loadOff[k] = 0;
      } else if (w <= 0) {
        rows.fill(0, off, off + Q);
        this.loadOff[k] = 1;
        continue;
      } else {
        // history/minuteModel.ts addLoad, with the float64 minute watts (the day series keeps float32).
        model.m = m;
        model.base = w;
        model.spikeW.length = 0;
        model.spikeS.length = 0;
        const amp = w * noiseGain(rt.device.special);
        for (let j = 0; j < 3; j++) {
          const phase = unit(rt.params.seed, rt.noise + j, m) * TAU;
          model.a[j] = amp * Math.cos(phase);
          model.b[j] = amp * Math.sin(phase);
        }
        if (start) {
          model.spikeW.push(start.extraW);
          model.spikeS.push(start.seconds);
        }
        for (let q = 0; q < Q; q++) rows[off + q] = wattsAt(model, q);
        this.loadOff[k] = 0;
      }
      this.addLoadRow(k, off);
    }
    const swap = this.prevW;
    this.prevW = this.curW;
    this.curW = swap;
    this.prevM = m;

    let solar = h.profile.solar ? solarMinuteW(h, ctx) : 0;
    let battery = 0;
    let socStart = 0;
    let socEnd = 0;
    let outage = false;
    if (h.profile.battery) {
      const bd = batteryDay(h, ctx.dayNo);
      const i = m - ctx.dayStartMin;
      battery = bd.w[i]!;
      socEnd = bd.socEnd[i]!;
      socStart = i > 0 ? bd.socEnd[i - 1]! : batterySpec(h.profile.seed).reserve;
      if (bd.curtail) solar -= bd.curtail[i]!;
      outage = !!bd.outage && i >= bd.outage[0] && i < bd.outage[1];
    }
    this.finish(m, solar, battery, socStart, socEnd, outage);
    return this;
  }

  /** Fills the frame for minute i of a day series: each load's row exactly as history/envelope.ts evaluates it. */
  series(ds: DaySeries, i: number): this {
    const { h, rows, layout, model } = this;
    const n = h.loads.length;
    const m = ds.day.startMin + i;
    this.begin(m);
    const starts = startsAt(ds, i);
    if (starts) for (const s of starts) this.addSag(s.k, s.extraW, s.seconds);
    for (let k = 0; k < n; k++) {
      const rt = h.loads[k]!;
      const off = (layout.load0 + k) * Q;
      if ((ds.loads[k]![i] as number) <= 0 && !rt.segments?.(m)) {
        // An off load's row is not read from a series frame (its aggregate is zero): left as it is.
        this.loadOff[k] = 1;
        continue;
      }
      fillModel(h, ds, i, this.loadSubjects[k]!, model);
      for (let q = 0; q < Q; q++) rows[off + q] = wattsAt(model, q);
      this.loadOff[k] = 0;
      this.addLoadRow(k, off);
    }
    let battery = 0;
    let socStart = 0;
    let socEnd = 0;
    let outage = false;
    if (h.profile.battery) {
      const bd = batteryDay(h, ds.day.dayNo);
      battery = bd.w[i]!;
      socEnd = bd.socEnd[i]!;
      socStart = i > 0 ? bd.socEnd[i - 1]! : batterySpec(h.profile.seed).reserve;
      outage = !!bd.outage && i >= bd.outage[0] && i < bd.outage[1];
    }
    // ds.solar is after curtailment, like sampleAt's minute solar.
    this.finish(m, ds.solar[i] as number, battery, socStart, socEnd, outage);
    return this;
  }

  private begin(m: number): void {
    this.m = m;
    const { rows, layout } = this;
    rows.fill(0, layout.mains * Q, layout.mains * Q + Q);
    rows.fill(0, layout.l1 * Q, layout.l1 * Q + Q);
    this.sag1.fill(0);
    this.sag2.fill(0);
  }

  /** A motor start's sag: about 0.9 V per kW of spike on each leg it uses, while it lasts (sim/instant.ts). */
  private addSag(k: number, extraW: number, seconds: number): void {
    const share = this.shares[k]!;
    const d1 = (extraW * share * 0.9) / 1000;
    const d2 = (extraW * (1 - share) * 0.9) / 1000;
    for (let s = 0; s < seconds && s < 60; s++) {
      this.sag1[s]! += d1;
      this.sag2[s]! += d2;
    }
  }

  /** Adds load k's row to the home's consumption and leg 1 (in load order, as sampleAt sums them). */
  private addLoadRow(k: number, off: number): void {
    const { rows, layout } = this;
    const share = this.shares[k]!;
    const w0 = layout.mains * Q;
    const l0 = layout.l1 * Q;
    for (let q = 0; q < Q; q++) {
      const dw = rows[off + q]!;
      rows[w0 + q]! += dw;
      rows[l0 + q]! += dw * share;
    }
  }

  /** Everything that follows from the loads: leg 2, solar, voltages, frequency, battery, generator. */
  private finish(m: number, solarMin: number, batteryMin: number, socStart: number, socEnd: number, outage: boolean): void {
    const { h, rows, layout, seed, solar, model } = this;
    // Solar with its sub-minute noise (history/minuteModel.ts fillModel, solar).
    if (solarMin > 0) {
      model.solar = solarMin;
      for (let j = 0; j < 3; j++) {
        const phase = unit(seed, S_SOLAR + j, m) * TAU;
        model.sa[j] = solarMin * SOLAR_NOISE * Math.cos(phase);
        model.sb[j] = solarMin * SOLAR_NOISE * Math.sin(phase);
      }
      for (let q = 0; q < Q; q++) solar[q] = solarAt(model, q);
    } else solar.fill(0);
    if (layout.solar >= 0) rows.set(solar, layout.solar * Q);

    // Leg voltages: affine in (leg 1 W, leg 2 W, solar leg 1 W, solar leg 2 W).
    const [a0, b0] = legVoltages(h, m, 0, 0, 0, 0);
    const [a1, b1] = legVoltages(h, m, 1000, 0, 0, 0);
    const [a2, b2] = legVoltages(h, m, 0, 1000, 0, 0);
    const [a3, b3] = legVoltages(h, m, 0, 0, 1000, 0);
    const [a4, b4] = legVoltages(h, m, 0, 0, 0, 1000);
    const ca1 = (a1 - a0) / 1000;
    const ca2 = (a2 - a0) / 1000;
    const ca3 = (a3 - a0) / 1000;
    const ca4 = (a4 - a0) / 1000;
    const cb1 = (b1 - b0) / 1000;
    const cb2 = (b2 - b0) / 1000;
    const cb3 = (b3 - b0) / 1000;
    const cb4 = (b4 - b0) / 1000;
    const { va, vb, wa, wb, ha, hb, transient } = this;
    for (let k = 0; k < 6; k++) {
      const g = HARMONIC_GAIN[k] as number;
      const p1 = unit(seed, S_VNOISE + k, m) * TAU;
      const p2 = unit(seed, S_VNOISE + 7 + k, m) * TAU;
      va[k] = VOLT_NOISE * g * Math.cos(p1);
      vb[k] = VOLT_NOISE * g * Math.sin(p1);
      wa[k] = VOLT_NOISE * g * Math.cos(p2);
      wb[k] = VOLT_NOISE * g * Math.sin(p2);
      if (k < 4) {
        const p3 = unit(seed, S_VNOISE + 13 + k, m) * TAU;
        ha[k] = HZ_NOISE * g * Math.cos(p3);
        hb[k] = HZ_NOISE * g * Math.sin(p3);
      }
    }
    for (let s = 0; s < 60; s++) transient[s] = gridTransientV(seed, m, s);
    const hzMin = lineHz(seed, m);

    // The generator carries the home during its exercise run (whole minutes; checked at both ends).
    const ms = m * 60_000;
    const genFirst = this.profile.generator ? generatorOn(this.profile, ms) : false;
    const genLast = this.profile.generator ? generatorOn(this.profile, ms + 59_500) : false;
    const genMixed = genFirst !== genLast;

    const W = layout.mains * Q;
    const L1 = layout.l1 * Q;
    const L2 = layout.l2 * Q;
    const V1 = layout.v1 * Q;
    const V2 = layout.v2 * Q;
    const HZ = layout.hz * Q;
    const BAT = layout.battery * Q;
    const SOC = layout.soc * Q;
    const GEN = layout.generator * Q;
    const s0 = SIN[0]!;
    const s1 = SIN[1]!;
    const s2 = SIN[2]!;
    const s3 = SIN[3]!;
    const s4 = SIN[4]!;
    const s5 = SIN[5]!;
    const c0 = COS[0]!;
    const c1 = COS[1]!;
    const c2 = COS[2]!;
    const c3 = COS[3]!;
    const c4 = COS[4]!;
    const c5 = COS[5]!;
    const va0 = va[0]!, va1 = va[1]!, va2 = va[2]!, va3 = va[3]!, va4 = va[4]!, va5 = va[5]!;
    const vb0 = vb[0]!, vb1 = vb[1]!, vb2 = vb[2]!, vb3 = vb[3]!, vb4 = vb[4]!, vb5 = vb[5]!;
    const wa0 = wa[0]!, wa1 = wa[1]!, wa2 = wa[2]!, wa3 = wa[3]!, wa4 = wa[4]!, wa5 = wa[5]!;
    const wb0 = wb[0]!, wb1 = wb[1]!, wb2 = wb[2]!, wb3 = wb[3]!, wb4 = wb[4]!, wb5 = wb[5]!;
    const ha0 = ha[0]!, ha1 = ha[1]!, ha2 = ha[2]!, ha3 = ha[3]!;
    const hb0 = hb[0]!, hb1 = hb[1]!, hb2 = hb[2]!, hb3 = hb[3]!;
    const sag1 = this.sag1;
    const sag2 = this.sag2;
    for (let q = 0; q < Q; q++) {
      const w = rows[W + q]!;
      const l1 = rows[L1 + q]!;
      const l2 = w - l1;
      rows[L2 + q] = l2;
      const sol = solar[q]!;
      const sl1 = sol * 0.5 * 1.003;
      const sl2 = sol * 0.5 * 0.997;
      const isec = q >> 1;
      const tr = transient[isec]!;
      const x0 = s0[q]!;
      const x1 = s1[q]!;
      const x2 = s2[q]!;
      const x3 = s3[q]!;
      const x4 = s4[q]!;
      const x5 = s5[q]!;
      const y0 = c0[q]!;
      const y1 = c1[q]!;
      const y2 = c2[q]!;
      const y3 = c3[q]!;
      const y4 = c4[q]!;
      const y5 = c5[q]!;
      const n1 = va0 * x0 + vb0 * y0 + va1 * x1 + vb1 * y1 + va2 * x2 + vb2 * y2 + va3 * x3 + vb3 * y3 + va4 * x4 + vb4 * y4 + va5 * x5 + vb5 * y5;
      const n2 = wa0 * x0 + wb0 * y0 + wa1 * x1 + wb1 * y1 + wa2 * x2 + wb2 * y2 + wa3 * x3 + wb3 * y3 + wa4 * x4 + wb4 * y4 + wa5 * x5 + wb5 * y5;
      const nh = ha0 * x0 + hb0 * y0 + ha1 * x1 + hb1 * y1 + ha2 * x2 + hb2 * y2 + ha3 * x3 + hb3 * y3;
      rows[V1 + q] = a0 + ca1 * l1 + ca2 * l2 + ca3 * sl1 + ca4 * sl2 + n1 - sag1[isec]! + tr;
      rows[V2 + q] = b0 + cb1 * l1 + cb2 * l2 + cb3 * sl1 + cb4 * sl2 + n2 - sag2[isec]! + tr;
      rows[HZ + q] = hzMin + nh - (tr < 0 ? HZ_TRANSIENT : 0);
      // Off grid, the battery takes the home's net load half second by half second.
      const battery = outage ? w - sol : batteryMin;
      if (BAT >= 0) {
        rows[BAT + q] = battery;
        const sec = q * 0.5;
        rows[SOC + q] = (socStart + (socEnd - socStart) * (sec / 60)) * 100;
      }
      if (GEN >= 0) {
        const on = genMixed ? generatorOn(this.profile, ms + q * 500) : genFirst;
        rows[GEN + q] = on ? Math.max(0, w - sol - battery) : 0;
      }
    }
  }
}
