/** The power-meter window of a peak notice: 15 minutes, from 7.5 minutes before the peak (spec §2, §9). */
export const PEAK_WINDOW_MS = 15 * 60_000;

export function meterWindow(peakTime: string): { start: string; end: string } | null {
  const t = Date.parse(peakTime);
  if (Number.isNaN(t)) return null;
  const start = t - PEAK_WINDOW_MS / 2;
  return { start: new Date(start).toISOString(), end: new Date(start + PEAK_WINDOW_MS).toISOString() };
}

/** /meter?start=…&end=… for a peak, or plain /meter when no peak time is known. */
export function meterUrl(peakTime: string | null | undefined): string {
  const w = peakTime ? meterWindow(peakTime) : null;
  return w ? `/meter?${new URLSearchParams(w).toString()}` : '/meter';
}
