import type { IsoTime } from './common';

/**
 * Integrations (spec account-settings-shell §3 Integration, §7 integration calls). Shared by the
 * browser app and the local server (type-only imports), so the two cannot drift.
 */

/** How an integration is named in addresses: /settings/integrations/{key}, /oauth/integrations/{key}. */
export type IntegrationKey =
  | 'wemo'
  | 'ifttt'
  | 'tplink'
  | 'alexa'
  | 'hue'
  | 'ecobee'
  | 'google'
  | 'nest'
  | 'partner_relay'
  | 'ohmconnect'
  | 'chargepoint';

/** `integration_type` on the wire (spec §3: Nest, Ecobee, TPLink, Wemo, ohmConnect, and the others). */
export type WireIntegrationType =
  | 'Wemo'
  | 'IFTTT'
  | 'TPLink'
  | 'Alexa'
  | 'Hue'
  | 'Ecobee'
  | 'Google'
  | 'Nest'
  | 'PartnerRelay'
  | 'ohmConnect'
  | 'ChargePoint';

/**
 * How an integration connects: `oauth` through the provider's sign-in page (GET
 * /integrations/oauth/authorize/{key}); `plugs` turned on in place (POST …/integrations/TPLink),
 * plugs show up 5-10 minutes later; `program` the demand-response program (enrolled in place).
 */
export type IntegrationFlow = 'oauth' | 'plugs' | 'program';

/** A plug the smart-plug integration found: a device of the list, measured by the plug. */
export interface WireSmartPlug {
  /** The device id in the device list (`ssi-…`). */
  device_id: string;
  name: string;
  /** The plug's model, e.g. 'HS110'. */
  model: string;
  found_at: IsoTime;
}

/** One integration of a monitor: GET …/integrations lists them (only the connected or enabled ones). */
export interface WireIntegration {
  id: number;
  monitor_id: number;
  integration_type: WireIntegrationType;
  /** The address key of the same integration. */
  integration: IntegrationKey;
  client_status: 'CONNECTED';
  /** A sentence in the reader's language: 'Connected', 'Looking for plugs', '2 plugs found', 'Enrolled'. */
  status_description: string;
  connected_at: IsoTime;
  /** The account at the provider (OAuth integrations), as the provider names it. */
  provider_account?: string;
  /** Smart plugs: the plugs found so far. */
  plugs?: WireSmartPlug[];
  /** Smart plugs: true while plugs may still show up. */
  searching?: boolean;
}

/** GET …/integrations: a bare array, newest last. */
export type WireIntegrationsResponse = WireIntegration[];

/** DELETE …/integrations/{id}. */
export interface WireIntegrationDeleteResponse {
  status: 'ok';
  id: number;
  integration_type: WireIntegrationType;
  /** Smart plugs: the device ids that left the device list. */
  removed_devices?: string[];
}

/** GET /integrations/oauth/authorize/{key}?monitor_id: the provider's authorization page to send the browser to. */
export interface WireOAuthStartResponse {
  redirect_uri: string;
  /** When the request it carries stops being accepted. */
  expires_at: IsoTime;
}

/** POST /integrations/oauth/callback/{key}: what the provider sent back to /oauth/integrations/{key}. */
export interface WireOAuthCallbackRequest {
  state: string;
  code?: string;
  error?: string;
}

/** GET and POST /app/monitors/{id}/tp_link. */
export interface WireTpLinkSettings {
  username: string | null;
  /** A password is stored (never sent back). */
  configured: boolean;
  updated_at: IsoTime | null;
  /** How to encrypt the password for POST (spec monitoring §7: encrypted on the client with a derived key). */
  encryption: WireTpLinkEncryption;
}

/**
 * ECDH P-256 with the server's key (an ephemeral key pair on the client), HKDF-SHA256 of the shared
 * secret (salt random, info `kilowatch tp_link password`), AES-256-GCM. The client sends
 * `encrypted_password` = `kwe1.<kid>.<client public key, raw, base64url>.<salt>.<iv>.<ciphertext+tag>`.
 */
export interface WireTpLinkEncryption {
  alg: 'ECDH-ES+HKDF-SHA256+A256GCM';
  kid: string;
  /** The server's public key as a JWK (kty EC, crv P-256, x, y). */
  public_key: { kty: 'EC'; crv: 'P-256'; x: string; y: string };
}

export interface WireTpLinkUpdate {
  username: string;
  encrypted_password: string;
}

/** GET …/integrations/ohmConnect/access_token: a read-only token the demand-response program uses. */
export interface WireProgramAccessToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: 'read';
  user_id: number;
  monitor_id: number;
  /** The program's page (the local demo page); the app passes the token in the address fragment. */
  program_url: string;
}
