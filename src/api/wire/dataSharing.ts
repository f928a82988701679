import type { IsoTime } from './common';

/** Data sharing (spec account-settings-shell §3 Data-sharing partner, §7 data_sharing calls). */

export interface WireConsentSection {
  heading: string;
  bullets: string[];
}

/** What the consent dialog shows, in the reader's language. */
export interface WireConsentContent {
  title: string;
  sections: WireConsentSection[];
  footer: string;
  learn_more_url: string;
  learn_more_text: string;
}

export interface WireDataSharingPartner {
  partner_id: string;
  partner_name: string;
  consent_content: WireConsentContent;
  consent_enabled: boolean;
  /** The partner's program needs this consent (no not-right-now). */
  consent_required: boolean;
  /** The user has been asked already (answered, or chose not right now). */
  consent_requested: boolean;
  updated_at: IsoTime | null;
}

/** GET /app/monitors/{id}/data_sharing: keyed by partner_id. */
export type WireDataSharingResponse = Record<string, WireDataSharingPartner>;

/** POST /app/monitors/{id}/data_sharing/{partnerId}. */
export interface WireDataSharingUpdate {
  consent_enabled: boolean;
}

export interface WireDataSharingUpdateResponse {
  partner_id: string;
  partner: WireDataSharingPartner;
}
