import type Database from 'better-sqlite3';
import type { IntegrationKey } from '../../../src/api/wire/integrations';

/** integrations, integration_oauth_states, demo_provider_codes, tp_link_accounts, smart_plugs (migration 8). */
export interface IntegrationRow {
  id: number;
  monitor_id: number;
  integration: IntegrationKey;
  provider_account: string | null;
  /** Sealed (secretBox.ts). */
  provider_token: string | null;
  connected_at: number;
}

export interface OAuthStateRow {
  state_hash: string;
  user_id: number;
  monitor_id: number;
  integration: IntegrationKey;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ProviderCodeRow {
  code_hash: string;
  provider: IntegrationKey;
  state_hash: string;
  account: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface TpLinkRow {
  monitor_id: number;
  username: string;
  password_sealed: string;
  updated_at: number;
}

export interface PlugRow {
  monitor_id: number;
  id: string;
  device_id: string;
  model: string;
  mac: string;
  due_at: number;
  found_at: number | null;
}

export type IntegrationsRepo = ReturnType<typeof createIntegrationsRepo>;

export function createIntegrationsRepo(db: Database.Database) {
  const list = db.prepare('SELECT * FROM integrations WHERE monitor_id = ? ORDER BY id');
  const byId = db.prepare('SELECT * FROM integrations WHERE monitor_id = ? AND id = ?');
  const byKey = db.prepare('SELECT * FROM integrations WHERE monitor_id = ? AND integration = ?');
  const upsert = db.prepare(`INSERT INTO integrations (monitor_id, integration, provider_account, provider_token, connected_at)
    VALUES (@monitor_id, @integration, @provider_account, @provider_token, @connected_at)
    ON CONFLICT(monitor_id, integration) DO UPDATE SET provider_account = excluded.provider_account,
      provider_token = excluded.provider_token, connected_at = excluded.connected_at`);
  const remove = db.prepare('DELETE FROM integrations WHERE monitor_id = ? AND id = ?');

  const insertState = db.prepare(`INSERT INTO integration_oauth_states (state_hash, user_id, monitor_id, integration, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const state = db.prepare('SELECT * FROM integration_oauth_states WHERE state_hash = ?');
  const useState = db.prepare('UPDATE integration_oauth_states SET used_at = ? WHERE state_hash = ? AND used_at IS NULL');

  const insertCode = db.prepare(`INSERT INTO demo_provider_codes (code_hash, provider, state_hash, account, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const code = db.prepare('SELECT * FROM demo_provider_codes WHERE code_hash = ?');
  const useCode = db.prepare('UPDATE demo_provider_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL');

  const tpLink = db.prepare('SELECT * FROM tp_link_accounts WHERE monitor_id = ?');
  const putTpLink = db.prepare(`INSERT INTO tp_link_accounts (monitor_id, username, password_sealed, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT(monitor_id) DO UPDATE SET username = excluded.username, password_sealed = excluded.password_sealed, updated_at = excluded.updated_at`);

  const plugs = db.prepare('SELECT * FROM smart_plugs WHERE monitor_id = ? ORDER BY due_at, id');
  const insertPlug = db.prepare(`INSERT OR IGNORE INTO smart_plugs (monitor_id, id, device_id, model, mac, due_at)
    VALUES (@monitor_id, @id, @device_id, @model, @mac, @due_at)`);
  const removePlugs = db.prepare('DELETE FROM smart_plugs WHERE monitor_id = ?');
  const dueMonitors = db.prepare('SELECT DISTINCT monitor_id FROM smart_plugs WHERE found_at IS NULL AND due_at <= ? LIMIT ?');
  const findDue = db.prepare('UPDATE smart_plugs SET found_at = due_at WHERE monitor_id = ? AND found_at IS NULL AND due_at <= ?');

  const purgeStates = db.prepare('DELETE FROM integration_oauth_states WHERE expires_at < ?');
  const purgeCodes = db.prepare('DELETE FROM demo_provider_codes WHERE expires_at < ?');

  return {
    list: (monitorId: number) => list.all(monitorId) as IntegrationRow[],
    byId: (monitorId: number, id: number) => byId.get(monitorId, id) as IntegrationRow | undefined,
    byKey: (monitorId: number, key: IntegrationKey) => byKey.get(monitorId, key) as IntegrationRow | undefined,
    /** Connects (or reconnects) an integration; returns its row. */
    connect(row: Omit<IntegrationRow, 'id'>): IntegrationRow {
      upsert.run(row);
      return byKey.get(row.monitor_id, row.integration) as IntegrationRow;
    },
    remove: (monitorId: number, id: number): boolean => remove.run(monitorId, id).changes === 1,

    insertState: (hash: string, userId: number, monitorId: number, key: IntegrationKey, now: number, expiresAt: number) =>
      void insertState.run(hash, userId, monitorId, key, now, expiresAt),
    state: (hash: string) => state.get(hash) as OAuthStateRow | undefined,
    /** True when this call used it (false: used before). */
    useState: (hash: string, now: number): boolean => useState.run(now, hash).changes === 1,

    insertCode: (hash: string, provider: IntegrationKey, stateHash: string, account: string, now: number, expiresAt: number) =>
      void insertCode.run(hash, provider, stateHash, account, now, expiresAt),
    code: (hash: string) => code.get(hash) as ProviderCodeRow | undefined,
    useCode: (hash: string, now: number): boolean => useCode.run(now, hash).changes === 1,

    tpLink: (monitorId: number) => tpLink.get(monitorId) as TpLinkRow | undefined,
    putTpLink: (monitorId: number, username: string, sealed: string, now: number) => void putTpLink.run(monitorId, username, sealed, now),

    plugs: (monitorId: number) => plugs.all(monitorId) as PlugRow[],
    insertPlug: (row: Omit<PlugRow, 'found_at'>) => insertPlug.run(row).changes === 1,
    /** Forgets every plug of the monitor (found or still to come). */
    removePlugs: (monitorId: number) => removePlugs.run(monitorId).changes,
    dueMonitors: (now: number, limit = 1000) => (dueMonitors.all(now, limit) as { monitor_id: number }[]).map((r) => r.monitor_id),
    /** Marks the plugs discovery has reached as found (at their due time); returns how many. */
    findDue: (monitorId: number, now: number) => findDue.run(monitorId, now).changes,

    /** Drops OAuth states and provider codes a day after they expired. */
    purgeExpired(before: number): void {
      purgeStates.run(before);
      purgeCodes.run(before);
    },
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
