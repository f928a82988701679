import type { WireDataSharingPartner } from '../../api/wire/dataSharing';

export type { WireDataSharingPartner };

export interface Failure {
  status: number | 'error';
  message: string;
}

/** How a consent answer was given: the Enable button, the confirmed Disable, or not right now. */
export type ConsentVia = 'enable' | 'disable' | 'notNow';

export interface DataSharingState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  byId: Record<string, WireDataSharingPartner>;
  ids: string[];
  /** The partner whose answer is being saved. */
  update: { status: 'idle' | 'pending' | 'failed'; partnerId: string | null; error: string | null };
}

/** Which button a partner gets (spec §2 Data sharing). */
export interface PartnerButtons {
  enable: boolean;
  disable: boolean;
  notNow: boolean;
}
