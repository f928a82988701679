import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountRoutes } from './account';
import { accountEmailRoutes } from './accountEmail';
import { accountSettingsRoutes } from './accountSettings';
import { alwaysOnDeviceRoutes } from './alwaysOnDevices';
import { authRoutes } from './auth';
import { deviceRoutes } from './devices';
import { evChargeRoutes } from './evCharge';
import { historyRoutes } from './history';
import { measuredRoutes } from './measured';
import { homeRoutes } from './home';
import { labsRoutes } from './labs';
import { legacyRoutes } from './legacy';
import { monitorRoutes } from './monitors';
import { notificationRoutes } from './notifications';
import { publicRoutes } from './publicRoutes';
import { sessionRoutes } from './session';
import { timelineRoutes } from './timeline';
import { trendsRoutes } from './trends';
import { userRoutes } from './users';
import { integrationRoutes } from './integrations';
import { oauthRoutes } from './oauth';
import { dataSharingRoutes } from './dataSharing';
import { ssoRoutes } from './sso';
import { rateZoneRoutes } from './rateZones';

export type RouteModule = (api: FastifyInstance, ctx: AppContext) => void;

/**
 * Every REST area, registered under /apiservice/api/v1 behind the guard (auth/guard.ts).
 * A new area adds its module here and gets authentication and ownership checks for free.
 */
export const apiRouteModules: RouteModule[] = [
  authRoutes,
  sessionRoutes,
  accountEmailRoutes,
  accountRoutes,
  userRoutes,
  accountSettingsRoutes,
  publicRoutes,
  monitorRoutes,
  deviceRoutes,
  historyRoutes,
  measuredRoutes,
  timelineRoutes,
  notificationRoutes,
  legacyRoutes,
  trendsRoutes,
  evChargeRoutes,
  homeRoutes,
  integrationRoutes,
  oauthRoutes,
  dataSharingRoutes,
  ssoRoutes,
  labsRoutes,
  rateZoneRoutes,
  alwaysOnDeviceRoutes,
];
