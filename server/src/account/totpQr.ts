import QRCode from 'qrcode';

/** QR options: medium error correction, a 2-module quiet zone, 6 px a module (about 250 px square). */
export const TOTP_QR_OPTIONS = { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 } as const;

/**
 * The QR code of an otpauth:// URI as a PNG, base64 (no `data:` prefix): the `qr_code` of the
 * two-factor setup answer (spec §3 MFA state), which an authenticator app scans.
 */
export async function totpQrPng(otpauthUri: string): Promise<string> {
  const png = await QRCode.toBuffer(otpauthUri, TOTP_QR_OPTIONS);
  return png.toString('base64');
}
