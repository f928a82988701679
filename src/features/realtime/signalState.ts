import type { WireRealtimeUpdate } from '../../api/wire/realtime';
import type { SignalState } from './types';

/** Rounds to one decimal (voltage and frequency, spec monitoring §9). */
export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

function sameNumbers(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The signal state of one realtime_update: mains = the first 2 channels; solar = the aux solar
 * channel negated (the wire sends production as negative watts); voltage and frequency to 0.1.
 * Returns `prev` itself when nothing changed, so selectors and components see no change.
 */
export function computeSignal(update: WireRealtimeUpdate, prev: SignalState | null): SignalState {
  const mains = (update.channels ?? []).slice(0, 2);
  const solar = update.aux?.solar ? update.aux.solar.map((w) => (w === 0 ? 0 : -w)) : null;
  const voltage = (update.voltage ?? []).map(roundTenth);
  const frequency = typeof update.hz === 'number' ? roundTenth(update.hz) : null;
  if (
    prev &&
    prev.frequency === frequency &&
    sameNumbers(prev.mains, mains) &&
    sameNumbers(prev.solar, solar) &&
    sameNumbers(prev.voltage, voltage)
  ) {
    return prev;
  }
  return {
    mains: prev && sameNumbers(prev.mains, mains) ? prev.mains : mains,
    solar: prev && sameNumbers(prev.solar, solar) ? prev.solar : solar,
    voltage: prev && sameNumbers(prev.voltage, voltage) ? prev.voltage : voltage,
    frequency,
  };
}
