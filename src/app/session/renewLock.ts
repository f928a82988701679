/**
 * Cross-tab mutual exclusion for POST /renew. Refresh tokens rotate and a spent one presented again
 * revokes the whole session, so two tabs renewing at the same moment (both waking from sleep, both
 * opened with an expired token) would sign the user out everywhere. Holding this lock, a tab first
 * re-reads storage and adopts the tokens another tab just stored, and renews only if none did.
 *
 * Web Locks (every current browser, in secure contexts: https and localhost). Where it is missing
 * the renew runs unguarded, as before.
 */
export function acquireRenewLock(): Promise<() => void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return Promise.resolve(() => {});
  return new Promise((resolve, reject) => {
    locks
      .request('kw.renew', () => new Promise<void>((release) => resolve(() => release())))
      .catch(reject);
  });
}
