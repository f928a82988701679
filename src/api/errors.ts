import type { MessageDescriptor } from 'react-intl';
import type { NoticeText } from '../common/notifications/types';
import { formatOutsideReact } from '../i18n/intlBridge';

/** What every `xFailed` event carries: plain data, never an Error. 'error' means the network failed. */
export interface ApiError {
  status: number | 'error';
  message: string;
  /** The raw error body (e.g. an mfa_required answer), when the server sent one. */
  body?: unknown;
}

/** The fallback when a failed answer has no error_reason (spec §8). */
export const SOMETHING_BROKE = 'Something broke';
export const NETWORK_FAILED = 'Could not reach the server. Check your connection and try again.';

/** error_reason from a failed answer's body, else 'Something broke'. */
export function errorReason(body: unknown): string {
  if (body && typeof body === 'object' && 'error_reason' in body) {
    const reason = (body as { error_reason?: unknown }).error_reason;
    if (typeof reason === 'string' && reason.trim()) return reason;
  }
  return SOMETHING_BROKE;
}

/**
 * A network failure. The browser's own text ("Failed to fetch", "NetworkError when attempting to
 * fetch resource.", "Load failed") is never shown: every failure reads NETWORK_FAILED, translated.
 */
export function networkError(_cause?: unknown): ApiError {
  return { status: 'error', message: NETWORK_FAILED };
}

/** The client's own error texts (not the server's error_reason), with their translations. */
const CLIENT_TEXTS: Record<string, MessageDescriptor & { defaultMessage: string }> = {
  [SOMETHING_BROKE]: { id: 'api.error.somethingBroke', defaultMessage: 'Something broke' },
  [NETWORK_FAILED]: { id: 'api.error.networkFailed', defaultMessage: 'Could not reach the server. Check your connection and try again.' },
};

/**
 * The error as the user should read it: the client's own texts in the UI language (the server
 * already answers in it). callApi applies it to every failed call, so every feature's Failed event,
 * stored error and notice carries readable text.
 */
export function localizeError(error: ApiError): ApiError {
  const text = clientText(error);
  return text ? { ...error, message: formatOutsideReact(text) } : error;
}

/** A network failure (whatever its message) or one of the client's own texts; undefined for the server's texts. */
function clientText(error: ApiError): (MessageDescriptor & { defaultMessage: string }) | undefined {
  if (error.status === 'error') return CLIENT_TEXTS[NETWORK_FAILED];
  return Object.prototype.hasOwnProperty.call(CLIENT_TEXTS, error.message) ? CLIENT_TEXTS[error.message] : undefined;
}

/** Strips the body so the error can go into a Failed event as plain { status, message }. */
export function plainError(error: ApiError): ApiError {
  return { status: error.status, message: error.message };
}

const TITLES: Record<string, NoticeText> = {
  error: { id: 'api.error.networkTitle', defaultMessage: 'Connection problem' },
  400: { id: 'api.error.badRequestTitle', defaultMessage: 'Request not accepted' },
  401: { id: 'api.error.unauthorizedTitle', defaultMessage: 'Not signed in' },
  403: { id: 'api.error.forbiddenTitle', defaultMessage: 'Not allowed' },
  404: { id: 'api.error.notFoundTitle', defaultMessage: 'Not found' },
  429: { id: 'api.error.tooManyTitle', defaultMessage: 'Too many requests' },
  500: { id: 'api.error.serverTitle', defaultMessage: 'Server error' },
};

/** The notice title for a status (spec §8: "a title from the status"). */
export function errorTitle(status: number | 'error'): NoticeText {
  const known = TITLES[String(status)];
  if (known) return known;
  if (typeof status === 'number' && status >= 500) return TITLES[500] as NoticeText;
  return { id: 'api.error.statusTitle', defaultMessage: 'Request failed ({status})', values: { status: String(status) } };
}

/** The notice message: the reason, translated when it is one of the client's own texts. */
export function errorMessage(error: ApiError): NoticeText {
  const text = clientText(error);
  return text ? { id: text.id as string, defaultMessage: text.defaultMessage } : error.message;
}
