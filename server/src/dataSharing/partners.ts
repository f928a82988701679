import type { WireConsentContent, WireDataSharingPartner } from '../../../src/api/wire/dataSharing';
import { t, type Locale, type MessageKey } from '../i18n';

/**
 * The data-sharing partners (spec §3 Data-sharing partner). Their consent texts are server-written
 * texts, in the catalogue (en, es, fr) under `dataSharing.<partner>.*`: a title, sections each with a
 * heading and bullets, a footer, and a learn-more link (https only). `defaults` is the consent
 * before the user answered: the community-solar program requires its consent and asked for it
 * when the home joined, so it starts enabled and requested (the app then shows no button).
 */
export interface PartnerSpec {
  id: string;
  name: string;
  required: boolean;
  defaults: { enabled: boolean; requested: boolean };
  /** Catalogue keys of each section: [heading, ...bullets]. */
  sections: MessageKey[][];
  learnMoreUrl: string;
}

export const PARTNERS: readonly PartnerSpec[] = [
  {
    id: 'gridwise-rewards',
    name: 'GridWise Rewards',
    required: false,
    defaults: { enabled: false, requested: false },
    sections: [
      ['dataSharing.gridwise.what', 'dataSharing.gridwise.what1', 'dataSharing.gridwise.what2', 'dataSharing.gridwise.what3'],
      ['dataSharing.gridwise.why', 'dataSharing.gridwise.why1', 'dataSharing.gridwise.why2'],
    ],
    learnMoreUrl: 'https://example.com/gridwise-rewards/privacy',
  },
  {
    id: 'home-energy-study',
    name: 'Home Energy Study',
    required: false,
    defaults: { enabled: false, requested: false },
    sections: [
      ['dataSharing.study.what', 'dataSharing.study.what1', 'dataSharing.study.what2'],
      ['dataSharing.study.how', 'dataSharing.study.how1', 'dataSharing.study.how2', 'dataSharing.study.how3'],
    ],
    learnMoreUrl: 'https://example.com/home-energy-study',
  },
  {
    id: 'sunshare-community-solar',
    name: 'SunShare Community Solar',
    required: true,
    defaults: { enabled: true, requested: true },
    sections: [
      ['dataSharing.sunshare.what', 'dataSharing.sunshare.what1', 'dataSharing.sunshare.what2'],
      ['dataSharing.sunshare.why', 'dataSharing.sunshare.why1', 'dataSharing.sunshare.why2'],
    ],
    learnMoreUrl: 'https://example.com/sunshare/data',
  },
];

export const partnerOf = (id: string): PartnerSpec | undefined => PARTNERS.find((p) => p.id === id);

const FOOTERS: Record<string, MessageKey> = {
  'gridwise-rewards': 'dataSharing.gridwise.footer',
  'home-energy-study': 'dataSharing.study.footer',
  'sunshare-community-solar': 'dataSharing.sunshare.footer',
};
const TITLES: Record<string, MessageKey> = {
  'gridwise-rewards': 'dataSharing.gridwise.title',
  'home-energy-study': 'dataSharing.study.title',
  'sunshare-community-solar': 'dataSharing.sunshare.title',
};

export function consentContent(p: PartnerSpec, locale: Locale): WireConsentContent {
  return {
    title: t(locale, TITLES[p.id] as MessageKey, { partner: p.name }),
    sections: p.sections.map(([heading, ...bullets]) => ({
      heading: t(locale, heading as MessageKey, { partner: p.name }),
      bullets: bullets.map((b) => t(locale, b, { partner: p.name })),
    })),
    footer: t(locale, FOOTERS[p.id] as MessageKey, { partner: p.name }),
    learn_more_url: p.learnMoreUrl,
    learn_more_text: t(locale, 'dataSharing.learnMore', { partner: p.name }),
  };
}

export interface ConsentRow {
  partner_id: string;
  consent_enabled: number;
  consent_requested: number;
  updated_at: number;
}

export function toWirePartner(p: PartnerSpec, row: ConsentRow | undefined, locale: Locale): WireDataSharingPartner {
  return {
    partner_id: p.id,
    partner_name: p.name,
    consent_content: consentContent(p, locale),
    consent_enabled: row ? !!row.consent_enabled : p.defaults.enabled,
    consent_required: p.required,
    consent_requested: row ? !!row.consent_requested : p.defaults.requested,
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
}
