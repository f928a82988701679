/** Pages a signed-out visitor may open (spec §2 "Public pages"). */
export const PUBLIC_PATHS = ['/renu', '/login', '/mfa', '/logout', '/forgot_password', '/reset_password', '/verify_email', '/oauth/integrations', '/scratch'] as const;

/** Sign-in pages: never a useful place to return to after signing in. */
const AUTH_PAGES = ['/login', '/mfa', '/logout', '/forgot_password', '/reset_password', '/verify_email'];

export const HOME_PATH = '/now';
export const ADMIN_TOKEN_PARAM = 'admin_token';

function pathOf(location: string): string {
  return location.split(/[?#]/)[0] ?? '';
}

/**
 * A remembered target is used only if it is a path inside the app (no scheme, no '//' host,
 * no backslash tricks) and not a sign-in page. Else null.
 */
export function sanitizeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  const path = pathOf(next);
  if (AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  if (path === '/') return null;
  return next;
}

/** '/login', or '/login?next=<target>' when the target is worth returning to. */
export function loginPath(next?: string | null): string {
  const target = sanitizeNext(next);
  return target ? `/login?next=${encodeURIComponent(target)}` : '/login';
}

/** '/logout', or '/logout?next=<target>': signing out goes on to /login carrying where the user was. */
export function logoutPath(next?: string | null): string {
  const target = sanitizeNext(next);
  return target ? `/logout?next=${encodeURIComponent(target)}` : '/logout';
}

/** '/mfa', or '/mfa?next=<target>': the one-time-code step keeps the target in its address, like /login. */
export function mfaPath(next?: string | null): string {
  const target = sanitizeNext(next);
  return target ? `/mfa?next=${encodeURIComponent(target)}` : '/mfa';
}

/** True when the location's query carries the admin token (the admin login skips auto-initialisation). */
export function hasAdminTokenParam(location: string): boolean {
  const query = location.split('?')[1]?.split('#')[0] ?? '';
  return new URLSearchParams(query).has(ADMIN_TOKEN_PARAM);
}
