import type { NoticeText } from '../common/notifications/types';

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

export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error && cause.message ? cause.message : NETWORK_FAILED;
  return { status: 'error', message };
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
  if (error.message === SOMETHING_BROKE) return { id: 'api.error.somethingBroke', defaultMessage: 'Something broke' };
  if (error.message === NETWORK_FAILED) {
    return { id: 'api.error.networkFailed', defaultMessage: 'Could not reach the server. Check your connection and try again.' };
  }
  return error.message;
}
