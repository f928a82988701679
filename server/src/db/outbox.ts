import type Database from 'better-sqlite3';

export interface OutboxRow {
  id: number;
  kind: string;
  to_email: string;
  subject: string;
  body: string;
  created_at: number;
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

/** Mail that a mail server would send. There is none here: the rows are the record. */
export function createOutboxRepo(db: Database.Database) {
  const insert = db.prepare('INSERT INTO outbox (kind, to_email, subject, body, created_at) VALUES (?, ?, ?, ?, ?)');
  const list = db.prepare('SELECT * FROM outbox ORDER BY id');
  const latest = db.prepare('SELECT * FROM outbox WHERE (@to IS NULL OR to_email = @to COLLATE NOCASE) ORDER BY id DESC LIMIT @limit');
  return {
    add(kind: string, to: string, subject: string, body: string, now: number): number {
      return Number(insert.run(kind, to, subject, body, now).lastInsertRowid);
    },
    list: () => list.all() as OutboxRow[],
    /** The newest messages first, optionally only those to one address. */
    latest: (limit: number, to?: string) => latest.all({ to: to?.trim() ?? null, limit }) as OutboxRow[],
  };
}
