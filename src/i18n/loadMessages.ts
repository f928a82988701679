import { isLanguage, type Language } from './locales';

export type Messages = Record<string, string>;

/** One webpack chunk per locale, fetched on demand. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import(/* webpackChunkName: "locale-en" */ '../../translations/en.json'),
  es: () => import(/* webpackChunkName: "locale-es" */ '../../translations/es.json'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ '../../translations/fr.json'),
};

/** The messages of a supported language; an unknown one rejects like a missing module. */
export async function loadMessages(language: string): Promise<Messages> {
  if (!isLanguage(language)) throw new Error(`Cannot find module './translations/${language}.json'`);
  const module = await loaders[language]();
  return module.default;
}
