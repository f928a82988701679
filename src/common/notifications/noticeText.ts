import type { IntlShape } from 'react-intl';
import type { NoticeText } from './types';

/** A notice text as a string: translated when it is a message descriptor. */
export function formatNoticeText(intl: IntlShape, text: NoticeText): string {
  if (typeof text === 'string') return text;
  return intl.formatMessage({ id: text.id, defaultMessage: text.defaultMessage }, text.values);
}

/**
 * A react-intl descriptor as notice text: only its id and default message (with values), so the
 * action stays serializable. The production build compiles defaultMessage to its ICU form, which
 * formatNoticeText formats the same way.
 */
export function noticeText(m: { id?: string; defaultMessage?: unknown }, values?: Record<string, string | number>): NoticeText {
  return { id: m.id as string, defaultMessage: m.defaultMessage as string, ...(values ? { values } : {}) };
}
