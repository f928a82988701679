import { lazyWithRetry } from './shell/lazyWithRetry';

/** Every screen is its own chunk, loaded when its route is first shown. */
export const lazyScreens = {
  /** The signed-in shell: navigation bar, top-banner slot, page. */
  AppLayout: lazyWithRetry(() => import(/* webpackChunkName: "app-layout" */ './shell/AppLayout')),
  Placeholder: lazyWithRetry(() => import(/* webpackChunkName: "screen-placeholder" */ './screens/PlaceholderScreen')),
  NotFound: lazyWithRetry(() => import(/* webpackChunkName: "screen-not-found" */ './screens/NotFoundScreen')),
  ProviderRedirect: lazyWithRetry(() => import(/* webpackChunkName: "screen-provider-redirect" */ './screens/ProviderRedirectScreen')),
  Login: lazyWithRetry(() => import(/* webpackChunkName: "screen-login" */ './session/components/LoginScreen')),
  Mfa: lazyWithRetry(() => import(/* webpackChunkName: "screen-mfa" */ './session/components/MfaScreen')),
  ForgotPassword: lazyWithRetry(() => import(/* webpackChunkName: "screen-forgot-password" */ './session/components/ForgotPasswordScreen')),
  ResetPassword: lazyWithRetry(() => import(/* webpackChunkName: "screen-reset-password" */ './session/components/ResetPasswordScreen')),
  VerifyEmail: lazyWithRetry(() => import(/* webpackChunkName: "screen-verify-email" */ './session/components/VerifyEmailScreen')),
  Logout: lazyWithRetry(() => import(/* webpackChunkName: "screen-logout" */ './session/components/LogoutScreen')),
  Now: lazyWithRetry(() => import(/* webpackChunkName: "screen-now" */ '../features/now/NowScreen')),
  /** The Now screen's "Recent activity" (the timeline feature), its own chunk. */
  NowTimeline: lazyWithRetry(() => import(/* webpackChunkName: "timeline-now" */ '../features/timeline/NowTimeline')),
  /** A device's or relay's timeline inside device detail and relay history (the timeline feature). */
  DeviceTimeline: lazyWithRetry(() => import(/* webpackChunkName: "timeline-device" */ '../features/timeline/DeviceTimeline')),
  PowerMeter: lazyWithRetry(() => import(/* webpackChunkName: "screen-power-meter" */ '../features/powerMeter/components/PowerMeterScreen')),
  Appearance: lazyWithRetry(() => import(/* webpackChunkName: "screen-appearance" */ '../features/appearance/components/AppearanceScreen')),
  DeviceDetail: lazyWithRetry(() => import(/* webpackChunkName: "screen-device-detail" */ '../features/devices/DeviceDetailScreen')),
  DeviceSettings: lazyWithRetry(() => import(/* webpackChunkName: "screen-device-settings" */ '../features/devices/DeviceSettingsScreen')),
  DeviceNotFound: lazyWithRetry(() => import(/* webpackChunkName: "screen-device-not-found" */ '../features/devices/DeviceNotFoundScreen')),
  RelayList: lazyWithRetry(() => import(/* webpackChunkName: "screen-relay-list" */ '../features/devices/RelayListScreen')),
  RelayHistory: lazyWithRetry(() => import(/* webpackChunkName: "screen-relay-history" */ '../features/devices/RelayHistoryScreen')),
  /** The alerts section inside device settings (the alerts feature), its own chunk. */
  AlertsSection: lazyWithRetry(() => import(/* webpackChunkName: "alerts-section" */ '../features/alerts/components/AlertsSection')),
};
