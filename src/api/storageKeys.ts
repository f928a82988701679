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
  timeoutDisabled: 'kw.timeoutDisabled',
  /** 32 hex chars, generated once per browser and sent on every call. */
  deviceId: 'kw.deviceId',
  monitorTimeZone: 'kw.monitorTimeZone',
  dismissedRateZoneAlertEndTime: 'kw.dismissedRateZoneAlertEndTime',
  dismissedTouBanner: 'kw.dismissedTouBanner',
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

/** Keys that belong to a signed-in session; logout removes them. Device id, environment and language stay. */
export const SESSION_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.noRenew,
  STORAGE_KEYS.timeoutDisabled,
  STORAGE_KEYS.monitorTimeZone,
  STORAGE_KEYS.dismissedRateZoneAlertEndTime,
  STORAGE_KEYS.dismissedTouBanner,
];
