/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/src/db/database';
import { createRepos } from '../../../server/src/db/repos';
import { seedDemoData } from '../../../server/src/seed';

const NOW = Date.UTC(2026, 10, 22, 15, 0, 0);

test('a data folder seeded before the tenant account gets it once, without touching the others', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-seed-'));
  const db = openDatabase(dir);
  try {
    const repos = createRepos(db);
    expect(await seedDemoData(db, repos, NOW)).toBe(true);
    // As a folder seeded by an older version: no tenant, no revision marker.
    db.prepare('DELETE FROM monitors WHERE id = 100005').run();
    db.prepare('DELETE FROM users WHERE id = 5').run();
    db.prepare("DELETE FROM meta WHERE key = 'demo_seed_revision'").run();
    const demoHash = repos.users.byId(1)?.password_hash;

    expect(await seedDemoData(db, repos, NOW)).toBe(true);
    expect(repos.users.byId(5)).toMatchObject({ email: 'tenant@example.com' });
    expect(repos.users.settings(5)).toMatchObject({ multitenant_state: 'tenant' });
    expect(repos.users.byId(1)?.password_hash).toBe(demoHash);
    expect(await seedDemoData(db, repos, NOW)).toBe(false);
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('an older folder whose user 5 is someone else keeps them (the tenant account is skipped)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-seed-'));
  const db = openDatabase(dir);
  try {
    const repos = createRepos(db);
    await seedDemoData(db, repos, NOW);
    db.prepare("UPDATE users SET email = 'someone@example.org' WHERE id = 5").run();
    db.prepare("DELETE FROM meta WHERE key = 'demo_seed_revision'").run();
    expect(await seedDemoData(db, repos, NOW)).toBe(true);
    expect(repos.users.byEmail('tenant@example.com')).toBeUndefined();
    expect(repos.users.byId(5)).toMatchObject({ email: 'someone@example.org' });
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
