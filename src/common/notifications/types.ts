/**
 * Text in a notice: a plain string (e.g. a server's error_reason), or a react-intl message
 * descriptor that the <Notifications/> component translates. Both are serializable.
 */
export type NoticeText = string | { id: string; defaultMessage: string; values?: Record<string, string | number> };

export type NoticeKind = 'success' | 'error';

export interface NoticePayload {
  kind: NoticeKind;
  title: NoticeText;
  message?: NoticeText;
  /** How long the notice stays; 5000 ms by default (spec §9). */
  durationMs?: number;
}

export interface Notice extends Required<Omit<NoticePayload, 'message'>> {
  id: string;
  message?: NoticeText;
}
