import type { IntlShape } from 'react-intl';
import type { NoticeText } from './types';

/** A notice text as a string: translated when it is a message descriptor. */
export function formatNoticeText(intl: IntlShape, text: NoticeText): string {
  if (typeof text === 'string') return text;
  return intl.formatMessage({ id: text.id, defaultMessage: text.defaultMessage }, text.values);
}
