import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './shell/RootLayout';
import { MobileGate, NotFoundRoute, PublicOnly, RequireAuth } from './guards';
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
  const handle: ScreenHandle = { screen, path, mobile: flags.mobile, hideNav: flags.hideNav, hideNavOnMobile: flags.hideNavOnMobile };
  return { path, handle, element: flags.mobile ? element : <MobileGate>{element}</MobileGate> };
}

const placeholder = (screen: PlaceholderScreenName, standalone = false) => <S.Placeholder screen={screen} standalone={standalone} />;
const labs: Flags = { mobile: true, hideNavOnMobile: true };

/**
 * Signed-in routes (spec account-settings-shell §2 and monitoring §2): path, screen name and flags
 * only. Their elements live with the signed-in shell (src/app/shell/signedInScreens.tsx, its own
 * chunk), which renders the screen for the matched path, so the sign-in page carries none of them.
 */
const signedInTable: [string, ScreenName, Flags?][] = [
  ['now', 'Now'],
  ['solar', 'Solar'],
  ['sources', 'EnergySources'],
  ['devices', 'DeviceList'],
  ['devices/not-found', 'DeviceNotFound'],
  ['devices/always_on', 'AlwaysOn'],
  ['devices/unknown', 'UnknownDevice'],
  ['devices/solar', 'SolarDevice'],
  ['devices/battery', 'Battery'],
  ['devices/:deviceId', 'DeviceDetail'],
  ['devices/:deviceId/settings', 'DeviceSettings'],
  ['always_on/:deviceId', 'AlwaysOnDevice'],
  ['panel', 'RelayList'],
  ['panel/history', 'RelayHistory'],
  ['panel/:deviceId', 'RelayDevice'],
  ['panel/:deviceId/settings', 'RelaySettings'],
  ['usage', 'Usage'],
  ['dashboard', 'Dashboard'],
  ['meter', 'PowerMeter'],
  ['labs', 'Labs', labs],
  ['labs/ev-charger/settings', 'EVChargerSettings', labs],
  ['labs/motor-stalls', 'MotorStalls', labs],
  ['labs/power-quality', 'PowerQuality', labs],
  ['labs/floating-neutral', 'FloatingNeutral', labs],
  ['labs/ac-energy-comparison', 'CoolingEfficiency', labs],
  ['labs/ev-charger', 'EVCharger', labs],
  ['labs/tapo', 'SmartPlug', labs],
  ['settings', 'Settings'],
  ['settings/about', 'About'],
  ['settings/account', 'Account'],
  ['settings/data_sharing', 'DataSharing'],
  ['settings/electricity_info', 'ElectricityInfo'],
  ['settings/feedback', 'Feedback'],
  ['settings/appearance', 'Appearance'],
  ['settings/help', 'Help'],
  ['settings/home', 'HomeSettings'],
  ['settings/monitor', 'System'],
  ['settings/solar', 'SolarSettings'],
  ['settings/panel', 'PanelSettings'],
  ['settings/connected-devices', 'ConnectedDevices'],
  ['settings/connected_devices', 'ConnectedDevices'],
  ['settings/general', 'General'],
  ['settings/notifications', 'Notifications'],
  ['settings/security', 'Security'],
  ['settings/integrations/:integration', 'Integration'],
  ['assessment', 'Assessment', { mobile: true }],
  ['assessment/:monitorSerial', 'Assessment', { mobile: true }],
  ['oauth/authorize', 'OAuthAuthorize', { mobile: true, hideNav: true }],
  ['discourse_sso', 'DiscourseSso', { mobile: true, hideNav: true }],
  ['zendesk_sso', 'ZendeskSso', { mobile: true, hideNav: true }],
];

const signedInRoutes: RouteObject[] = signedInTable.map(([path, screen, flags = {}]) => ({
  path,
  handle: { screen, path, mobile: flags.mobile, hideNav: flags.hideNav, hideNavOnMobile: flags.hideNavOnMobile } satisfies ScreenHandle,
}));

/** Public pages: no session needed, no navigation bar. */
const publicRoutes: RouteObject[] = [
  route('login', 'Login', <PublicOnly><S.Login /></PublicOnly>, { mobile: true }),
  route('mfa', 'Login-Mfa', <PublicOnly><S.Mfa /></PublicOnly>, { mobile: true }),
  route('logout', 'Logout', <S.Logout />, { mobile: true }),
  route('forgot_password', 'ForgotPassword', <S.ForgotPassword />, { mobile: true }),
  route('reset_password', 'ResetPassword', <S.ResetPassword />, { mobile: true }),
  route('verify_email', 'VerifyEmail', <S.VerifyEmail />, { mobile: true }),
  route('oauth/integrations/:integration', 'IntegrationConnected', <S.IntegrationReturn />),
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
      // Not a page the mobile app keeps: there it goes to the get-app address.
      route('*', 'NotFound', <NotFoundRoute />),
    ],
  },
];
