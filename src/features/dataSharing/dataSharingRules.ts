import type { PartnerButtons, WireDataSharingPartner } from './types';

/**
 * Spec §2: Enable when off; when on, Disable (after a confirmation); the not-right-now link only
 * when consent is not required, not enabled and not yet requested; no button at all when consent is
 * required and already requested.
 */
export function partnerButtons(p: Pick<WireDataSharingPartner, 'consent_enabled' | 'consent_required' | 'consent_requested'>): PartnerButtons {
  if (p.consent_required && p.consent_requested) return { enable: false, disable: false, notNow: false };
  return {
    enable: !p.consent_enabled,
    disable: p.consent_enabled,
    notNow: !p.consent_required && !p.consent_enabled && !p.consent_requested,
  };
}

/** Learn-more links from server data: https (or http) only. */
export function safeLink(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}
