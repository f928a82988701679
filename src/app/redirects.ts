import { externalNavigation } from './externalNavigation';

/** The provider's site: the only host the app sends people to for the mobile app. */
export const PROVIDER_APP_HOST = 'kilowatch.app';
/** The provider's get-the-app page. */
export const PROVIDER_APP_URL = `https://${PROVIDER_APP_HOST}/get-app`;

/** True only for an https address on the allowed host (exact match, no credentials, default port). */
export function isAllowedProviderUrl(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname === PROVIDER_APP_HOST && url.port === '' && !url.username && !url.password;
}

/** Goes to the provider's app page when the address passes the check; otherwise logs 'Invalid redirect address'. */
export function redirectToProviderApp(address: string = PROVIDER_APP_URL): boolean {
  if (!isAllowedProviderUrl(address)) {
    console.error('Invalid redirect address', address);
    return false;
  }
  externalNavigation.assign(address);
  return true;
}

/**
 * Legacy notification link targets (spec §2) as `/?target=<name>[&device_id=<id>]`, or old hash links
 * `/#/<path>`. Unknown targets go to /now.
 */
const LEGACY_TARGETS: Record<string, string> = {
  now: '/now',
  panel: '/panel',
  meter: '/meter',
  power_meter: '/meter',
  dashboard: '/dashboard',
  home_settings: '/settings/home',
  settings_home: '/settings/home',
  trends: '/trends',
  sources: '/sources',
  device: '/devices/{id}',
  device_settings: '/devices/{id}/settings',
};

export function legacyTargetPath(search: string, hash = ''): string | null {
  if (hash.startsWith('#/')) {
    const path = hash.slice(1);
    return /^\/(?![/\\])[^\\]*$/.test(path) ? path : '/now';
  }
  const params = new URLSearchParams(search);
  const target = params.get('target')?.toLowerCase();
  if (!target) return null;
  const template = LEGACY_TARGETS[target];
  if (!template) return '/now';
  if (!template.includes('{id}')) return template;
  const id = params.get('device_id') ?? params.get('id');
  return id ? template.replace('{id}', encodeURIComponent(id)) : '/devices';
}
