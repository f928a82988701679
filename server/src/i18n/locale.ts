/**
 * Which language the server writes in. The app sends its UI language (`X-Sense-UI-Language:
 * fr-CA`) on every request and as `ui_language` on the feed URL; other clients may send only
 * Accept-Language. Supported: en, es, fr; anything else is English.
 */
export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A resolved locale: the catalogue's language and the regional tag numbers and dates are written in. */
export interface Locale {
  readonly language: Language;
  /** A BCP 47 tag for Intl, e.g. 'fr-CA', 'fr-FR', 'en-US'. */
  readonly tag: string;
}

/** The region used when a tag names none: the app's own regional forms. */
const DEFAULT_REGION: Record<Language, string> = { en: 'US', es: 'US', fr: 'CA' };

const interned = new Map<string, Locale>();

function localeOf(language: Language, region: string): Locale {
  const tag = `${language}-${region}`;
  let locale = interned.get(tag);
  if (!locale) {
    locale = Object.freeze({ language, tag });
    interned.set(tag, locale);
  }
  return locale;
}

export const DEFAULT_LOCALE: Locale = localeOf('en', DEFAULT_REGION.en);

const isLanguage = (s: string): s is Language => (LANGUAGES as readonly string[]).includes(s);

/** 'fr', 'fr-FR', 'fr_ca', 'es-419' → a Locale; null for an unsupported or malformed tag. */
export function localeFromTag(raw: string | null | undefined): Locale | null {
  if (typeof raw !== 'string' || raw.length > 35) return null;
  const parts = raw.trim().split(/[-_]/);
  const language = (parts[0] ?? '').toLowerCase();
  if (!isLanguage(language)) return null;
  // The first 2-letter or 3-digit subtag after the language (and an optional script) is the region.
  const region = parts.slice(1, 3).find((p) => /^([a-z]{2}|\d{3})$/i.test(p));
  return localeOf(language, region ? region.toUpperCase() : DEFAULT_REGION[language]);
}

/** The tags of an Accept-Language header, most preferred first (q=0 ones left out). */
export function acceptedTags(header: string | null | undefined): string[] {
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag && e.tag !== '*' && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}

/**
 * The first supported locale among explicit UI-language candidates, then the Accept-Language
 * header's tags in order of preference; else en-US.
 */
export function resolveLocale(uiLanguage: readonly (string | null | undefined)[], acceptLanguage?: string | null): Locale {
  for (const candidate of [...uiLanguage, ...acceptedTags(acceptLanguage)]) {
    const locale = localeFromTag(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The header the app sends its UI language in (src/api/clientInfo.ts UI_LANGUAGE_HEADER). */
export const UI_LANGUAGE_HEADER = 'x-sense-ui-language';

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
}

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** A REST request's locale: X-Sense-UI-Language, then Accept-Language, else en-US. */
export function requestLocale(request: RequestLike): Locale {
  return resolveLocale([first(request.headers[UI_LANGUAGE_HEADER])], first(request.headers['accept-language']));
}

/**
 * A feed connection's locale: `ui_language` (or `sense_ui_language`) on the URL, since browsers
 * cannot set headers on a websocket; then the headers, as for REST.
 */
export function feedLocale(request: RequestLike): Locale {
  const q = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = [q.ui_language, q.sense_ui_language].map((v) => (typeof v === 'string' ? v : undefined));
  return resolveLocale([...fromQuery, first(request.headers[UI_LANGUAGE_HEADER])], first(request.headers['accept-language']));
}
