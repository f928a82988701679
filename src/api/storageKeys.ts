/**
 * Every local-storage key the browser app uses (spec account-settings-shell §3 "Local storage keys").
 * Read and write them only through these names so the list stays complete.
 */
export const STORAGE_KEYS = {
  /** The access token (`t1.v2.<JWT>`). */
  token: 'kw.token',
  refreshToken: 'kw.refreshToken',
  userId: 'kw.userId',
  /** Set by the admin token login: the session must never be renewed. */
  noRenew: 'kw.noRenew',
  /** 32 hex chars, generated once per browser and sent on every call. */
  deviceId: 'kw.deviceId',
  monitorTimeZone: 'kw.monitorTimeZone',
  dismissedRateZoneAlertEndTime: 'kw.dismissedRateZoneAlertEndTime',
  /** Environment overrides (spec monitoring §7). */
  envName: 'kw.envName',
  envDisplayName: 'kw.envDisplayName',
  apiRoot: 'kw.apiRoot',
  wsRoot: 'kw.wsRoot',
  /** The user's language choice (en, es or fr); absent means "follow the browser". */
  locale: 'kw.locale',
  /**
   * Ids of the users who chose light or dark mode themselves on this browser (JSON array). Until
   * then the system preference decides; it stays after logout, like the language.
   */
  themeModeChosen: 'kw.themeModeChosen',
  /** Ids of the users who unlocked the partner edition's 'wiser' theme on this browser (JSON array); stays after logout. */
  partnerThemeUnlocked: 'kw.partnerThemeUnlocked',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/*
 * The spec's list also names a timeout-disabled flag and a dismissed time-of-use banner. Nothing in
 * this app has a timeout to disable, and the time-of-use notice is the rate-zone banner, whose
 * dismissal is dismissedRateZoneAlertEndTime: neither key is used, so neither is declared.
 */

/** Per user and monitor: the times of the peak notices dismissed on this browser (a JSON array). */
export const DISMISSED_PEAKS_PREFIX = 'kw.dismissedPeaks.';
export const dismissedPeaksKey = (userId: number, monitorId: number): string => `${DISMISSED_PEAKS_PREFIX}${userId}.${monitorId}`;

/** Keys that belong to a signed-in session; logout removes them. Device id, environment and language stay. */
export const SESSION_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.noRenew,
  STORAGE_KEYS.monitorTimeZone,
  STORAGE_KEYS.dismissedRateZoneAlertEndTime,
];

/** Families of per-user keys (a prefix each) that logout removes too. */
export const SESSION_STORAGE_PREFIXES: readonly string[] = [DISMISSED_PEAKS_PREFIX];
