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
  // The battery's page (/devices/battery), and the spec's names for parts of screens: the peak
  // notice's devices, the Now screen's power flow and device bubbles.
  'Battery', 'PeakDevices', 'PowerFlow', 'Bubbles',
  // The spec's names for screens of the mobile app, or not built in this app: listed so that
  // analytics keep the spec's names when they come.
  'Goals', 'Compare', 'CarbonIntensity', 'SolarSystemSpecs', 'RelayFirmwareUpdates', 'RelayUpdateSettings',
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
