/**
 * Screen names for navigation and analytics (spec §2 "Screen names"). Every route carries one in its
 * `handle.screen`; page views report it.
 */
export const SCREEN_NAMES = [
  // signed-in
  'Now', 'Solar', 'EnergySources', 'DeviceList', 'DeviceNotFound', 'DeviceDetail', 'DeviceSettings',
  'AlwaysOn', 'UnknownDevice', 'SolarDevice', 'AlwaysOnDevice',
  'RelayList', 'RelayHistory', 'RelayDevice', 'RelaySettings',
  'Usage', 'Dashboard', 'PowerMeter',
  'Labs', 'MotorStalls', 'PowerQuality', 'FloatingNeutral', 'CoolingEfficiency', 'EVCharger', 'EVChargerSettings', 'SmartPlug',
  'Settings', 'About', 'Account', 'DataSharing', 'ElectricityInfo', 'Feedback', 'Appearance', 'Help', 'HomeSettings',
  'System', 'SolarSettings', 'PanelSettings', 'ConnectedDevices', 'Integration', 'Assessment',
  'General', 'Notifications', 'Security',
  'OAuthAuthorize', 'DiscourseSso', 'ZendeskSso',
  // public
  'Login', 'Login-Mfa', 'Logout', 'ForgotPassword', 'ResetPassword', 'VerifyEmail', 'IntegrationConnected', 'Renu', 'Scratch',
  // provider app redirects
  'Wattcheck', 'ConnectionGuide', 'SystemMobile', 'Trends', 'GetApp',
  'NotFound',
] as const;

export type ScreenName = (typeof SCREEN_NAMES)[number];

/** What a route tells the shell about itself (react-router `handle`). */
export interface ScreenHandle {
  screen: ScreenName;
  /** No navigation bar (oauth authorize and the SSO pages). */
  hideNav?: boolean;
  /** No navigation bar in the mobile app (labs pages). */
  hideNavOnMobile?: boolean;
  /** The route's path pattern: signed-in screens are chosen by it (src/app/shell/signedInScreens.tsx). */
  path?: string;
  /** Kept in the mobile app (otherwise the mobile gate sends it to the get-app address). */
  mobile?: boolean;
}
