/** Standard descriptions of WebSocket close codes 1000-1015 (RFC 6455 §7.4.1, IANA registry). */
export const CLOSE_CODE_DESCRIPTIONS: Readonly<Record<number, string>> = {
  1000: 'Normal closure: the purpose for which the connection was established has been fulfilled.',
  1001: 'Going away: the server is going down or the browser navigated away from the page.',
  1002: 'Protocol error: an endpoint is terminating the connection due to a protocol error.',
  1003: 'Unsupported data: an endpoint received a type of data it cannot accept.',
  1004: 'Reserved: the specific meaning might be defined in the future.',
  1005: 'No status received: no status code was present.',
  1006: 'Abnormal closure: the connection was closed without a close frame.',
  1007: 'Invalid frame payload data: a message contained data inconsistent with its type.',
  1008: 'Policy violation: an endpoint received a message that violates its policy.',
  1009: 'Message too big: an endpoint received a message too big to process.',
  1010: 'Mandatory extension: the server did not negotiate an extension the client expected.',
  1011: 'Internal error: the server met an unexpected condition that prevented it from fulfilling the request.',
  1012: 'Service restart: the server is restarting.',
  1013: 'Try again later: the server is overloaded or temporarily unavailable.',
  1014: 'Bad gateway: a gateway or proxy received an invalid response from the upstream server.',
  1015: 'TLS handshake failure: the TLS handshake could not be performed.',
};

export function describeCloseCode(code: number): string {
  return CLOSE_CODE_DESCRIPTIONS[code] ?? 'Unknown reason';
}
