import type Database from 'better-sqlite3';
import { hashPassword } from './auth/passwords';
import type { Repos } from './db/repos';
import { defaultAttributes } from './seed';
import { isPartnerSerial } from './wire/monitorWire';

export interface NewAccount {
  email: string;
  password: string;
  serial?: string;
  timeZone?: string;
  solar?: boolean;
  battery?: boolean;
  /** Spec §6: a multi-tenant user ('tenant') or admin ('admin'); an ordinary account without it. */
  multitenant?: 'tenant' | 'admin';
  now: number;
}

/** Creates a user, their settings and one monitor, in one transaction. Throws on a taken email or serial. */
export async function createAccount(db: Database.Database, repos: Repos, a: NewAccount): Promise<{ userId: number; accountId: number; monitorId: number; serial: string }> {
  const email = a.email.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error(`Not an email address: ${a.email}`);
  if (repos.users.byEmail(email)) throw new Error(`A user with email ${email} already exists`);
  const timeZone = a.timeZone ?? 'America/New_York';
  if (!Intl.supportedValuesOf('timeZone').includes(timeZone) && timeZone !== 'UTC') throw new Error(`Unknown time zone: ${timeZone}`);
  const passwordHash = await hashPassword(a.password);
  const created = new Date(a.now).toISOString();

  return db.transaction(() => {
    const monitorId = repos.monitors.nextId();
    const serial = a.serial ?? `N3270${String(monitorId).padStart(5, '0').slice(-5)}`;
    if (repos.monitors.bySerial(serial)) throw new Error(`A monitor with serial ${serial} already exists`);
    const userId = repos.users.insert({
      email, passwordHash, emailVerified: true, timeZone, totpSecret: null, dateCreated: created,
      themeName: isPartnerSerial(serial) ? 'wiser' : 'red', multitenantState: a.multitenant ?? null,
    });
    const user = repos.users.byId(userId);
    repos.monitors.insert({
      id: monitorId, userId, serialNumber: serial, timeZone, latitude: 40.7, longitude: -74.0,
      solar: !!a.solar, battery: !!a.battery, relays: isPartnerSerial(serial), hardwareType: 'monitor',
      auxPort: a.solar ? 'solar' : null, numDetected: 12,
      attributes: defaultAttributes({ sell_back_rate: a.solar ? 10.42 : -1 }), dateCreated: created,
    });
    return { userId, accountId: user?.account_id ?? 0, monitorId, serial };
  })();
}
