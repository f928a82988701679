import type Database from 'better-sqlite3';
import type { ZoneValues } from './rules';

/** A rate_zones row (migration 14). */
export interface RateZoneRow {
  id: number;
  monitor_id: number;
  name: string;
  cost: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  all_day: number;
  days_mask: number;
  alert: number;
  rollover: number;
  created_at: number;
  updated_at: number;
}

export type RateZonesRepo = ReturnType<typeof createRateZonesRepo>;

const params = (v: ZoneValues) => ({
  name: v.name,
  cost: v.cost,
  start_date: v.start_date,
  end_date: v.end_date,
  start_time: v.start_time,
  end_time: v.end_time,
  all_day: v.all_day ? 1 : 0,
  days_mask: v.days,
  alert: v.alert ? 1 : 0,
  rollover: v.rollover ? 1 : 0,
});

/** rate_zones. Callers pass monitors the guard has checked; a zone is found only under its own monitor. */
export function createRateZonesRepo(db: Database.Database) {
  const list = db.prepare('SELECT * FROM rate_zones WHERE monitor_id = ? ORDER BY start_date, id');
  const get = db.prepare('SELECT * FROM rate_zones WHERE monitor_id = ? AND id = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM rate_zones WHERE monitor_id = ?');
  const insert = db.prepare(`INSERT INTO rate_zones
    (monitor_id, name, cost, start_date, end_date, start_time, end_time, all_day, days_mask, alert, rollover, created_at, updated_at)
    VALUES (@monitor_id, @name, @cost, @start_date, @end_date, @start_time, @end_time, @all_day, @days_mask, @alert, @rollover, @now, @now)`);
  const update = db.prepare(`UPDATE rate_zones SET name = @name, cost = @cost, start_date = @start_date, end_date = @end_date,
    start_time = @start_time, end_time = @end_time, all_day = @all_day, days_mask = @days_mask, alert = @alert, rollover = @rollover,
    updated_at = @now WHERE monitor_id = @monitor_id AND id = @id`);
  const remove = db.prepare('DELETE FROM rate_zones WHERE monitor_id = ? AND id = ?');

  return {
    list: (monitorId: number) => list.all(monitorId) as RateZoneRow[],
    get: (monitorId: number, id: number) => get.get(monitorId, id) as RateZoneRow | undefined,
    count: (monitorId: number) => (count.get(monitorId) as { n: number }).n,
    /** Stores a checked zone; returns its id. */
    insert: (monitorId: number, v: ZoneValues, now: number): number =>
      Number(insert.run({ monitor_id: monitorId, ...params(v), now }).lastInsertRowid),
    update: (monitorId: number, id: number, v: ZoneValues, now: number): boolean =>
      update.run({ monitor_id: monitorId, id, ...params(v), now }).changes === 1,
    remove: (monitorId: number, id: number): boolean => remove.run(monitorId, id).changes === 1,
  };
}
