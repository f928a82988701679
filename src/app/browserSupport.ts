/**
 * What the app needs from the browser. A browser that can run the app's script but lacks one of
 * these gets the unsupported-browser warning (spec account-settings-shell §8): pages may break there.
 */
type Probe = [name: string, supported: (win: Window & typeof globalThis) => boolean];

const PROBES: Probe[] = [
  ['fetch', (w) => typeof w.fetch === 'function'],
  ['WebSocket', (w) => typeof w.WebSocket === 'function'],
  ['AbortController', (w) => typeof w.AbortController === 'function'],
  ['IntersectionObserver', (w) => typeof w.IntersectionObserver === 'function'],
  ['ResizeObserver', (w) => typeof w.ResizeObserver === 'function'],
  ['TextEncoder', (w) => typeof w.TextEncoder === 'function'],
  ['crypto.getRandomValues', (w) => typeof w.crypto?.getRandomValues === 'function'],
  ['Array.prototype.at', (w) => typeof w.Array?.prototype.at === 'function'],
  // Time zones: every time is shown in the monitor's zone.
  ['Intl time zones', (w) => {
    try {
      return new w.Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York' }).resolvedOptions().timeZone === 'America/New_York';
    } catch {
      return false;
    }
  }],
  // Theme colours are CSS custom properties (a browser without CSS.supports cannot be asked).
  ['CSS custom properties', (w) => typeof w.CSS?.supports !== 'function' || w.CSS.supports('--kw-probe', '0')],
];

/** The names of the features this browser lacks; empty when it has all of them. */
export function missingBrowserFeatures(win: Window & typeof globalThis = window): string[] {
  return PROBES.filter(([, supported]) => {
    try {
      return !supported(win);
    } catch {
      return true;
    }
  }).map(([name]) => name);
}
