/**
 * The server's message catalogue: every text the server writes for people (device blurbs, about
 * texts, timeline items, error reasons) comes from here, in the language of the request or feed.
 *   en.ts es.ts fr.ts  the catalogues (en defines the keys)
 *   locale.ts          the locale of a request or feed connection
 *   format.ts          t(locale, key, values): placeholders, plurals, numbers and dates
 *   names.ts           the system devices' names (Always On, Other, ...)
 */
export { en, type MessageKey, type Catalogue } from './en';
export { CATALOGUES, formatDate, formatNumber, msg, parseMessage, placeholdersOf, t, write } from './format';
export type { DateStyle, DateValue, Message, MessageValue, MessageValues } from './format';
export {
  acceptedTags, DEFAULT_LOCALE, feedLocale, LANGUAGES, localeFromTag, requestLocale, resolveLocale, UI_LANGUAGE_HEADER,
} from './locale';
export type { Language, Locale } from './locale';
export { systemDeviceName } from './names';
