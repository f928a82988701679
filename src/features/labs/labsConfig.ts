/**
 * Who sees what on the Labs index (spec monitoring §2 "Labs index rules"), in one place: the AC
 * energy comparison is open to a fixed allow-list of four monitors, the Automation section (the EV
 * charger) to a fixed list of about 37. The demo monitors the seed creates (100001-100005) are on both,
 * except the two-factor demo home (100003), which is the one the AC list, limited to four, leaves out.
 */
export const AC_COMPARISON_MONITOR_IDS: readonly number[] = [100001, 100002, 100004, 100005];

export const AUTOMATION_MONITOR_IDS: readonly number[] = [
  100001, 100002, 100003, 100004, 100005,
  // Pilot homes of the charge-point automation.
  100012, 100017, 100023, 100031, 100038, 100044, 100052, 100058, 100063, 100071, 100079, 100086, 100094,
  100101, 100108, 100115, 100122, 100130, 100137, 100143, 100151, 100158, 100166, 100173, 100181, 100188,
  100196, 100203, 100211, 100218, 100226, 100233,
];

export const acComparisonAllowed = (monitorId: number | null): boolean => monitorId !== null && AC_COMPARISON_MONITOR_IDS.includes(monitorId);
export const automationAllowed = (monitorId: number | null): boolean => monitorId !== null && AUTOMATION_MONITOR_IDS.includes(monitorId);

/** In the mobile app's web view the monitor comes from this window variable (spec §2), not the session. */
export const MOBILE_MONITOR_VARIABLE = 'KILOWATCH_MONITOR_ID';

/** The monitor id the mobile app's web view sets on `window`, if a usable one. */
export function mobileMonitorId(win: object = window): number | null {
  const raw = (win as Record<string, unknown>)[MOBILE_MONITOR_VARIABLE];
  const id = typeof raw === 'string' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Labs pages' routes (src/app/routes.tsx) and the ids their feedback carries (labs_id). */
export const LABS_PAGES = {
  motorStalls: { path: '/labs/motor-stalls', labsId: 'motor-stalls' },
  powerQuality: { path: '/labs/power-quality', labsId: 'power-quality' },
  floatingNeutral: { path: '/labs/floating-neutral', labsId: 'floating-neutral' },
  acComparison: { path: '/labs/ac-energy-comparison', labsId: 'ac-energy-comparison' },
  smartPlug: { path: '/labs/tapo', labsId: 'tapo' },
  evCharger: { path: '/labs/ev-charger', labsId: 'ev-charger' },
} as const;

/** Where a motor-stall question can be asked (spec §2 "community help"). */
export const COMMUNITY_HELP_URL = 'https://kilowatch.app/community/labs/motor-stalls';
