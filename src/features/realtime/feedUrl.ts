import { getEnvironment } from '../../api/environment';
import { CLIENT_TYPE, PROTOCOL_VERSION, getDeviceId, getUiLanguage } from '../../api/clientInfo';

export interface FeedUrlParts {
  wsRoot: string;
  monitorId: number | string;
  accessToken: string;
  deviceId: string;
  protocolVersion: string | number;
  clientType: string;
  uiLanguage: string;
}

/** `${wsRoot}/monitors/${monitorId}/realtimefeed?access_token=…&device_id=…&protocol_version=…&client_type=…&ui_language=…` */
export function buildFeedUrl(p: FeedUrlParts): string {
  const query = new URLSearchParams({
    access_token: p.accessToken,
    device_id: p.deviceId,
    protocol_version: String(p.protocolVersion),
    client_type: p.clientType,
    ui_language: p.uiLanguage,
  });
  const root = p.wsRoot.replace(/\/+$/, '');
  return `${root}/monitors/${encodeURIComponent(String(p.monitorId))}/realtimefeed?${query.toString()}`;
}

/** The feed URL from the api layer's environment and client info. */
export function feedUrlFor(accessToken: string, monitorId: number | string): string {
  return buildFeedUrl({
    wsRoot: getEnvironment().wsRoot,
    monitorId,
    accessToken,
    deviceId: getDeviceId(),
    protocolVersion: PROTOCOL_VERSION,
    clientType: CLIENT_TYPE,
    uiLanguage: getUiLanguage(),
  });
}
