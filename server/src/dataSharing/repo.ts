import type Database from 'better-sqlite3';
import type { ConsentRow } from './partners';

export type DataSharingRepo = ReturnType<typeof createDataSharingRepo>;

/** data_sharing_consents (migration 8): the user's answer per monitor and partner. */
export function createDataSharingRepo(db: Database.Database) {
  const list = db.prepare('SELECT partner_id, consent_enabled, consent_requested, updated_at FROM data_sharing_consents WHERE monitor_id = ?');
  const put = db.prepare(`INSERT INTO data_sharing_consents (monitor_id, partner_id, consent_enabled, consent_requested, updated_at)
    VALUES (?, ?, ?, 1, ?)
    ON CONFLICT(monitor_id, partner_id) DO UPDATE SET consent_enabled = excluded.consent_enabled, consent_requested = 1, updated_at = excluded.updated_at`);
  return {
    list: (monitorId: number) => new Map((list.all(monitorId) as ConsentRow[]).map((r) => [r.partner_id, r])),
    /** Records an answer (enabled or not); either way the partner's request has been answered. */
    put: (monitorId: number, partnerId: string, enabled: boolean, now: number) => void put.run(monitorId, partnerId, enabled ? 1 : 0, now),
  };
}
