import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { MobileGate } from '../guards';
import { lazyScreens as S } from '../lazyScreens';
import type { ScreenHandle } from '../screenNames';
import type { PlaceholderScreenName } from '../screens/placeholderMessages';
import { lazyWithRetry } from './lazyWithRetry';
import { loadFeatures } from '../featureLoader';
import type { LazyFeatureName } from '../signedInFeatures';
import type { AppStore } from '../store';

/** The screen, rendered once its features are in this store (it suspends while they load). */
function needing<P extends object>(features: readonly LazyFeatureName[], Screen: ComponentType<P>): ComponentType<P> {
  return function ScreenWithFeatures(props: P) {
    const store = useStore() as AppStore;
    // The screen's loader below has loaded them already, except for a store created after it ran (tests).
    if (!store.featuresLoaded(features)) use(store.loadFeatures(features));
    return <Screen {...props} />;
  };
}

/**
 * A screen's chunk together with its features' slices and sagas (src/app/signedInFeatures.ts
 * lazyFeatures), downloaded side by side: the screen renders with its slice in the store and its
 * saga watching.
 */
function withFeatures<P extends object>(features: readonly LazyFeatureName[], load: () => Promise<{ default: ComponentType<P> }>): Promise<{ default: ComponentType<P> }> {
  return Promise.all([load(), loadFeatures(features)]).then(([module]) => ({ default: needing(features, module.default) }));
}

/**
 * The signed-in screens, each its own chunk; this module itself loads with the signed-in shell. A screen
 * whose feature is not one of the shell's own (realtime, devices, timeline) loads that feature with it.
 */
const L = {
  Now: lazyWithRetry(() => import(/* webpackChunkName: "screen-now" */ '../../features/now/NowScreen')),
  /** The Now screen's "Recent activity" (the timeline feature). */
  NowTimeline: lazyWithRetry(() => import(/* webpackChunkName: "timeline-now" */ '../../features/timeline/NowTimeline')),
  /** A device's or relay's timeline inside device detail and relay history (the timeline feature). */
  DeviceTimeline: lazyWithRetry(() => import(/* webpackChunkName: "timeline-device" */ '../../features/timeline/DeviceTimeline')),
  PowerMeter: lazyWithRetry(() => withFeatures(['powerMeter'], () => import(/* webpackChunkName: "screen-power-meter" */ '../../features/powerMeter/components/PowerMeterScreen'))),
  Appearance: lazyWithRetry(() => withFeatures(['appearance'], () => import(/* webpackChunkName: "screen-appearance" */ '../../features/appearance/components/AppearanceScreen'))),
  SettingsMenu: lazyWithRetry(() => import(/* webpackChunkName: "screen-settings-menu" */ '../../features/settingsMenu/components/SettingsMenuScreen')),
  DeviceDetail: lazyWithRetry(() => withFeatures(['deviceEdits'], () => import(/* webpackChunkName: "screen-device-detail" */ '../../features/devices/DeviceDetailScreen'))),
  DeviceSettings: lazyWithRetry(() => withFeatures(['deviceEdits'], () => import(/* webpackChunkName: "screen-device-settings" */ '../../features/devices/DeviceSettingsScreen'))),
  DevicesIndex: lazyWithRetry(() => import(/* webpackChunkName: "screen-devices-index" */ '../../features/devices/DevicesIndexScreen')),
  DeviceNotFound: lazyWithRetry(() => import(/* webpackChunkName: "screen-device-not-found" */ '../../features/devices/DeviceNotFoundScreen')),
  RelayList: lazyWithRetry(() => import(/* webpackChunkName: "screen-relay-list" */ '../../features/devices/RelayListScreen')),
  RelayHistory: lazyWithRetry(() => import(/* webpackChunkName: "screen-relay-history" */ '../../features/devices/RelayHistoryScreen')),
  /** The alerts section inside device settings (the alerts feature). */
  AlertsSection: lazyWithRetry(() => withFeatures(['alerts'], () => import(/* webpackChunkName: "alerts-section" */ '../../features/alerts/components/AlertsSection'))),
  EvCharger: lazyWithRetry(() => withFeatures(['evCharger'], () => import(/* webpackChunkName: "screen-ev-charger" */ '../../features/evCharger/components/EvChargerScreen'))),
  EvChargerSettings: lazyWithRetry(() => withFeatures(['evCharger'], () => import(/* webpackChunkName: "screen-ev-charger-settings" */ '../../features/evCharger/components/EvSettingsScreen'))),
  Usage: lazyWithRetry(() => withFeatures(['trends'], () => import(/* webpackChunkName: "screen-usage" */ '../../features/trends/components/UsageScreen'))),
  Dashboard: lazyWithRetry(() => withFeatures(['trends'], () => import(/* webpackChunkName: "screen-dashboard" */ '../../features/trends/components/dashboard/DashboardScreen'))),
  HomeDetails: lazyWithRetry(() => withFeatures(['homeSettings'], () => import(/* webpackChunkName: "screen-home-details" */ '../../features/homeSettings/components/HomeDetailsScreen'))),
  ElectricityInfo: lazyWithRetry(() => withFeatures(['homeSettings'], () => import(/* webpackChunkName: "screen-electricity-info" */ '../../features/homeSettings/components/ElectricityInfoScreen'))),
  SolarSettings: lazyWithRetry(() => withFeatures(['homeSettings'], () => import(/* webpackChunkName: "screen-solar-settings" */ '../../features/homeSettings/components/SolarSettingsScreen'))),
  PanelSettings: lazyWithRetry(() => withFeatures(['homeSettings'], () => import(/* webpackChunkName: "screen-panel-settings" */ '../../features/homeSettings/components/PanelSettingsScreen'))),
  Survey: lazyWithRetry(() => withFeatures(['homeSurvey'], () => import(/* webpackChunkName: "screen-survey" */ '../../features/homeSurvey/components/SurveyScreen'))),
  /** The device survey and inventory cards on home details (the homeSurvey feature). */
  HomeDevicesCards: lazyWithRetry(() => withFeatures(['homeSurvey'], () => import(/* webpackChunkName: "home-devices-cards" */ '../../features/homeSurvey/components/HomeDevicesCards'))),
  Account: lazyWithRetry(() => withFeatures(['account'], () => import(/* webpackChunkName: "screen-account" */ '../../features/account/components/AccountScreen'))),
  Security: lazyWithRetry(() => withFeatures(['mfa'], () => import(/* webpackChunkName: "screen-security" */ '../../features/mfa/components/SecurityScreen'))),
  Notifications: lazyWithRetry(() => withFeatures(['notificationSettings'], () => import(/* webpackChunkName: "screen-notifications" */ '../../features/notificationSettings/components/NotificationsScreen'))),
  General: lazyWithRetry(() => withFeatures(['general'], () => import(/* webpackChunkName: "screen-general" */ '../../features/general/components/GeneralScreen'))),
  ConnectedDevices: lazyWithRetry(() => withFeatures(['connectedDevices'], () => import(/* webpackChunkName: "screen-connected-devices" */ '../../features/connectedDevices/components/ConnectedDevicesScreen'))),
  About: lazyWithRetry(() => withFeatures(['support'], () => import(/* webpackChunkName: "screen-about" */ '../../features/support/components/AboutScreen'))),
  Help: lazyWithRetry(() => withFeatures(['support'], () => import(/* webpackChunkName: "screen-help" */ '../../features/support/components/HelpScreen'))),
  System: lazyWithRetry(() => withFeatures(['support'], () => import(/* webpackChunkName: "screen-system" */ '../../features/support/components/SystemScreen'))),
  Feedback: lazyWithRetry(() => withFeatures(['support'], () => import(/* webpackChunkName: "screen-feedback" */ '../../features/support/components/FeedbackScreen'))),
  /** The integrations section of the Connected devices page (the integrations feature). */
  IntegrationsSection: lazyWithRetry(() => withFeatures(['integrations'], () => import(/* webpackChunkName: "integrations-section" */ '../../features/integrations/components/IntegrationsSection'))),
  Integration: lazyWithRetry(() => withFeatures(['integrations'], () => import(/* webpackChunkName: "screen-integration" */ '../../features/integrations/components/IntegrationScreen'))),
  SmartPlug: lazyWithRetry(() => withFeatures(['integrations'], () => import(/* webpackChunkName: "screen-smart-plug" */ '../../features/integrations/components/SmartPlugScreen'))),
  DataSharing: lazyWithRetry(() => withFeatures(['dataSharing'], () => import(/* webpackChunkName: "screen-data-sharing" */ '../../features/dataSharing/components/DataSharingScreen'))),
  OAuthConsent: lazyWithRetry(() => withFeatures(['oauthConsent'], () => import(/* webpackChunkName: "screen-oauth-consent" */ '../../features/oauthConsent/components/OAuthConsentScreen'))),
  DiscourseSso: lazyWithRetry(() => withFeatures(['sso'], () => import(/* webpackChunkName: "screen-discourse-sso" */ '../../features/sso/components/DiscourseSsoScreen'))),
  RateZones: lazyWithRetry(() => withFeatures(['rateZones'], () => import(/* webpackChunkName: "rate-zones" */ '../../features/rateZones/components/RateZonesSection'))),
  ZendeskSso: lazyWithRetry(() => withFeatures(['sso'], () => import(/* webpackChunkName: "screen-zendesk-sso" */ '../../features/sso/components/ZendeskSsoScreen'))),
  LabsIndex: lazyWithRetry(() => withFeatures(['labs'], () => import(/* webpackChunkName: "screen-labs" */ '../../features/labs/components/LabsIndexScreen'))),
  MotorStalls: lazyWithRetry(() => withFeatures(['labs'], () => import(/* webpackChunkName: "screen-labs-motor-stalls" */ '../../features/labs/components/MotorStallsScreen'))),
  PowerQuality: lazyWithRetry(() => withFeatures(['labs'], () => import(/* webpackChunkName: "screen-labs-power-quality" */ '../../features/labs/components/PowerQualityScreen'))),
  FloatingNeutral: lazyWithRetry(() => withFeatures(['labs'], () => import(/* webpackChunkName: "screen-labs-floating-neutral" */ '../../features/labs/components/FloatingNeutralScreen'))),
  AcComparison: lazyWithRetry(() => withFeatures(['labs'], () => import(/* webpackChunkName: "screen-labs-ac-comparison" */ '../../features/labs/components/AcComparisonScreen'))),
};

// Features do not import each other: the shell hands one feature's component to another as a slot.
const deviceTimeline = (deviceId: string, preview: { limit: number }) => (
  <Suspense fallback={null}>
    <L.DeviceTimeline deviceId={deviceId} preview={preview} />
  </Suspense>
);
const relayTimeline = (deviceId: string, preview: { limit: number }) => (
  <Suspense fallback={null}>
    <L.DeviceTimeline deviceId={deviceId} preview={preview} relay />
  </Suspense>
);
const alertsSlot = (device: { id: string; name: string; isPowerBox: boolean; isRelay: boolean }) => (
  <Suspense fallback={null}>
    <L.AlertsSection device={device} />
  </Suspense>
);
/** The integrations rows (the integrations feature) inside the Connected devices page's integrations section. */
const integrationsSlot = (props: { monitorId: number; multitenantState: 'tenant' | 'admin' | null }) => (
  <Suspense fallback={null}>
    <L.IntegrationsSection {...props} />
  </Suspense>
);
const deviceDetail = (props: { deviceId?: string; variant?: 'alwaysOnDevice' | 'relay' } = {}) => (
  <L.DeviceDetail {...props} timelineSlot={deviceTimeline} relayHistorySlot={relayTimeline} />
);
/** The rate-zone list (the rateZones feature) inside the electricity page's time-of-use section. */
const rateZonesSlot = (props: { touEnabled: boolean }) => (
  <Suspense fallback={null}>
    <L.RateZones {...props} />
  </Suspense>
);
const homeDevicesSlot = () => (
  <Suspense fallback={null}>
    <L.HomeDevicesCards />
  </Suspense>
);
/** /now, /solar and /sources are one screen; at /solar and /sources the power flow leads. Its timeline slot suspends while the timeline loads. */
const nowScreen = () => <L.Now timeline={<L.NowTimeline />} />;

/** The built screens by route path (src/app/routes.tsx); any other signed-in path shows its placeholder. */
const screens: Record<string, () => ReactNode> = {
  now: nowScreen,
  solar: nowScreen,
  sources: nowScreen,
  devices: () => <L.DevicesIndex />,
  'devices/not-found': () => <L.DeviceNotFound />,
  'devices/always_on': () => deviceDetail({ deviceId: 'always_on' }),
  'devices/unknown': () => deviceDetail({ deviceId: 'unknown' }),
  'devices/solar': () => deviceDetail({ deviceId: 'solar' }),
  'devices/battery': () => deviceDetail({ deviceId: 'battery' }),
  'devices/:deviceId': () => deviceDetail(),
  'devices/:deviceId/settings': () => <L.DeviceSettings alertsSlot={alertsSlot} />,
  'always_on/:deviceId': () => deviceDetail({ variant: 'alwaysOnDevice' }),
  panel: () => <L.RelayList />,
  'panel/history': () => <L.RelayHistory historySlot={relayTimeline} />,
  'panel/:deviceId': () => deviceDetail({ variant: 'relay' }),
  'panel/:deviceId/settings': () => <L.DeviceSettings variant="relay" alertsSlot={alertsSlot} />,
  meter: () => <L.PowerMeter />,
  usage: () => <L.Usage />,
  dashboard: () => <L.Dashboard />,
  settings: () => <L.SettingsMenu />,
  'settings/appearance': () => <L.Appearance />,
  'labs/ev-charger': () => <L.EvCharger />,
  'labs/ev-charger/settings': () => <L.EvChargerSettings />,
  'settings/home': () => <L.HomeDetails devicesSlot={homeDevicesSlot} />,
  'settings/electricity_info': () => <L.ElectricityInfo rateZonesSlot={rateZonesSlot} />,
  'settings/solar': () => <L.SolarSettings />,
  'settings/panel': () => <L.PanelSettings />,
  assessment: () => <L.Survey />,
  'assessment/:monitorSerial': () => <L.Survey />,
  'settings/account': () => <L.Account />,
  'settings/security': () => <L.Security />,
  'settings/notifications': () => <L.Notifications />,
  'settings/general': () => <L.General />,
  'settings/connected-devices': () => <L.ConnectedDevices integrationsSlot={integrationsSlot} />,
  'settings/connected_devices': () => <L.ConnectedDevices integrationsSlot={integrationsSlot} />,
  'settings/about': () => <L.About />,
  'settings/help': () => <L.Help />,
  'settings/monitor': () => <L.System />,
  'settings/feedback': () => <L.Feedback />,
  'settings/integrations/:integration': () => <L.Integration />,
  'settings/data_sharing': () => <L.DataSharing />,
  'labs/tapo': () => <L.SmartPlug />,
  'oauth/authorize': () => <L.OAuthConsent />,
  discourse_sso: () => <L.DiscourseSso />,
  zendesk_sso: () => <L.ZendeskSso />,
  labs: () => <L.LabsIndex />,
  'labs/motor-stalls': () => <L.MotorStalls />,
  'labs/power-quality': () => <L.PowerQuality />,
  'labs/floating-neutral': () => <L.FloatingNeutral />,
  'labs/ac-energy-comparison': () => <L.AcComparison />,
  /** A path the app does not know, inside the signed-in shell (src/app/guards.tsx NotFoundRoute). */
  '*': () => <S.NotFound embedded />,
};

/** The screen of the matched signed-in route, behind the mobile gate unless the route stays in the mobile app. */
export function SignedInScreen({ handle }: { handle: ScreenHandle | undefined }) {
  if (!handle?.path) return null;
  const build = screens[handle.path];
  const element = build ? build() : <S.Placeholder screen={handle.screen as PlaceholderScreenName} />;
  return handle.mobile ? element : <MobileGate>{element}</MobileGate>;
}
