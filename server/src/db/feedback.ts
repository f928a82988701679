import type Database from 'better-sqlite3';
import type { FeedbackCategory, FeedbackSubCategory } from '../../../src/api/wire/account';

export interface FeedbackRow {
  id: number;
  user_id: number;
  monitor_id: number | null;
  device_id: string | null;
  /** 'app' for the settings feedback form, 'labs' for a Labs page's request. */
  variant: 'app' | 'labs';
  labs_id: string | null;
  category: FeedbackCategory;
  sub_category: FeedbackSubCategory;
  text: string;
  client: string;
  client_version: string | null;
  created_at: number;
}

export type NewFeedback = Omit<FeedbackRow, 'id'>;

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;

/** feedback (migration 6): what users send from the feedback form and Labs pages. */
export function createFeedbackRepo(db: Database.Database) {
  const insert = db.prepare(`INSERT INTO feedback
    (user_id, monitor_id, device_id, variant, labs_id, category, sub_category, text, client, client_version, created_at)
    VALUES (@user_id, @monitor_id, @device_id, @variant, @labs_id, @category, @sub_category, @text, @client, @client_version, @created_at)`);
  const forUser = db.prepare('SELECT * FROM feedback WHERE user_id = ? ORDER BY id');
  const labsSupport = db.prepare(`SELECT DISTINCT labs_id FROM feedback
    WHERE user_id = ? AND variant = 'labs' AND category = 'support' AND labs_id IS NOT NULL AND (monitor_id = ? OR monitor_id IS NULL)`);
  return {
    add: (f: NewFeedback): number => Number(insert.run(f).lastInsertRowid),
    forUser: (userId: number) => forUser.all(userId) as FeedbackRow[],
    /** The Labs pages (labs_id) whose support request the user has sent for a monitor (migration 9 indexes it). */
    labsSupportRequested: (userId: number, monitorId: number): Set<string> =>
      new Set((labsSupport.all(userId, monitorId) as { labs_id: string }[]).map((r) => r.labs_id)),
  };
}
