/** sessionStorage key that remembers `?mobile=true` for the rest of the visit. */
export const MOBILE_FLAG_KEY = 'kw.mobile';
/** The mobile app's web views may instead set this window variable. */
export const MOBILE_WINDOW_VARIABLE = 'KILOWATCH_MOBILE';

/** The mobile flag: `?mobile=true` (then stored for the visit), a stored flag, or the window variable. */
export function detectMobile(search: string, sessionStore: Storage, win: object = window): boolean {
  const param = new URLSearchParams(search).get('mobile');
  if (param === 'true') {
    sessionStore.setItem(MOBILE_FLAG_KEY, 'true');
    return true;
  }
  if (param === 'false') {
    sessionStore.removeItem(MOBILE_FLAG_KEY);
    return false;
  }
  if (sessionStore.getItem(MOBILE_FLAG_KEY) === 'true') return true;
  return (win as Record<string, unknown>)[MOBILE_WINDOW_VARIABLE] === true;
}
