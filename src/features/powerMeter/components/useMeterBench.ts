import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { blockRange, fetchRange, unitFor } from '../charts/chartMath';
import { drawProbe } from '../charts/drawProbe';
import { useMeterCache } from '../charts/meterCacheContext';
import { buildSeries } from '../charts/seriesData';
import { selectPowerMeter, selectShowSolar } from '../powerMeterSelectors';
import type { MeterWindow, PowerMeterState, Unit } from '../types';

/** One series of raw entries (one per second, minute or hour), as plain arrays: x in epoch seconds, null where there is no data. */
export interface RawSeries {
  x: number[];
  min: (number | null)[];
  max: (number | null)[];
  mean: (number | null)[];
  solarMin: (number | null)[];
  solarMax: (number | null)[];
  solarMean: (number | null)[];
}

/** A canvas draw of the graph: when (performance.now()), and whether every block of the window was in the cache by then. */
export interface DrawRecord {
  at: number;
  complete: boolean;
}

/** What bench/power-meter drives (only with ?bench=1 in the URL when the screen opens). */
export interface MeterBench {
  /** Dispatches and renders synchronously (flushSync); returns the script milliseconds. */
  time(action: UnknownAction): number;
  /** Dispatches the actions and renders once, synchronously (flushSync). */
  dispatchSync(...actions: UnknownAction[]): void;
  dispatch(action: UnknownAction): void;
  state(): PowerMeterState;
  /** Whether the graph draws the solar series (the monitor has solar and the user shows it). */
  solarShown(): boolean;
  cache(): { blocks: number; live: number };
  /** The cached entries of a window at a unit, unfolded: the data the graph folds, for the uPlot side of the benchmark. */
  raw(window: MeterWindow, unit: Unit): RawSeries;
  /** Whether the cache holds every block the window needs at its unit (padded as fetched, unless `padded` is false). */
  loaded(window: MeterWindow, nowMs: number, padded?: boolean): boolean;
  /** Draws since the last call. */
  draws(): DrawRecord[];
  /** Whether draws are recorded for `draws()` (on at first; the live phase turns it off: it costs a cache look-up a draw). */
  recordDraws(on: boolean): void;
  /** How many draws since the last call, and what the last one did. */
  lastDraw(): LastDraw;
}

/** What the graph's draws did (for the benchmark's classification of slow live steps). */
export interface LastDraw {
  draws: number;
  /** The painter's count of path builds (a build is a full redraw of the marks, not an append). */
  builds: number;
  yMax: number;
  /** The time of the first time tick (it changes when the ticks move on). */
  firstTick: number;
  /** Axis labels drawn as text (not from bitmaps) since the graph was made. */
  texts: number;
}

const plain = (a: Float32Array, n: number) => Array.from(a.subarray(0, n), (v) => (Number.isNaN(v) ? null : v));

/** A measurement hook for the benchmark; absent in normal use. */
export function useMeterBench(): void {
  const store = useStore();
  const cache = useMeterCache();
  const { search } = useLocation();
  const [enabled] = useState(() => new URLSearchParams(search).get('bench') === '1');
  useEffect(() => {
    if (!enabled) return;
    const target = window as unknown as { __kwMeterBench?: MeterBench };
    const state = () => selectPowerMeter(store.getState() as { powerMeter?: PowerMeterState });
    const loaded = (win: MeterWindow, nowMs: number, padded = true) => {
      const unit = unitFor(win, state().widthPx);
      const range = padded ? fetchRange(win, nowMs) : { fromMs: win.startMs, toMs: Math.min(win.endMs, nowMs) };
      if (!range) return true;
      const [first, last] = blockRange(unit, range.fromMs, range.toMs);
      for (let i = first; i <= last; i++) if (!cache.get(unit, i)?.data) return false;
      return true;
    };
    let draws: DrawRecord[] = [];
    let recording = true;
    let last: LastDraw = { draws: 0, builds: 0, yMax: NaN, firstTick: NaN, texts: 0 };
    drawProbe.onDraw = (builds, yMax, firstTick, texts) => {
      last.draws += 1;
      last.builds = builds;
      last.yMax = yMax;
      last.firstTick = firstTick;
      last.texts = texts;
      if (!recording) return;
      const s = state();
      draws.push({ at: performance.now(), complete: s.window !== null && loaded(s.window, Date.now()) });
    };
    target.__kwMeterBench = {
      time(action) {
        const began = performance.now();
        flushSync(() => {
          store.dispatch(action);
        });
        return performance.now() - began;
      },
      dispatchSync(...actions) {
        flushSync(() => {
          for (const a of actions) store.dispatch(a);
        });
      },
      dispatch: (action) => store.dispatch(action),
      state,
      solarShown: () => selectShowSolar(store.getState() as Parameters<typeof selectShowSolar>[0]),
      cache: () => ({ blocks: cache.size, live: cache.live.size }),
      raw(win, unit) {
        const s = buildSeries(cache, win, unit);
        const x = Array.from(s.t.subarray(0, s.n), (t) => t / 1000);
        return { x, min: plain(s.min, s.n), max: plain(s.max, s.n), mean: plain(s.mid, s.n), solarMin: plain(s.solarMin, s.n), solarMax: plain(s.solarMax, s.n), solarMean: plain(s.solarMid, s.n) };
      },
      loaded,
      draws() {
        const out = draws;
        draws = [];
        return out;
      },
      recordDraws(on) {
        recording = on;
        draws = [];
      },
      lastDraw() {
        const out = last;
        last = { draws: 0, builds: out.builds, yMax: out.yMax, firstTick: out.firstTick, texts: out.texts };
        return out;
      },
    };
    return () => {
      drawProbe.onDraw = null;
      delete target.__kwMeterBench;
    };
  }, [enabled, store, cache]);
}
