import { takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { ScreenName } from './screenNames';

export interface PageView {
  screen: ScreenName;
  path: string;
}

/** Query parameters that may carry secrets; they never reach analytics. */
const SECRET_PARAMS = ['access_token', 'admin_token', 'token', 'mfa_token', 'refresh_token'];

/** The path with secret query values replaced, e.g. /reset_password?token=… → /reset_password?token=redacted. */
export function redactPath(path: string): string {
  const [base, query] = path.split('?');
  if (!query) return path;
  const params = new URLSearchParams(query);
  for (const key of SECRET_PARAMS) if (params.has(key)) params.set(key, 'redacted');
  return `${base}?${params.toString()}`;
}

type Listener = (view: PageView) => void;
const listeners = new Set<Listener>();

/** Page-view reporting. No analytics vendor is wired; listeners (tests, a future vendor) may subscribe. */
export function trackScreen(screen: ScreenName, path: string): void {
  const view = { screen, path: redactPath(path) };
  listeners.forEach((listener) => listener(view));
}

export function onPageView(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A named product event, e.g. { name: 'notification_enabled', params: { device_id, state } }. */
export interface AnalyticsEvent {
  name: string;
  params?: Record<string, string | number | boolean>;
}
/** Features report events by dispatching this plain action type (they may not import src/app). */
export const ANALYTICS_EVENT_LOGGED = 'analytics/eventLogged';

type EventListener = (event: AnalyticsEvent) => void;
const eventListeners = new Set<EventListener>();

/** Event reporting: no vendor is wired, so this only tells listeners (tests, a future vendor). */
export function trackEvent(event: AnalyticsEvent): void {
  eventListeners.forEach((listener) => listener(event));
}

export function onAnalyticsEvent(listener: EventListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** Passes every `analytics/eventLogged` action to trackEvent. */
export function* analyticsSaga(): SagaIterator {
  yield takeEvery(ANALYTICS_EVENT_LOGGED, (action: { type: string; payload?: AnalyticsEvent }) => {
    if (action.payload?.name) trackEvent(action.payload);
  });
}
