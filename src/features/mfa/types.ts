export interface Failure {
  status: number | 'error';
  message: string;
}

/** Spec §2/§4: 0 password, 1 QR code and secret, 2 code entry, 3 success. */
export type MfaStage = 0 | 1 | 2 | 3;

/** The two-factor dialogs' state (spec §3 MFA state: stage, secret, qr_code, pending). */
export interface MfaState {
  /** The setup dialog is shown. */
  open: boolean;
  /** It is fading out; it unmounts MFA_CLOSE_DELAY_MS later. */
  closing: boolean;
  stage: MfaStage;
  secret: string | null;
  /** PNG, base64 (the server's qr_code). */
  qrCode: string | null;
  pending: boolean;
  error: string | null;
  /**
   * totp_enabled as the last verify or disable answered (spec §4), until the refetched user record
   * says the same; null when the user record is the truth.
   */
  totpEnabled: boolean | null;
  disable: { open: boolean; pending: boolean; error: string | null };
}
