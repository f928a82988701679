import { Suspense, type ReactNode } from 'react';
import { MobileGate } from '../guards';
import { lazyScreens as S } from '../lazyScreens';
import type { ScreenHandle } from '../screenNames';
import type { PlaceholderScreenName } from '../screens/placeholderMessages';
import { lazyWithRetry } from './lazyWithRetry';

/** The signed-in screens, each its own chunk; this module itself loads with the signed-in shell. */
const L = {
  Now: lazyWithRetry(() => import(/* webpackChunkName: "screen-now" */ '../../features/now/NowScreen')),
  /** The Now screen's "Recent activity" (the timeline feature). */
  NowTimeline: lazyWithRetry(() => import(/* webpackChunkName: "timeline-now" */ '../../features/timeline/NowTimeline')),
  /** A device's or relay's timeline inside device detail and relay history (the timeline feature). */
  DeviceTimeline: lazyWithRetry(() => import(/* webpackChunkName: "timeline-device" */ '../../features/timeline/DeviceTimeline')),
  PowerMeter: lazyWithRetry(() => import(/* webpackChunkName: "screen-power-meter" */ '../../features/powerMeter/components/PowerMeterScreen')),
  Appearance: lazyWithRetry(() => import(/* webpackChunkName: "screen-appearance" */ '../../features/appearance/components/AppearanceScreen')),
  SettingsMenu: lazyWithRetry(() => import(/* webpackChunkName: "screen-settings-menu" */ '../../features/settingsMenu/components/SettingsMenuScreen')),
  DeviceDetail: lazyWithRetry(() => import(/* webpackChunkName: "screen-device-detail" */ '../../features/devices/DeviceDetailScreen')),
  DeviceSettings: lazyWithRetry(() => import(/* webpackChunkName: "screen-device-settings" */ '../../features/devices/DeviceSettingsScreen')),
  DevicesIndex: lazyWithRetry(() => import(/* webpackChunkName: "screen-devices-index" */ '../../features/devices/DevicesIndexScreen')),
  DeviceNotFound: lazyWithRetry(() => import(/* webpackChunkName: "screen-device-not-found" */ '../../features/devices/DeviceNotFoundScreen')),
  RelayList: lazyWithRetry(() => import(/* webpackChunkName: "screen-relay-list" */ '../../features/devices/RelayListScreen')),
  RelayHistory: lazyWithRetry(() => import(/* webpackChunkName: "screen-relay-history" */ '../../features/devices/RelayHistoryScreen')),
  /** The alerts section inside device settings (the alerts feature). */
  AlertsSection: lazyWithRetry(() => import(/* webpackChunkName: "alerts-section" */ '../../features/alerts/components/AlertsSection')),
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
const deviceDetail = (props: { deviceId?: string; variant?: 'alwaysOnDevice' | 'relay' } = {}) => (
  <L.DeviceDetail {...props} timelineSlot={deviceTimeline} relayHistorySlot={relayTimeline} />
);
/** /now, /solar and /sources are one screen; at /solar and /sources the power flow leads. */
const nowScreen = () => (
  <L.Now
    timeline={
      <Suspense fallback={null}>
        <L.NowTimeline />
      </Suspense>
    }
  />
);

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
  settings: () => <L.SettingsMenu />,
  'settings/appearance': () => <L.Appearance />,
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
