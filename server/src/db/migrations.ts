import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Ordered, append-only. Never edit a migration that has shipped: add the next version. */
export const migrations: Migration[] = [
  {
    version: 1,
    name: 'accounts, monitors, sessions, tokens, outbox',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL UNIQUE,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        email_verified INTEGER NOT NULL DEFAULT 0,
        time_zone TEXT NOT NULL DEFAULT 'America/New_York',
        totp_secret TEXT,
        totp_enabled INTEGER NOT NULL DEFAULT 0,
        ab_cohort TEXT NOT NULL DEFAULT 'kilowatch',
        features TEXT NOT NULL DEFAULT '',
        user_version INTEGER NOT NULL DEFAULT 1,
        date_created TEXT NOT NULL
      );

      CREATE TABLE user_settings (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        theme_name TEXT NOT NULL DEFAULT 'red' CHECK (theme_name IN ('red', 'blue', 'purple', 'teal', 'wiser')),
        night_mode INTEGER NOT NULL DEFAULT 0,
        labs_enabled INTEGER NOT NULL DEFAULT 0,
        hide_trends_carbon_card INTEGER NOT NULL DEFAULT 0,
        ohm_connect_status TEXT NOT NULL DEFAULT 'ineligible',
        multitenant_state TEXT CHECK (multitenant_state IN ('tenant', 'admin')),
        notifications_json TEXT NOT NULL DEFAULT '{}',
        version INTEGER NOT NULL DEFAULT 1
      );

      CREATE TABLE monitors (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        serial_number TEXT NOT NULL UNIQUE,
        time_zone TEXT NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        seed INTEGER NOT NULL,
        solar INTEGER NOT NULL DEFAULT 0,
        battery INTEGER NOT NULL DEFAULT 0,
        relays INTEGER NOT NULL DEFAULT 0,
        hardware_type TEXT NOT NULL DEFAULT 'monitor',
        aux_port TEXT CHECK (aux_port IN ('solar', 'generator', 'split_service', 'dedicated_circuit')),
        num_detected INTEGER NOT NULL DEFAULT 0,
        attributes_json TEXT NOT NULL,
        date_created TEXT NOT NULL,
        signal_check_completed_time TEXT
      );
      CREATE INDEX monitors_user ON monitors(user_id);

      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        roles TEXT NOT NULL,
        renewable INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER,
        revoked_reason TEXT
      );
      CREATE INDEX sessions_user ON sessions(user_id);

      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        spent_at INTEGER
      );
      CREATE INDEX refresh_tokens_session ON refresh_tokens(session_id);

      CREATE TABLE one_time_tokens (
        token_hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('mfa', 'admin', 'reset', 'verify')),
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        failed_attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX one_time_tokens_user ON one_time_tokens(user_id, kind);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        to_email TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'device overrides, merges, supersedes; monitor online flag',
    sql: `
      ALTER TABLE monitors ADD COLUMN online INTEGER NOT NULL DEFAULT 1;

      CREATE TABLE device_overrides (
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        device_id TEXT NOT NULL,
        name TEXT,
        icon TEXT,
        type TEXT,
        location TEXT,
        make TEXT,
        model TEXT,
        notes TEXT,
        standby_threshold_w REAL,
        tags_json TEXT,
        user_deleted INTEGER NOT NULL DEFAULT 0,
        data_reset_at INTEGER,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (monitor_id, device_id)
      );

      CREATE TABLE device_merges (
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        virtual_id TEXT NOT NULL,
        members_json TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (monitor_id, virtual_id)
      );

      CREATE TABLE device_supersedes (
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        device_id TEXT NOT NULL,
        type TEXT NOT NULL,
        other_superseded INTEGER NOT NULL DEFAULT 0,
        members_json TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (monitor_id, device_id)
      );
    `,
  },
  {
    version: 3,
    name: 'timeline dismissals',
    sql: `
      CREATE TABLE timeline_dismissals (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        item_time INTEGER NOT NULL,
        dismissed_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, monitor_id, item_time)
      );
    `,
  },
  {
    version: 4,
    name: 'device alerts and their firings',
    sql: `
      CREATE TABLE device_alerts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        device_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('basic', 'custom', 'relay')),
        type TEXT,
        state TEXT NOT NULL CHECK (state IN ('on', 'off', 'idle')),
        duration INTEGER NOT NULL CHECK (duration BETWEEN 0 AND 2678340),
        enabled INTEGER NOT NULL,
        destination TEXT NOT NULL DEFAULT 'push' CHECK (destination = 'push'),
        armed_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        CHECK ((kind = 'custom') = (type IS NULL))
      );
      CREATE INDEX device_alerts_device ON device_alerts(monitor_id, device_id);
      CREATE UNIQUE INDEX device_alerts_fixed ON device_alerts(monitor_id, device_id, type) WHERE type IS NOT NULL;
      CREATE INDEX device_alerts_enabled ON device_alerts(enabled, kind, monitor_id);

      CREATE TABLE alert_firings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        alert_id INTEGER NOT NULL,
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        device_id TEXT NOT NULL,
        run_start INTEGER NOT NULL,
        fired_at INTEGER NOT NULL,
        state TEXT NOT NULL,
        duration INTEGER NOT NULL,
        item_json TEXT NOT NULL,
        UNIQUE (alert_id, run_start),
        UNIQUE (monitor_id, fired_at)
      );
      CREATE INDEX alert_firings_device ON alert_firings(monitor_id, device_id, fired_at);
    `,
  },
  {
    version: 5,
    name: 'last accepted TOTP step, so a code signs in once',
    sql: `
      ALTER TABLE users ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 6,
    name: 'account settings: pending TOTP secret, network device identification, feedback',
    sql: `
      ALTER TABLE users ADD COLUMN totp_pending_secret TEXT;
      ALTER TABLE monitors ADD COLUMN ndi_enabled INTEGER NOT NULL DEFAULT 0;

      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        monitor_id INTEGER REFERENCES monitors(id) ON DELETE SET NULL,
        device_id TEXT,
        variant TEXT NOT NULL CHECK (variant IN ('app', 'labs')),
        labs_id TEXT,
        category TEXT NOT NULL CHECK (category IN ('feedback', 'support', 'request-feature')),
        sub_category TEXT NOT NULL CHECK (sub_category IN ('Wi-Fi Issue', 'Device Detection', 'Something else')),
        text TEXT NOT NULL,
        client TEXT NOT NULL,
        client_version TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX feedback_user ON feedback(user_id, created_at);
    `,
  },
  {
    version: 7,
    name: 'home settings: solar specs, device survey answers, device inventory',
    sql: `
      CREATE TABLE solar_specs (
        monitor_id INTEGER PRIMARY KEY REFERENCES monitors(id) ON DELETE CASCADE,
        system_rating REAL NOT NULL,
        panel_count INTEGER NOT NULL,
        panel_rating REAL NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE inventory_surveys (
        monitor_id INTEGER PRIMARY KEY REFERENCES monitors(id) ON DELETE CASCADE,
        response_json TEXT NOT NULL,
        completed_sections_json TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE device_inventories (
        monitor_id INTEGER PRIMARY KEY REFERENCES monitors(id) ON DELETE CASCADE,
        data_json TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      `,
    },
    {
    version: 8,
    name: 'integrations, OAuth out and in, smart plugs, demand response, data sharing',
    sql: `
      -- A monitor's connected or enabled integrations (server/src/integrations).
      CREATE TABLE integrations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        integration TEXT NOT NULL,
        provider_account TEXT,
        provider_token TEXT,
        connected_at INTEGER NOT NULL,
        UNIQUE (monitor_id, integration)
      );

      -- OAuth out: the state each authorization request carries (hashed), single use.
      CREATE TABLE integration_oauth_states (
        state_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        integration TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      -- The local demo providers' authorization codes (hashed), bound to the state they answer, single use.
      CREATE TABLE demo_provider_codes (
        code_hash TEXT PRIMARY KEY,
        provider TEXT NOT NULL,
        state_hash TEXT NOT NULL,
        account TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      -- The smart-plug account (TP-Link): the password sealed under the server's integration key.
      CREATE TABLE tp_link_accounts (
        monitor_id INTEGER PRIMARY KEY REFERENCES monitors(id) ON DELETE CASCADE,
        username TEXT NOT NULL,
        password_sealed TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );

      -- Plugs the smart-plug integration finds: due_at when discovery reaches them, found_at once listed.
      CREATE TABLE smart_plugs (
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        id TEXT NOT NULL,
        device_id TEXT NOT NULL,
        model TEXT NOT NULL,
        mac TEXT NOT NULL,
        due_at INTEGER NOT NULL,
        found_at INTEGER,
        PRIMARY KEY (monitor_id, id)
      );
      CREATE INDEX smart_plugs_due ON smart_plugs(found_at, due_at);

      -- Data-sharing consent per monitor and partner (partners are defined in server/src/dataSharing).
      CREATE TABLE data_sharing_consents (
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        partner_id TEXT NOT NULL,
        consent_enabled INTEGER NOT NULL,
        consent_requested INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (monitor_id, partner_id)
      );

      -- OAuth in (Kilowatch as provider): pending consent requests and authorization codes, hashed.
      CREATE TABLE oauth_consent_requests (
        code_hash TEXT PRIMARY KEY,
        client_id TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        redirect_uri TEXT NOT NULL,
        state TEXT,
        code_challenge TEXT NOT NULL,
        scope TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      CREATE TABLE oauth_authorization_codes (
        code_hash TEXT PRIMARY KEY,
        client_id TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        redirect_uri TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        scope TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        session_id TEXT
      );

      -- Demo accounts seeded before this version: Nest and Ecobee for the demo home (and Ecobee for the
      -- tenant), and the demo home eligible for the demand-response program (seed.ts does the same for new folders).
      UPDATE users SET features = 'nest,ecobee' WHERE id = 1 AND email = 'demo@example.com' AND features = '';
      UPDATE users SET features = 'ecobee' WHERE id = 5 AND email = 'tenant@example.com' AND features = '';
      UPDATE user_settings SET ohm_connect_status = 'eligible'
        WHERE user_id = 1 AND ohm_connect_status = 'ineligible' AND EXISTS (SELECT 1 FROM users WHERE id = 1 AND email = 'demo@example.com');
      `,
    },
    {
    version: 9,
    name: 'labs: faults the simulator plays out per monitor (a failing compressor, a weak neutral)',
    sql: `
      ALTER TABLE monitors ADD COLUMN sim_faults TEXT NOT NULL DEFAULT '';
      -- The demo homes that show Labs' high ratings (seed.ts), in data folders seeded before this version.
      UPDATE monitors SET sim_faults = 'failingCompressor' WHERE id = 100004 AND serial_number = 'N327004104';
      UPDATE monitors SET sim_faults = 'weakNeutral' WHERE id = 100005 AND serial_number = 'N327004205';
      CREATE INDEX feedback_labs ON feedback(user_id, variant, labs_id);
      `,
    },
    {
    version: 10,
    name: 'EV charger: the charge-point integration and its settings, Start and Stop charging commands',
    sql: `
      CREATE TABLE ev_chargers (
        monitor_id INTEGER PRIMARY KEY REFERENCES monitors(id) ON DELETE CASCADE,
        integration_id TEXT NOT NULL UNIQUE,
        enabled_at INTEGER NOT NULL,
        daily_min_miles INTEGER NOT NULL DEFAULT 40,
        charge_by_time TEXT NOT NULL DEFAULT '07:00',
        mpg_conversion REAL NOT NULL DEFAULT 3.5,
        use_excess_solar INTEGER NOT NULL DEFAULT 0,
        minimize_carbon INTEGER NOT NULL DEFAULT 0,
        settings_updated_at INTEGER
      );

      CREATE TABLE ev_charge_commands (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        at_ms INTEGER NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('start', 'stop')),
        created_at INTEGER NOT NULL,
        UNIQUE (monitor_id, at_ms)
      );

      -- The simulator reads a monitor's commands with its row (wire/monitorWire.ts toMonitorProfile),
      -- so every route, the feed and the worker threads see the same list. The triggers keep the
      -- copy on the row equal to the table.
      ALTER TABLE monitors ADD COLUMN ev_commands_json TEXT NOT NULL DEFAULT '[]';
      CREATE TRIGGER ev_commands_added AFTER INSERT ON ev_charge_commands BEGIN
        UPDATE monitors SET ev_commands_json = (
          SELECT json_group_array(json_array(at_ms, action) ORDER BY at_ms) FROM ev_charge_commands WHERE monitor_id = NEW.monitor_id
        ) WHERE id = NEW.monitor_id;
      END;
      CREATE TRIGGER ev_commands_removed AFTER DELETE ON ev_charge_commands BEGIN
        UPDATE monitors SET ev_commands_json = COALESCE((
          SELECT json_group_array(json_array(at_ms, action) ORDER BY at_ms) FROM ev_charge_commands WHERE monitor_id = OLD.monitor_id
        ), '[]') WHERE id = OLD.monitor_id;
      END;
    `,
  },
  {
    version: 13,
    name: 'always-on devices a user adds (name and watts)',
    sql: `
      CREATE TABLE always_on_devices (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        watts REAL NOT NULL CHECK (watts > 0),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX always_on_devices_monitor ON always_on_devices(monitor_id, id);
    `,
  },
  {
    version: 14,
    name: 'Rate zones: time-of-use rates per monitor, copied onto the monitor row the cost model reads',
    sql: `
      CREATE TABLE rate_zones (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        monitor_id INTEGER NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        cost REAL NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        all_day INTEGER NOT NULL DEFAULT 0,
        days_mask INTEGER NOT NULL CHECK (days_mask BETWEEN 1 AND 127),
        alert INTEGER NOT NULL DEFAULT 0,
        rollover INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX rate_zones_by_monitor ON rate_zones (monitor_id);

      -- Every cost the server reports reads a monitor's zones with its row (wire/monitorWire.ts
      -- toMonitorProfile): routes, the feed and the worker threads all see the same list. The
      -- triggers keep the copy on the row equal to the table.
      ALTER TABLE monitors ADD COLUMN rate_zones_json TEXT NOT NULL DEFAULT '[]';
      CREATE TRIGGER rate_zones_added AFTER INSERT ON rate_zones BEGIN
        UPDATE monitors SET rate_zones_json = (
          SELECT json_group_array(json_array(id, name, cost, start_date, end_date, start_time, end_time, all_day, days_mask, alert, rollover) ORDER BY id)
          FROM rate_zones WHERE monitor_id = NEW.monitor_id
        ) WHERE id = NEW.monitor_id;
      END;
      CREATE TRIGGER rate_zones_changed AFTER UPDATE ON rate_zones BEGIN
        UPDATE monitors SET rate_zones_json = (
          SELECT json_group_array(json_array(id, name, cost, start_date, end_date, start_time, end_time, all_day, days_mask, alert, rollover) ORDER BY id)
          FROM rate_zones WHERE monitor_id = NEW.monitor_id
        ) WHERE id = NEW.monitor_id;
      END;
      CREATE TRIGGER rate_zones_removed AFTER DELETE ON rate_zones BEGIN
        UPDATE monitors SET rate_zones_json = COALESCE((
          SELECT json_group_array(json_array(id, name, cost, start_date, end_date, start_time, end_time, all_day, days_mask, alert, rollover) ORDER BY id)
          FROM rate_zones WHERE monitor_id = OLD.monitor_id
        ), '[]') WHERE id = OLD.monitor_id;
      END;
    `,
  },
  {
    version: 15,
    name: 'Simulated day aggregates: whole past days of figures and trend hours, persisted so a restarted server answers cold from here',
    sql: `
      CREATE TABLE sim_days (
        key TEXT PRIMARY KEY,
        body BLOB NOT NULL,
        stored_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX sim_days_stored_at ON sim_days (stored_at);
    `,
  },
  {
    version: 16,
    name: 'The measured store: sources, channels, journal, raw blocks, minute and day rollups (server/README.md "The measured store")',
    sql: `
      CREATE TABLE measured_monitors (
        monitor_id INTEGER PRIMARY KEY,
        source_kind TEXT NOT NULL,
        native_ms INTEGER NOT NULL,
        time_zone TEXT NOT NULL,
        refused INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE measured_channels (
        monitor_id INTEGER NOT NULL,
        idx INTEGER NOT NULL,
        key TEXT NOT NULL,
        kind TEXT NOT NULL,
        label TEXT,
        PRIMARY KEY (monitor_id, idx),
        UNIQUE (monitor_id, key)
      );
      CREATE TABLE measured_journal (
        monitor_id INTEGER NOT NULL,
        t INTEGER NOT NULL,
        body BLOB NOT NULL,
        PRIMARY KEY (monitor_id, t)
      ) WITHOUT ROWID;
      CREATE TABLE measured_raw (
        monitor_id INTEGER NOT NULL,
        minute INTEGER NOT NULL,
        body BLOB NOT NULL,
        PRIMARY KEY (monitor_id, minute)
      ) WITHOUT ROWID;
      -- Rowid tables: a 2-5 KB hour blob stays on its page (a WITHOUT ROWID row that size spills to overflow pages).
      CREATE TABLE measured_minutes (
        id INTEGER PRIMARY KEY,
        monitor_id INTEGER NOT NULL,
        hour INTEGER NOT NULL,
        body BLOB NOT NULL,
        -- Moves on with every rewrite: a reader keeps inflated hours and asks only for those that changed.
        gen INTEGER NOT NULL DEFAULT 0,
        UNIQUE (monitor_id, hour)
      );
      CREATE TABLE measured_days (
        id INTEGER PRIMARY KEY,
        monitor_id INTEGER NOT NULL,
        day_no INTEGER NOT NULL,
        body BLOB NOT NULL,
        UNIQUE (monitor_id, day_no)
      );
      CREATE TABLE measured_day_versions (
        monitor_id INTEGER NOT NULL,
        day_no INTEGER NOT NULL,
        version INTEGER NOT NULL,
        PRIMARY KEY (monitor_id, day_no)
      ) WITHOUT ROWID;
      CREATE TABLE measured_dirty_days (
        monitor_id INTEGER NOT NULL,
        day_no INTEGER NOT NULL,
        PRIMARY KEY (monitor_id, day_no)
      ) WITHOUT ROWID;
      CREATE TABLE source_outages (
        monitor_id INTEGER NOT NULL,
        from_ms INTEGER NOT NULL,
        to_ms INTEGER,
        PRIMARY KEY (monitor_id, from_ms)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 17,
    name: 'The measured store keeps the device each channel is (a detected device, a circuit, solar): the device list figures read',
    sql: `
      ALTER TABLE measured_channels ADD COLUMN device TEXT;
    `,
  },
];

/** Applies every migration newer than the database, each in its own transaction. */
export function migrate(db: Database.Database, list: Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const rows = db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[];
  const applied = new Set(rows.map((r) => r.version));
  const known = Math.max(0, ...list.map((m) => m.version));
  const newest = Math.max(0, ...applied);
  if (newest > known) {
    throw new Error(`The database is at schema version ${newest}, newer than this server knows (${known}).`);
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const m of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      // When the schema changed on this machine: a real-time record, not simulated time.
      // eslint-disable-next-line no-restricted-syntax
      record.run(m.version, m.name, new Date().toISOString());
    })();
    done.push(m.version);
  }
  return done;
}
