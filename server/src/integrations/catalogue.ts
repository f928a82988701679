import type { IntegrationFlow, IntegrationKey, WireIntegrationType } from '../../../src/api/wire/integrations';

/**
 * Every integration the product offers (spec §2 Integrations: Wemo, IFTTT, TP-Link, Alexa, Hue,
 * Ecobee, Google, Nest, the partner relay, the demand-response program and the charge-point
 * account). `feature`: shown and connectable only when the user's `features` flags name it
 * (spec: Nest and Ecobee only when enabled for the account).
 */
export interface IntegrationSpec {
  key: IntegrationKey;
  type: WireIntegrationType;
  flow: IntegrationFlow;
  /** The provider's name on its (local demo) pages; brand names are the same in every language. */
  brand: string;
  feature?: 'nest' | 'ecobee';
}

export const INTEGRATIONS: readonly IntegrationSpec[] = [
  { key: 'wemo', type: 'Wemo', flow: 'oauth', brand: 'Wemo' },
  { key: 'ifttt', type: 'IFTTT', flow: 'oauth', brand: 'IFTTT' },
  { key: 'tplink', type: 'TPLink', flow: 'plugs', brand: 'TP-Link' },
  { key: 'alexa', type: 'Alexa', flow: 'oauth', brand: 'Alexa' },
  { key: 'hue', type: 'Hue', flow: 'oauth', brand: 'Hue' },
  { key: 'ecobee', type: 'Ecobee', flow: 'oauth', brand: 'Ecobee', feature: 'ecobee' },
  { key: 'google', type: 'Google', flow: 'oauth', brand: 'Google Home' },
  { key: 'nest', type: 'Nest', flow: 'oauth', brand: 'Nest', feature: 'nest' },
  { key: 'partner_relay', type: 'PartnerRelay', flow: 'oauth', brand: 'Wiser' },
  { key: 'ohmconnect', type: 'ohmConnect', flow: 'program', brand: 'OhmConnect' },
  { key: 'chargepoint', type: 'ChargePoint', flow: 'oauth', brand: 'ChargePoint' },
];

const byKey = new Map<string, IntegrationSpec>(INTEGRATIONS.map((s) => [s.key, s]));
const byLowerType = new Map<string, IntegrationSpec>(INTEGRATIONS.map((s) => [s.type.toLowerCase(), s]));

/** An integration by its address key ('ecobee', 'partner_relay'). */
export const specOf = (key: string): IntegrationSpec | undefined => byKey.get(key);

/** An integration by its wire type or key, any case ('TPLink', 'tplink', 'ohmConnect'). */
export const specOfType = (type: string): IntegrationSpec | undefined => byLowerType.get(type.toLowerCase()) ?? byKey.get(type.toLowerCase());

/** The user's feature flags, from users.features ('nest,ecobee'). */
export const featureFlags = (features: string): Set<string> =>
  new Set(features.split(',').map((f) => f.trim().toLowerCase()).filter(Boolean));

/** Whether the account may see and connect the integration. */
export const isAvailable = (spec: IntegrationSpec, features: string): boolean => !spec.feature || featureFlags(features).has(spec.feature);
