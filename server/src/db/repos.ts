import type Database from 'better-sqlite3';
import { createAlertsRepo } from '../alerts/alertsRepo';
import { createDevicesRepo } from './devices';
import { createEvChargersRepo } from './evChargers';
import { createFeedbackRepo } from './feedback';
import { createHomeRepo } from './home';
import { createMetaRepo } from './meta';
import { createMonitorsRepo } from './monitors';
import { createOneTimeTokensRepo } from './oneTimeTokens';
import { createOutboxRepo } from './outbox';
import { createSessionsRepo } from './sessions';
import { createUsersRepo } from './users';
import { createIntegrationsRepo } from '../integrations/repo';
import { createOAuthRepo } from '../oauth/repo';
import { createDataSharingRepo } from '../dataSharing/repo';
import { createRateZonesRepo } from '../rates/repo';

export type Repos = ReturnType<typeof createRepos>;

export function createRepos(db: Database.Database) {
  return {
    users: createUsersRepo(db),
    monitors: createMonitorsRepo(db),
    sessions: createSessionsRepo(db),
    oneTimeTokens: createOneTimeTokensRepo(db),
    outbox: createOutboxRepo(db),
    meta: createMetaRepo(db),
    devices: createDevicesRepo(db),
    alerts: createAlertsRepo(db),
    feedback: createFeedbackRepo(db),
    evChargers: createEvChargersRepo(db),
    home: createHomeRepo(db),
    integrations: createIntegrationsRepo(db),
    oauth: createOAuthRepo(db),
    dataSharing: createDataSharingRepo(db),
    rateZones: createRateZonesRepo(db),
  };
}

/** Drops expired refresh and one-time tokens a day after they expire. */
export function housekeeping(repos: Repos, now: number): void {
  const cutoff = now - 24 * 3600 * 1000;
  repos.sessions.purgeExpired(cutoff);
  repos.oneTimeTokens.purgeExpired(cutoff);
}
