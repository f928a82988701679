import type { MessageDescriptor } from 'react-intl';
import type { IntegrationFlow, IntegrationKey, WireIntegrationType } from './types';
import { descriptionMessages } from './messages';

/**
 * The integration rows (spec §2 Integrations), in the order the Connected devices page lists them:
 * Wemo, IFTTT, TP-Link, Alexa, Hue, Ecobee, Google, Nest, the partner relay, the demand-response
 * program and the charge-point account. Brand names are the same in every language; what each
 * does is translated. `feature`: listed only when the user's `features` name it (Nest, Ecobee).
 * `mark`: an original glyph and colour for its tile (no vendor logos).
 */
export interface IntegrationInfo {
  key: IntegrationKey;
  type: WireIntegrationType;
  flow: IntegrationFlow;
  name: string;
  description: MessageDescriptor;
  feature?: 'nest' | 'ecobee';
  mark: { glyph: MarkGlyph; tone: MarkTone };
}

export type MarkGlyph = 'plug' | 'applet' | 'voice' | 'bulb' | 'thermostat' | 'home' | 'relay' | 'bolt' | 'car';
export type MarkTone = 'teal' | 'blue' | 'violet' | 'amber' | 'green' | 'rose' | 'slate';

export const INTEGRATIONS: readonly IntegrationInfo[] = [
  { key: 'wemo', type: 'Wemo', flow: 'oauth', name: 'Wemo', description: descriptionMessages.wemo, mark: { glyph: 'plug', tone: 'green' } },
  { key: 'ifttt', type: 'IFTTT', flow: 'oauth', name: 'IFTTT', description: descriptionMessages.ifttt, mark: { glyph: 'applet', tone: 'slate' } },
  { key: 'tplink', type: 'TPLink', flow: 'plugs', name: 'TP-Link', description: descriptionMessages.tplink, mark: { glyph: 'plug', tone: 'teal' } },
  { key: 'alexa', type: 'Alexa', flow: 'oauth', name: 'Alexa', description: descriptionMessages.alexa, mark: { glyph: 'voice', tone: 'blue' } },
  { key: 'hue', type: 'Hue', flow: 'oauth', name: 'Hue', description: descriptionMessages.hue, mark: { glyph: 'bulb', tone: 'amber' } },
  { key: 'ecobee', type: 'Ecobee', flow: 'oauth', name: 'Ecobee', description: descriptionMessages.ecobee, feature: 'ecobee', mark: { glyph: 'thermostat', tone: 'green' } },
  { key: 'google', type: 'Google', flow: 'oauth', name: 'Google Home', description: descriptionMessages.google, mark: { glyph: 'home', tone: 'blue' } },
  { key: 'nest', type: 'Nest', flow: 'oauth', name: 'Nest', description: descriptionMessages.nest, feature: 'nest', mark: { glyph: 'thermostat', tone: 'slate' } },
  { key: 'partner_relay', type: 'PartnerRelay', flow: 'oauth', name: 'Wiser', description: descriptionMessages.partner_relay, mark: { glyph: 'relay', tone: 'green' } },
  { key: 'ohmconnect', type: 'ohmConnect', flow: 'program', name: 'OhmConnect', description: descriptionMessages.ohmconnect, mark: { glyph: 'bolt', tone: 'violet' } },
  { key: 'chargepoint', type: 'ChargePoint', flow: 'oauth', name: 'ChargePoint', description: descriptionMessages.chargepoint, mark: { glyph: 'car', tone: 'rose' } },
];

export const integrationOf = (key: string | undefined): IntegrationInfo | undefined => INTEGRATIONS.find((i) => i.key === key);

/** The user's feature flags ('nest,ecobee'). */
export const featureSet = (features: string | null | undefined): Set<string> =>
  new Set((features ?? '').split(',').map((f) => f.trim().toLowerCase()).filter(Boolean));

/** Whether the account may see the integration (spec: Nest and Ecobee only when enabled for it). */
export const isAvailable = (info: IntegrationInfo, features: Set<string>): boolean => !info.feature || features.has(info.feature);

export const availableIntegrations = (features: Set<string>): IntegrationInfo[] => INTEGRATIONS.filter((i) => isAvailable(i, features));
