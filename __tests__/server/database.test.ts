/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runCli } from '../../server/src/cli/commands';
import { loadConfig } from '../../server/src/config';
import { DB_FILE, DB_FILES, openDatabase } from '../../server/src/db/database';
import { migrate, migrations } from '../../server/src/db/migrations';
import { createRepos } from '../../server/src/db/repos';
import { seedDemoData } from '../../server/src/seed';
import { API, post, signIn, startTestApp } from './support/harness';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-db-'));

test('the data folder is created, in WAL mode, migrated and seeded once', async () => {
  const dir = path.join(tmp(), 'nested', 'data');
  const db = openDatabase(dir);
  try {
    expect(fs.existsSync(path.join(dir, DB_FILE))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(migrate(db)).toEqual([]);
    expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual(migrations.map((m) => ({ version: m.version })));

    const repos = createRepos(db);
    expect(await seedDemoData(db, repos, Date.now())).toBe(true);
    expect(await seedDemoData(db, repos, Date.now())).toBe(false);
    const users = db.prepare('SELECT id, account_id, email, totp_enabled FROM users ORDER BY id').all();
    expect(users).toEqual([
      { id: 1, account_id: 1001, email: 'demo@example.com', totp_enabled: 0 },
      { id: 2, account_id: 1002, email: 'partner@example.com', totp_enabled: 0 },
      { id: 3, account_id: 1003, email: 'mfa@example.com', totp_enabled: 1 },
      { id: 4, account_id: 1004, email: 'generator@example.com', totp_enabled: 0 },
      { id: 5, account_id: 1005, email: 'tenant@example.com', totp_enabled: 0 },
    ]);
    const monitors = db.prepare('SELECT id, user_id, serial_number, time_zone, solar, battery, relays, seed FROM monitors ORDER BY id').all();
    expect(monitors).toEqual([
      { id: 100001, user_id: 1, serial_number: 'N327004101', time_zone: 'America/New_York', solar: 1, battery: 1, relays: 0, seed: 100001 },
      { id: 100002, user_id: 2, serial_number: 'W100000001', time_zone: 'America/Chicago', solar: 0, battery: 0, relays: 1, seed: 100002 },
      { id: 100003, user_id: 3, serial_number: 'N327004199', time_zone: 'America/Los_Angeles', solar: 0, battery: 0, relays: 0, seed: 100003 },
      { id: 100004, user_id: 4, serial_number: 'N327004104', time_zone: 'America/Denver', solar: 0, battery: 0, relays: 0, seed: 100004 },
      { id: 100005, user_id: 5, serial_number: 'N327004205', time_zone: 'America/Denver', solar: 0, battery: 0, relays: 0, seed: 100005 },
    ]);
  } finally {
    db.close();
  }
});

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

test('the data folder is 0700 and the database files 0600', () => {
  const dir = path.join(tmp(), 'fresh');
  const db = openDatabase(dir);
  try {
    db.prepare("INSERT INTO meta (key, value) VALUES ('probe', 'x')").run();
    expect(modeOf(dir)).toBe(0o700);
    for (const name of DB_FILES) {
      expect(fs.existsSync(path.join(dir, name))).toBe(true);
      expect([name, modeOf(path.join(dir, name))]).toEqual([name, 0o600]);
    }
  } finally {
    db.close();
  }
});

test('an older, world-readable data folder is tightened at start', () => {
  const dir = tmp();
  fs.chmodSync(dir, 0o755);
  const old = new Database(path.join(dir, DB_FILE));
  old.pragma('journal_mode = WAL');
  old.prepare('CREATE TABLE t (x)').run();
  for (const name of DB_FILES) fs.chmodSync(path.join(dir, name), 0o644);
  const db = openDatabase(dir);
  try {
    expect(modeOf(dir)).toBe(0o700);
    for (const name of DB_FILES) expect([name, modeOf(path.join(dir, name))]).toEqual([name, 0o600]);
  } finally {
    db.close();
    old.close();
  }
});

test('each seeded account gets its own salt', async () => {
  const db = openDatabase(tmp());
  try {
    await seedDemoData(db, createRepos(db), Date.now());
    const hashes = (db.prepare('SELECT password_hash FROM users ORDER BY id').all() as { password_hash: string }[]).map((r) => r.password_hash);
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    const salts = hashes.map((h) => h.split('$')[4]);
    expect(new Set(salts).size).toBe(hashes.length);
    expect(new Set(hashes).size).toBe(hashes.length);
  } finally {
    db.close();
  }
});

test('a database newer than the server is refused', () => {
  const dir = tmp();
  const db = new Database(path.join(dir, DB_FILE));
  migrate(db);
  db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', 'x')").run();
  db.close();
  expect(() => openDatabase(dir)).toThrow(/schema version 999/);
});

test('a restart keeps users, sessions and the token secret', async () => {
  const dir = tmp();
  const first = await startTestApp({ dataDir: dir, tokenSecret: undefined });
  const login = await signIn(first.app, 'demo@example.com');
  await first.app.close();
  const second = await startTestApp({ dataDir: dir, tokenSecret: undefined, clock: first.clock });
  try {
    const res = await second.app.inject({ method: 'GET', url: `${API}/users/1`, headers: { authorization: `bearer ${login.access_token}` } });
    expect(res.statusCode).toBe(200);
    expect(second.app.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 5 });
  } finally {
    await second.close();
  }
});

describe('CLI', () => {
  const run = async (argv: string[], env: NodeJS.ProcessEnv) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  test('add-user creates a user with a monitor that can sign in', async () => {
    const dir = tmp();
    const env = { KILOWATCH_DATA: dir };
    const res = await run(['add-user', 'new@example.com', 'Fresh-pass-1', '--serial', 'N999000111', '--time-zone', 'Europe/Paris', '--solar'], env);
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toMatch(/Created user 6 \(account 1006\) with monitor 100006 \(serial N999000111\)/);
    expect((await run(['add-user', 'new@example.com', 'Fresh-pass-1'], env)).err).toMatch(/already exists/);
    expect((await run(['add-user', 'weak@example.com', 'weak'], env)).err).toBe('Your password must be at least 8 characters');
    expect((await run(['add-user', 'tz@example.com', 'Fresh-pass-1', '--time-zone', 'Mars/Base'], env)).code).toBe(1);

    const t = await startTestApp({ dataDir: dir });
    try {
      const login = await signIn(t.app, 'new@example.com', 'Fresh-pass-1');
      expect(login.monitors).toEqual([
        expect.objectContaining({ id: 100006, serial_number: 'N999000111', time_zone: 'Europe/Paris', solar_configured: true }),
      ]);
    } finally {
      await t.close();
    }
  });

  test('admin-token prints a sign-in URL whose token works once', async () => {
    const dir = tmp();
    const res = await run(['admin-token', 'demo@example.com'], { KILOWATCH_DATA: dir, PORT: '8099' });
    expect(res.code).toBe(0);
    const m = /^http:\/\/127\.0\.0\.1:8099\/login\?admin_token=([A-Za-z0-9_-]+)$/.exec(res.out);
    expect(m).not.toBeNull();
    expect((await run(['admin-token', 'nobody@example.com'], { KILOWATCH_DATA: dir })).code).toBe(1);
    const origin = await run(['admin-token', 'demo@example.com'], { KILOWATCH_DATA: dir, PUBLIC_ORIGIN: 'https://kw.example/' });
    expect(origin.out).toMatch(/^https:\/\/kw\.example\/login\?admin_token=/);

    const t = await startTestApp({ dataDir: dir, now: Date.now });
    try {
      const ok = await post(t.app, '/authenticate_token', { access_token: m?.[1] ?? '' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ user_id: 1, roles: 'support' });
    } finally {
      await t.close();
    }
  });

  test('outbox prints the newest mails with their links', async () => {
    const dir = tmp();
    expect((await run(['outbox'], { KILOWATCH_DATA: dir })).out).toBe('The outbox is empty.');
    const t = await startTestApp({ dataDir: dir, publicOrigin: 'http://kw.test' });
    try {
      await post(t.app, '/forgot_password', { email: 'demo@example.com' });
      await post(t.app, '/forgot_password', { email: 'partner@example.com' });
      const all = await run(['outbox'], { KILOWATCH_DATA: dir });
      expect(all.code).toBe(0);
      expect(all.out.indexOf('to partner@example.com')).toBeGreaterThan(-1);
      expect(all.out.indexOf('to partner@example.com')).toBeLessThan(all.out.indexOf('to demo@example.com'));
      expect(all.out).toMatch(/http:\/\/kw\.test\/reset_password\?token=\S+/);
      const one = await run(['outbox', 'Demo@Example.com'], { KILOWATCH_DATA: dir });
      expect(one.out).toContain('to demo@example.com: Reset your Kilowatch password');
      expect(one.out).not.toContain('partner@example.com');
      expect((await run(['outbox', 'nobody@example.com'], { KILOWATCH_DATA: dir })).out).toBe('No mail to nobody@example.com.');
    } finally {
      await t.close();
    }
  });

  test('usage and unknown commands', async () => {
    expect((await run([], {})).code).toBe(2);
    expect((await run(['frobnicate'], { KILOWATCH_DATA: tmp() })).code).toBe(2);
  });
});

test('config reads the environment', () => {
  expect(loadConfig({}, '/srv')).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: '/srv/data', accessTokenTtlSeconds: 3600, publicOrigin: null });
  expect(loadConfig({ PORT: '9000', KILOWATCH_DATA: 'x/y', KILOWATCH_ACCESS_TOKEN_TTL: '60' }, '/srv')).toMatchObject({
    port: 9000,
    dataDir: '/srv/x/y',
    accessTokenTtlSeconds: 60,
  });
  expect(loadConfig({ PORT: '0' }).port).toBe(0);
  expect(loadConfig({}).allowedHosts).toEqual([]);
  expect(loadConfig({ KILOWATCH_ALLOWED_HOSTS: ' kilowatch.lan, 192.168.1.20 ,,' }).allowedHosts).toEqual(['kilowatch.lan', '192.168.1.20']);
  expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  expect(() => loadConfig({ KILOWATCH_ACCESS_TOKEN_TTL: '0' })).toThrow(/KILOWATCH_ACCESS_TOKEN_TTL/);
});
