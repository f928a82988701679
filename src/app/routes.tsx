import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './shell/RootLayout';
import { MobileGate, PublicOnly, RequireAuth } from './guards';
import { lazyScreens as S } from './lazyScreens';
import { RootRedirect } from './RootRedirect';
import type { ScreenHandle, ScreenName } from './screenNames';
import type { PlaceholderScreenName } from './screens/placeholderMessages';

interface Flags {
  /** Kept in the mobile app (oauth, SSO, sign-in and password pages, labs, verify_email, assessment). */
  mobile?: boolean;
  hideNav?: boolean;
  hideNavOnMobile?: boolean;
}

function route(path: string, screen: ScreenName, element: ReactNode, flags: Flags = {}): RouteObject {
  const handle: ScreenHandle = { screen, hideNav: flags.hideNav, hideNavOnMobile: flags.hideNavOnMobile };
  return { path, handle, element: flags.mobile ? element : <MobileGate>{element}</MobileGate> };
}

const placeholder = (screen: PlaceholderScreenName, standalone = false) => <S.Placeholder screen={screen} standalone={standalone} />;
const soon = (path: string, screen: PlaceholderScreenName & ScreenName, flags?: Flags) => route(path, screen, placeholder(screen), flags);
const labs: Flags = { mobile: true, hideNavOnMobile: true };
/** /now, /solar and /sources are one screen; at /solar and /sources the power flow leads. */
const nowScreen = () => <S.Now timeline={<Suspense fallback={null}><S.NowTimeline /></Suspense>} />;
/** The timeline feature's lists, handed to the devices screens (features do not import each other). */
const deviceTimeline = (deviceId: string, preview: { limit: number }) => (
  <Suspense fallback={null}>
    <S.DeviceTimeline deviceId={deviceId} preview={preview} />
  </Suspense>
);
const relayTimeline = (deviceId: string, preview: { limit: number }) => (
  <Suspense fallback={null}>
    <S.DeviceTimeline deviceId={deviceId} preview={preview} relay />
  </Suspense>
);
const deviceDetail = (props: { deviceId?: string; variant?: 'alwaysOnDevice' | 'relay' } = {}) => (
  <S.DeviceDetail {...props} timelineSlot={deviceTimeline} relayHistorySlot={relayTimeline} />
);
/** The alerts feature's "Notifications" section, handed to the device settings screen (its own chunk). */
const alertsSlot = (device: { id: string; name: string; isPowerBox: boolean; isRelay: boolean }) => (
  <Suspense fallback={null}>
    <S.AlertsSection device={device} />
  </Suspense>
);

/** Signed-in routes (spec account-settings-shell §2 and monitoring §2). */
const signedInRoutes: RouteObject[] = [
  route('now', 'Now', nowScreen()),
  route('solar', 'Solar', nowScreen()),
  route('sources', 'EnergySources', nowScreen()),
  route('devices', 'DeviceList', <Navigate to="/devices/always_on" replace />),
  route('devices/not-found', 'DeviceNotFound', <S.DeviceNotFound />),
  route('devices/always_on', 'AlwaysOn', deviceDetail({ deviceId: 'always_on' })),
  route('devices/unknown', 'UnknownDevice', deviceDetail({ deviceId: 'unknown' })),
  route('devices/solar', 'SolarDevice', deviceDetail({ deviceId: 'solar' })),
  route('devices/:deviceId', 'DeviceDetail', deviceDetail()),
  route('devices/:deviceId/settings', 'DeviceSettings', <S.DeviceSettings alertsSlot={alertsSlot} />),
  route('always_on/:deviceId', 'AlwaysOnDevice', deviceDetail({ variant: 'alwaysOnDevice' })),
  route('panel', 'RelayList', <S.RelayList />),
  route('panel/history', 'RelayHistory', <S.RelayHistory historySlot={relayTimeline} />),
  route('panel/:deviceId', 'RelayDevice', deviceDetail({ variant: 'relay' })),
  route('panel/:deviceId/settings', 'RelaySettings', <S.DeviceSettings variant="relay" alertsSlot={alertsSlot} />),
  soon('usage', 'Usage'),
  soon('dashboard', 'Dashboard'),
  route('meter', 'PowerMeter', <S.PowerMeter />),
  soon('labs', 'Labs', labs),
  soon('labs/ev-charger/settings', 'EVChargerSettings', labs),
  soon('labs/motor-stalls', 'MotorStalls', labs),
  soon('labs/power-quality', 'PowerQuality', labs),
  soon('labs/floating-neutral', 'FloatingNeutral', labs),
  soon('labs/ac-energy-comparison', 'CoolingEfficiency', labs),
  soon('labs/ev-charger', 'EVCharger', labs),
  soon('labs/tapo', 'SmartPlug', labs),
  soon('settings', 'Settings'),
  soon('settings/about', 'About'),
  soon('settings/account', 'Account'),
  soon('settings/data_sharing', 'DataSharing'),
  soon('settings/electricity_info', 'ElectricityInfo'),
  soon('settings/feedback', 'Feedback'),
  route('settings/appearance', 'Appearance', <S.Appearance />),
  soon('settings/help', 'Help'),
  soon('settings/home', 'HomeSettings'),
  soon('settings/monitor', 'System'),
  soon('settings/solar', 'SolarSettings'),
  soon('settings/panel', 'PanelSettings'),
  soon('settings/connected-devices', 'ConnectedDevices'),
  soon('settings/connected_devices', 'ConnectedDevices'),
  soon('settings/integrations/:integration', 'Integration'),
  soon('assessment', 'Assessment', { mobile: true }),
  soon('assessment/:monitorSerial', 'Assessment', { mobile: true }),
  soon('oauth/authorize', 'OAuthAuthorize', { mobile: true, hideNav: true }),
  soon('discourse_sso', 'DiscourseSso', { mobile: true, hideNav: true }),
  soon('zendesk_sso', 'ZendeskSso', { mobile: true, hideNav: true }),
];

/** Public pages: no session needed, no navigation bar. */
const publicRoutes: RouteObject[] = [
  route('login', 'Login', <PublicOnly><S.Login /></PublicOnly>, { mobile: true }),
  route('mfa', 'Login-Mfa', <PublicOnly><S.Mfa /></PublicOnly>, { mobile: true }),
  route('logout', 'Logout', <S.Logout />, { mobile: true }),
  route('forgot_password', 'ForgotPassword', <S.ForgotPassword />, { mobile: true }),
  route('reset_password', 'ResetPassword', <S.ResetPassword />, { mobile: true }),
  route('verify_email', 'VerifyEmail', <S.VerifyEmail />, { mobile: true }),
  route('oauth/integrations/:integration', 'IntegrationConnected', placeholder('IntegrationConnected', true)),
  route('renu', 'Renu', placeholder('Renu', true)),
  route('scratch', 'Scratch', placeholder('Scratch', true)),
];

/** Sent to the provider's app page (https on the allowed host only). */
const providerRoutes: RouteObject[] = [
  route('wattcheck', 'Wattcheck', <S.ProviderRedirect />, { mobile: true }),
  route('connectionguide', 'ConnectionGuide', <S.ProviderRedirect />, { mobile: true }),
  route('settings/system_mobile', 'SystemMobile', <S.ProviderRedirect />, { mobile: true }),
  route('trends', 'Trends', <S.ProviderRedirect />, { mobile: true }),
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <RootRedirect />, handle: { screen: 'Now' } satisfies ScreenHandle },
      ...publicRoutes,
      ...providerRoutes,
      { element: <RequireAuth><S.AppLayout /></RequireAuth>, children: signedInRoutes },
      route('*', 'NotFound', <S.NotFound />, { mobile: true }),
    ],
  },
];
