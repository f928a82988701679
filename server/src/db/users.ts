import type Database from 'better-sqlite3';
import { createTotpCipher, sealLegacySecrets } from '../account/totpCipher';

export interface UserRow {
  id: number;
  account_id: number;
  email: string;
  password_hash: string;
  email_verified: number;
  time_zone: string;
  /** The TOTP secret in plaintext: the repo decrypts it on read (at rest it is AES-GCM sealed, account/totpCipher.ts). */
  totp_secret: string | null;
  totp_enabled: number;
  /** A secret from POST /mfa/totp awaiting its first code (decrypted on read, sealed at rest). */
  totp_pending_secret: string | null;
  /** The newest 30-second TOTP step a code was accepted for; older or equal steps are refused. */
  totp_last_step: number;
  ab_cohort: string;
  features: string;
  user_version: number;
  date_created: string;
}

export interface SettingsRow {
  user_id: number;
  theme_name: 'red' | 'blue' | 'purple' | 'teal' | 'wiser';
  night_mode: number;
  labs_enabled: number;
  hide_trends_carbon_card: number;
  ohm_connect_status: string;
  multitenant_state: 'tenant' | 'admin' | null;
  notifications_json: string;
  version: number;
}

export interface NewUser {
  id?: number;
  accountId?: number;
  email: string;
  passwordHash: string;
  emailVerified: boolean;
  timeZone: string;
  totpSecret: string | null;
  dateCreated: string;
  themeName: SettingsRow['theme_name'];
  multitenantState?: SettingsRow['multitenant_state'];
}

export interface SettingsPatch {
  themeName?: SettingsRow['theme_name'];
  nightMode?: boolean;
  labsEnabled?: boolean;
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

export type NotificationFlags = Record<string, boolean>;

/** users + user_settings. TOTP secrets are sealed on write and opened on read. */
export function createUsersRepo(db: Database.Database) {
  const cipher = createTotpCipher(db);
  sealLegacySecrets(db, cipher);
  const openRow = (row: UserRow | undefined): UserRow | undefined =>
    row && {
      ...row,
      totp_secret: row.totp_secret === null ? null : cipher.open(row.totp_secret),
      totp_pending_secret: row.totp_pending_secret === null ? null : cipher.open(row.totp_pending_secret),
    };
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ? COLLATE NOCASE');
  const settings = db.prepare('SELECT * FROM user_settings WHERE user_id = ?');
  const nextIds = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id, COALESCE(MAX(account_id), 1000) + 1 AS account FROM users');
  const insertUser = db.prepare(`INSERT INTO users
    (id, account_id, email, password_hash, email_verified, time_zone, totp_secret, totp_enabled, date_created)
    VALUES (@id, @account_id, @email, @password_hash, @email_verified, @time_zone, @totp_secret, @totp_enabled, @date_created)`);
  const insertSettings = db.prepare('INSERT INTO user_settings (user_id, theme_name, multitenant_state) VALUES (?, ?, ?)');
  const setEmail = db.prepare('UPDATE users SET email = ?, email_verified = 0, user_version = user_version + 1 WHERE id = ?');
  const setPending = db.prepare('UPDATE users SET totp_pending_secret = ? WHERE id = ?');
  const enableTotp = db.prepare(`UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled = 1,
      user_version = user_version + 1 WHERE id = ? AND totp_pending_secret IS NOT NULL`);
  const disableTotp = db.prepare(`UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled = 0,
      user_version = user_version + 1 WHERE id = ?`);
  const bumpSettings = db.prepare('UPDATE user_settings SET version = version + 1 WHERE user_id = ?');
  const setPassword = db.prepare('UPDATE users SET password_hash = ?, user_version = user_version + 1 WHERE id = ?');
  const claimStep = db.prepare('UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?');
  const verify = db.prepare('UPDATE users SET email_verified = 1, user_version = user_version + 1 WHERE id = ?');
  const patchSettings = db.prepare(`UPDATE user_settings SET
      theme_name = COALESCE(@theme_name, theme_name),
      night_mode = COALESCE(@night_mode, night_mode),
      labs_enabled = COALESCE(@labs_enabled, labs_enabled),
      version = version + 1
    WHERE user_id = @user_id`);
  const setNotifications = db.prepare('UPDATE user_settings SET notifications_json = ? WHERE user_id = ?');
  const versions = db.prepare(`SELECT u.user_version AS userVersion, s.version AS settingsVersion
    FROM users u JOIN user_settings s ON s.user_id = u.id WHERE u.id = ?`);

  const bit = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);

  return {
    byId: (id: number) => openRow(byId.get(id) as UserRow | undefined),
    byEmail: (email: string) => openRow(byEmail.get(email.trim()) as UserRow | undefined),
    settings: (userId: number) => settings.get(userId) as SettingsRow | undefined,
    versions: (userId: number) => versions.get(userId) as { userVersion: number; settingsVersion: number } | undefined,

    insert(user: NewUser): number {
      const next = nextIds.get() as { id: number; account: number };
      const id = user.id ?? next.id;
      db.transaction(() => {
        insertUser.run({
          id,
          account_id: user.accountId ?? next.account,
          email: user.email.trim(),
          password_hash: user.passwordHash,
          email_verified: user.emailVerified ? 1 : 0,
          time_zone: user.timeZone,
          totp_secret: user.totpSecret === null ? null : cipher.seal(user.totpSecret),
          totp_enabled: user.totpSecret ? 1 : 0,
          date_created: user.dateCreated,
        });
        insertSettings.run(id, user.themeName, user.multitenantState ?? null);
      })();
      return id;
    },

    setPasswordHash(userId: number, hash: string): void {
      setPassword.run(hash, userId);
    },

    /** A new address, unverified until its link is followed; returns the new user version. */
    changeEmail(userId: number, email: string): number {
      setEmail.run(email.trim(), userId);
      return (byId.get(userId) as UserRow).user_version;
    },

    /** Stores (sealed) the secret a TOTP setup is waiting to confirm, replacing any earlier one. */
    setPendingTotp(userId: number, secret: string): void {
      setPending.run(cipher.seal(secret), userId);
    },

    /** Makes the pending secret the active one; false when there is none. */
    enablePendingTotp(userId: number): boolean {
      return enableTotp.run(userId).changes === 1;
    },

    disableTotp(userId: number): void {
      disableTotp.run(userId);
    },

    /** Records a TOTP step as used; false when that step (or a later one) was already used. */
    claimTotpStep(userId: number, step: number): boolean {
      return claimStep.run(step, userId, step).changes === 1;
    },

    /** Marks the email verified; returns the new user version. */
    markEmailVerified(userId: number): number {
      verify.run(userId);
      return (byId.get(userId) as UserRow).user_version;
    },

    /** Applies a settings change; returns the new settings version. */
    updateSettings(userId: number, patch: SettingsPatch): number {
      patchSettings.run({
        user_id: userId,
        theme_name: patch.themeName ?? null,
        night_mode: bit(patch.nightMode),
        labs_enabled: bit(patch.labsEnabled),
      });
      return (settings.get(userId) as SettingsRow).version;
    },

    setNotifications(userId: number, notifications: Record<string, NotificationFlags>): void {
      setNotifications.run(JSON.stringify(notifications), userId);
    },

    /** Overlays one monitor's stored notification flags and bumps the settings version; returns it. */
    updateNotifications(userId: number, monitorId: number, flags: NotificationFlags): number {
      return db.transaction(() => {
        const row = settings.get(userId) as SettingsRow;
        const stored = JSON.parse(row.notifications_json) as Record<string, NotificationFlags>;
        stored[String(monitorId)] = { ...stored[String(monitorId)], ...flags };
        setNotifications.run(JSON.stringify(stored), userId);
        bumpSettings.run(userId);
        return (settings.get(userId) as SettingsRow).version;
      })();
    },

    /** Bumps the settings version (a change stored elsewhere, e.g. a monitor's NDI flag); returns it. */
    bumpSettingsVersion(userId: number): number {
      bumpSettings.run(userId);
      return (settings.get(userId) as SettingsRow).version;
    },
  };
}
