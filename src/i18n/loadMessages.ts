import { loadWithRetry } from '../common/chunkLoader';
import { isLanguage, type Language } from './locales';

export type Messages = Record<string, string>;

/** One webpack chunk per locale, fetched on demand. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import(/* webpackChunkName: "locale-en" */ '../../translations/en.json'),
  es: () => import(/* webpackChunkName: "locale-es" */ '../../translations/es.json'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ '../../translations/fr.json'),
};

/**
 * The messages of a supported language, under the chunk rule (a failed load reloads once, then the
 * error page); an unknown language rejects like a missing module.
 */
export async function loadMessages(language: string): Promise<Messages> {
  if (!isLanguage(language)) throw new Error(`Cannot find module './translations/${language}.json'`);
  const module = await loadWithRetry(loaders[language]);
  return module.default;
}
