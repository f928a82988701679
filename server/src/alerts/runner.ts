import { everyClockInterval, type ClockTimer } from '../clock';
import type { AppContext } from '../context';
import { toMonitorProfile } from '../wire/monitorWire';
import type { AlertRow } from './alertsRepo';
import { alertDevice, deviceBook, simMembersOf, viewOf } from './devices';
import { dueFirings, type DueFiring, type EvalAlert } from './evaluator';
import { alertItem, refreshItem } from './items';

export interface AlertRunner {
  /** Evaluates the time since the previous tick; returns how many alert events it emitted. */
  tick(): number;
  stop(): void;
}

export interface AlertRunnerOptions {
  /** Run every intervalMs on a timer (default true; tests call tick() themselves). */
  timers?: boolean;
  /** Default 30 s of the server clock. */
  intervalMs?: number;
  /** A tick never reaches back further than this (after a stall); default 15 minutes. */
  catchUpMs?: number;
  /** At most this many monitors per tick (default 1000). */
  maxMonitors?: number;
  onError?: (err: unknown) => void;
}

type RunnerCtx = Pick<AppContext, 'repos' | 'events' | 'now'>;

const toEval = (row: AlertRow, members: string[]): EvalAlert => ({
  id: row.id,
  kind: row.kind,
  enabled: !!row.enabled,
  deviceId: row.device_id,
  members,
  state: row.state,
  duration: row.duration,
  armedAtMs: row.armed_at,
});

/**
 * What an alert row is evaluated as: a custom alert as itself; the basic ones fire as the device
 * enters the state (duration 0): standby on entering idle, ON/OFF on entering on and on entering off.
 */
function evaluatedForms(row: AlertRow): AlertRow[] {
  if (row.kind !== 'basic') return [row];
  if (row.type === 'on_off') return [{ ...row, state: 'on', duration: 0 }, { ...row, state: 'off', duration: 0 }];
  return [{ ...row, state: 'idle', duration: 0 }];
}

/** Stores one monitor's due firings and emits them; returns how many were new. */
function runMonitor(ctx: RunnerCtx, monitorId: number, fromMs: number, toMs: number): number {
  const { repos } = ctx;
  const row = repos.devices.monitor(monitorId);
  const book = row ? deviceBook(repos, monitorId) : null;
  if (!row || !book) return 0;
  const alerts: EvalAlert[] = [];
  for (const a of repos.alerts.enabledEvaluated(monitorId)) {
    const b = alertDevice(book, a.device_id);
    // Alerts of deleted or unmerged devices wait (the device may come back with an undo).
    if (b) alerts.push(...evaluatedForms(a).map((form) => toEval(form, simMembersOf(b))));
  }
  if (alerts.length === 0) return 0;
  // Runs that can fire in this window began at or after from − 61 s − the longest duration.
  const longest = Math.max(...alerts.map((a) => a.duration));
  const fired = repos.alerts.firedKeys(monitorId, fromMs - longest * 1000 - 120_000);
  const due: DueFiring[] = dueFirings(toMonitorProfile(row), alerts, fired, fromMs, toMs);
  let emitted = 0;
  for (const f of due) {
    const b = alertDevice(book, f.deviceId)!;
    // Two alerts with the same id mod 1000 firing in one minute: the later one moves a millisecond on.
    const minute = f.firedAtMs - (f.firedAtMs % 60_000);
    let at = f.firedAtMs;
    for (let i = 1; i < 1000 && repos.alerts.isTimeTaken(monitorId, at); i++) at = minute + ((f.firedAtMs - minute + i) % 1000);
    const item = alertItem(monitorId, { ...f, firedAtMs: at }, viewOf(b));
    const stored = repos.alerts.addFiring({
      alert_id: f.alertId,
      monitor_id: monitorId,
      device_id: f.deviceId,
      run_start: f.runStartMs,
      fired_at: at,
      state: f.state,
      duration: f.duration,
      item_json: JSON.stringify(item),
    });
    if (!stored) continue;
    const view = viewOf(b);
    ctx.events.emit('timeline-event', { userId: row.user_id, monitorId, item, localized: (locale) => refreshItem(item, view, locale) });
    emitted += 1;
  }
  return emitted;
}

/**
 * Device alert evaluation. Every 30 s it takes the time since the previous tick and, for each
 * monitor with enabled custom alerts, finds the alerts whose device has now been in the alert's
 * state for its duration (alerts/evaluator.ts), stores each firing (alert_firings, once per alert
 * and run) and emits `timeline-event`, which the realtime feed pushes as new_timeline_event.
 * The clock is ctx.now, so tests move time by hand and call tick().
 */
export function startAlertRunner(ctx: RunnerCtx, options: AlertRunnerOptions = {}): AlertRunner {
  let last = ctx.now();
  let stopped = false;
  let timer: ClockTimer | null = null;

  const tick = (): number => {
    if (stopped) return 0;
    const now = ctx.now();
    if (now <= last) return 0;
    const from = Math.max(last, now - (options.catchUpMs ?? 15 * 60_000));
    last = now;
    let emitted = 0;
    for (const monitorId of ctx.repos.alerts.armedMonitors(options.maxMonitors ?? 1000)) {
      try {
        emitted += runMonitor(ctx, monitorId, from, now);
      } catch (err) {
        options.onError?.(err);
      }
    }
    return emitted;
  };

  if (options.timers !== false) {
    // Every 30 s of the server clock: sooner in real time when KILOWATCH_CLOCK_RATE speeds it up.
    timer = everyClockInterval(ctx.now, options.intervalMs ?? 30_000, tick);
  }

  return {
    tick,
    stop() {
      stopped = true;
      timer?.stop();
    },
  };
}
