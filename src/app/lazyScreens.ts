import { lazyWithRetry } from './shell/lazyWithRetry';
import { loadFeatures } from './featureLoader';

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
  /** The public return from an integration's provider (the integrations feature, whose saga finishes the return). */
  IntegrationReturn: lazyWithRetry(() =>
    Promise.all([import(/* webpackChunkName: "screen-integration-return" */ '../features/integrations/components/IntegrationReturnScreen'), loadFeatures(['integrations'])]).then(([m]) => m),
  ),
};
