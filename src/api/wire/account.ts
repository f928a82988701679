/**
 * Types only (the server build does not carry src/: no runtime values here).
 * Account and settings calls (spec account-settings-shell §3, §5, §7): change email and password,
 * two-factor (TOTP) setup, notification flags, feedback, network device identification.
 * Every call is POST with a form-encoded or JSON body, under /apiservice/api/v1, with the bearer
 * access token; `{userId}` must be the token's own user and `{monitorId}` one of theirs, else 404
 * (the same answer as for a missing one). A refused request answers `{status:'error', error_reason}`
 * (WireErrorBody) with the reason in the request's language, and writes nothing.
 */

/** `{ status: 'ok' }` — the answer of calls with nothing else to say. */
export interface WireOk {
  status: 'ok';
}

/**
 * POST /users/{userId}/email. The new address is in use at once (sign-in with it works) but is
 * unverified (`email_verified: false` on GET /users/{id}) until the link mailed to it is followed
 * (POST /verify_email); the old address gets a notice. Earlier verification links stop working.
 * 400 reasons (spec §5): 'please enter your current email', 'email address is not valid',
 * 'email and email confirmation must match', 'please enter your password', 'Wrong password',
 * 'this is not the email address of your account', 'that is already your email address',
 * 'that email address is already in use'. 429 after too many wrong passwords.
 */
export interface WireChangeEmailRequest {
  /** The new address. */
  email: string;
  current_email: string;
  password: string;
  /** Optional: when sent, must equal `email`. */
  email_confirmation?: string;
}

export interface WireChangeEmailResponse {
  status: 'ok';
  email: string;
  email_verified: false;
}

/** POST /users/{userId}/resend_email_verification (no body): a fresh link to the current address. Answers WireOk. */

/**
 * POST /users/{userId}/password. The current password is checked, the new one must pass the §5
 * rules ('Your password must be at least 8 characters', '… contain at least 1 number or symbol',
 * '… one lowercase character', '… one uppercase character'; 'Your passwords must match' when a
 * confirmation is sent). Every other session of the user is signed out (their access tokens are
 * refused from then on, their feeds closed); the calling session stays. Other 400 reasons:
 * 'please enter your current password', 'please enter a new password', 'Wrong password'.
 */
export interface WireChangePasswordRequest {
  old_password: string;
  new_password: string;
  /** Optional: when sent, must equal `new_password`. */
  new_password_confirmation?: string;
}

export interface WireChangePasswordResponse {
  status: 'ok';
  /** How many other sessions were signed out. */
  sessions_revoked: number;
}

/**
 * POST /users/{userId}/mfa/totp `{password, client_time}`: starts two-factor setup (MFA stage 1).
 * 400: 'please enter your password', 'Wrong password', 'Two-factor authentication is already on'.
 * A second call replaces the pending secret.
 */
export interface WireTotpSetupRequest {
  password: string;
  client_time?: string;
}

export interface WireTotpSetupResponse {
  status: 'ok';
  /** Base32 secret, to show as text and type into an authenticator app. */
  secret: string;
  /** The QR code of `otpauth_url`, a PNG image in base64 (no `data:` prefix): show it as `data:image/png;base64,…`. */
  qr_code: string;
  /** `otpauth://totp/Kilowatch:<email>?secret=…&period=30&digits=6&algorithm=SHA1&issuer=Kilowatch` (what the QR code holds). */
  otpauth_url: string;
  /** Seconds per code (30) and digits (6), as otplib's defaults. */
  period: number;
  digits: number;
}

/**
 * POST /users/{userId}/mfa/totp/verify `{code, client_time}`: turns two-factor on when `code` is
 * right for the pending secret (MFA stage 2 → 3); from then on sign-in answers mfa_required.
 * 400: 'please enter the one-time code', 'Start two-factor setup first', 'Invalid verification
 * code', 'This code has already been used…'.
 */
export interface WireTotpVerifyRequest {
  code: string;
  client_time?: string;
}

export interface WireTotpVerifyResponse {
  status: 'ok';
  totp_enabled: true;
}

/**
 * POST /users/{userId}/mfa/totp/disable `{password}` → `{status:'ok', totp_enabled:false}`.
 * 400: 'please enter your password', 'Wrong password', 'Two-factor authentication is not on'.
 */
export interface WireTotpDisableRequest {
  password: string;
}

export interface WireTotpDisableResponse {
  status: 'ok';
  totp_enabled: false;
}

/** Every notification flag of spec §3 Settings, per monitor (email and push). */
export type NotificationFlag =
  | 'new_named_device_push'
  | 'new_named_device_email'
  | 'monitor_offline_push'
  | 'monitor_offline_email'
  | 'monitor_monthly_email'
  | 'always_on_change_push'
  | 'comparison_change_push'
  | 'new_peak_push'
  | 'new_peak_email'
  | 'monthly_change_push'
  | 'weekly_change_push'
  | 'daily_change_push'
  | 'generator_on_push'
  | 'grid_outage_push'
  | 'relay_update_available_push'
  | 'time_of_use';
export type WireNotificationFlags = Record<NotificationFlag, boolean>;

/**
 * GET /users/{userId}/notifications[?monitor_id=] → WireNotificationsResponse (every monitor, or
 * the one asked). POST /users/{userId}/notifications?monitor_id= with any of the flags (booleans,
 * or 'true'/'false' in a form) stores them for that monitor, bumps settings_version (the feed's
 * data_change tells other tabs) and answers that monitor's map. `monitor_id` may come in the body
 * instead of the query. 400 'Send at least one notification setting' when no known flag is sent.
 */
export type WireNotificationsUpdate = Partial<WireNotificationFlags>;
export type WireNotificationsResponse = Record<string, WireNotificationFlags>;

export type FeedbackCategory = 'feedback' | 'support' | 'request-feature';
export type FeedbackSubCategory = 'Wi-Fi Issue' | 'Device Detection' | 'Something else';

/**
 * POST /users/{userId}/feedback[?client_version=] (settings feedback form) and
 * POST /users/{userId}/labs/feedback[?client_version=] (a Labs page's request; `labs_id` names the
 * page, e.g. 'motor-stalls'). `monitor_id` must be one of the user's monitors. The text is trimmed;
 * 400 'please provide a brief description' when empty; at most 5000 characters.
 */
export interface WireFeedbackRequest {
  category: FeedbackCategory;
  sub_category: FeedbackSubCategory;
  feedback: string;
  monitor_id?: number;
  device_id?: string;
  /** 'Webclient' for this app (the default). */
  client?: string;
  labs_id?: string;
}

export interface WireFeedbackResponse {
  status: 'ok';
  id: number;
}

/**
 * POST /app/monitors/{monitorId}/ndi/enable and /ndi/disable (no body): network device
 * identification on or off for that monitor. Bumps settings_version. 403 'Network device
 * identification cannot be changed on a multi-tenant account' when the user's
 * settings.multitenant_state is 'tenant' or 'admin'.
 */
export interface WireNdiResponse {
  status: 'ok';
  monitor_id: number;
  ndi_enabled: boolean;
}
