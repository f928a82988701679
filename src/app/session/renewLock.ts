/**
 * Cross-tab mutual exclusion for POST /renew. Refresh tokens rotate and a spent one presented again
 * revokes the whole session, so two tabs renewing at the same moment (both waking from sleep, both
 * opened with an expired token) would sign the user out everywhere. Holding this lock, a tab first
 * looks at what the previous holder renewed, adopts it when it replaced the refresh token this tab
 * holds, and renews only otherwise.
 *
 * The handover goes through IndexedDB, written before the lock is released: Chromium passes
 * localStorage writes to other tabs asynchronously, so the next holder can still read the old
 * token there. Web Locks exist in every current browser in secure contexts (https and localhost);
 * where they or IndexedDB are missing the renew runs unguarded, as before.
 */

/** What the last lock holder renewed: the refresh token it replaced, and what replaced it. */
export interface RenewHandoff {
  replaced: string;
  accessToken: string;
  refreshToken: string;
  userId: number;
}

export interface HeldRenewLock {
  /** The previous holder's renewal, if any. */
  handoff: RenewHandoff | null;
  /** Records this holder's renewal (when it made one), then lets the next tab in. */
  release(next?: RenewHandoff): Promise<void>;
}

const DB_NAME = 'kw-session';
const STORE = 'renew';
const KEY = 'last';

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

function readHandoff(db: IDBDatabase): Promise<RenewHandoff | null> {
  return new Promise((resolve) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY);
    request.onsuccess = () => resolve((request.result as RenewHandoff | undefined) ?? null);
    request.onerror = () => resolve(null);
  });
}

function writeHandoff(db: IDBDatabase, handoff: RenewHandoff): Promise<void> {
  return new Promise((resolve) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(handoff, KEY);
    tx.oncomplete = () => resolve();
    tx.onerror = () => resolve();
    tx.onabort = () => resolve();
  });
}

export function acquireRenewLock(): Promise<HeldRenewLock> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return Promise.resolve({ handoff: null, release: () => Promise.resolve() });
  return new Promise((resolve, reject) => {
    locks
      .request('kw.renew', async () => {
        const db = await openDb();
        const handoff = db ? await readHandoff(db) : null;
        await new Promise<void>((unlock) => {
          resolve({
            handoff,
            release: async (next) => {
              if (db && next) await writeHandoff(db, next);
              db?.close();
              unlock();
            },
          });
        });
      })
      .catch(reject);
  });
}
