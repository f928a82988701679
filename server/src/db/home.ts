import type Database from 'better-sqlite3';
import type { WireSurveySubmission } from '../../../src/api/wire/home';
import type { StoredInventory } from '../home/inventory';

export interface SolarSpecsRow {
  system_rating: number;
  panel_count: number;
  panel_rating: number;
  updated_at: number;
}

export type HomeRepo = ReturnType<typeof createHomeRepo>;

/**
 * Home settings beyond the monitor attributes (migration 7): solar specs, the device survey's
 * answers and the device inventory, one row per monitor each, cascading with the monitor.
 * Callers have checked ownership (the guard loads the monitor for the token's user).
 */
export function createHomeRepo(db: Database.Database) {
  const specs = db.prepare('SELECT system_rating, panel_count, panel_rating, updated_at FROM solar_specs WHERE monitor_id = ?');
  const putSpecs = db.prepare(`INSERT INTO solar_specs (monitor_id, system_rating, panel_count, panel_rating, updated_at)
    VALUES (@monitor_id, @system_rating, @panel_count, @panel_rating, @updated_at)
    ON CONFLICT(monitor_id) DO UPDATE SET system_rating = excluded.system_rating, panel_count = excluded.panel_count,
      panel_rating = excluded.panel_rating, updated_at = excluded.updated_at`);
  const survey = db.prepare('SELECT response_json, completed_sections_json, updated_at FROM inventory_surveys WHERE monitor_id = ?');
  const putSurvey = db.prepare(`INSERT INTO inventory_surveys (monitor_id, response_json, completed_sections_json, updated_at)
    VALUES (?, ?, ?, ?) ON CONFLICT(monitor_id) DO UPDATE SET response_json = excluded.response_json,
      completed_sections_json = excluded.completed_sections_json, updated_at = excluded.updated_at`);
  const inventory = db.prepare('SELECT data_json, updated_at FROM device_inventories WHERE monitor_id = ?');
  const putInventory = db.prepare(`INSERT INTO device_inventories (monitor_id, data_json, updated_at) VALUES (?, ?, ?)
    ON CONFLICT(monitor_id) DO UPDATE SET data_json = excluded.data_json, updated_at = excluded.updated_at`);

  return {
    solarSpecs: (monitorId: number) => specs.get(monitorId) as SolarSpecsRow | undefined,
    saveSolarSpecs: (monitorId: number, s: Omit<SolarSpecsRow, 'updated_at'>, now: number) =>
      void putSpecs.run({ monitor_id: monitorId, ...s, updated_at: now }),

    survey(monitorId: number): { submission: WireSurveySubmission; updatedAt: number } | null {
      const row = survey.get(monitorId) as { response_json: string; completed_sections_json: string; updated_at: number } | undefined;
      if (!row) return null;
      return {
        submission: { survey_response: JSON.parse(row.response_json), completed_sections: JSON.parse(row.completed_sections_json) } as WireSurveySubmission,
        updatedAt: row.updated_at,
      };
    },
    saveSurvey: (monitorId: number, s: WireSurveySubmission, now: number) =>
      void putSurvey.run(monitorId, JSON.stringify(s.survey_response), JSON.stringify(s.completed_sections), now),

    inventory(monitorId: number): { data: StoredInventory; updatedAt: number } | null {
      const row = inventory.get(monitorId) as { data_json: string; updated_at: number } | undefined;
      return row ? { data: JSON.parse(row.data_json) as StoredInventory, updatedAt: row.updated_at } : null;
    },
    saveInventory: (monitorId: number, data: StoredInventory, now: number) => void putInventory.run(monitorId, JSON.stringify(data), now),
  };
}
