import { STORAGE_KEYS } from '../api/storageKeys';

/** Languages the app speaks (spec §5): en, es, fr; everything else falls back to en. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** The regional form used for formatting and the UI-language header. */
export const REGIONAL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The first supported language among candidates such as 'fr-CA' or 'es', else en. */
export function resolveLanguage(candidates: readonly (string | null | undefined)[]): Language {
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The stored choice if any, else the browser's preferred languages, else en. */
export function readLanguagePreference(storage: Storage, browser: readonly string[] = navigatorLanguages()): Language {
  const stored = storage.getItem(STORAGE_KEYS.locale);
  return resolveLanguage([stored, ...browser]);
}
