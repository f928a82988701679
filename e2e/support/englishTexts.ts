import { en } from '../../server/src/i18n/en';
import { es } from '../../server/src/i18n/es';
import { fr } from '../../server/src/i18n/fr';
import enApp from '../../translations/en.json';
import esApp from '../../translations/es.json';
import frApp from '../../translations/fr.json';

/** A message's literal text, with every ICU argument (`{name}`, `{n, plural, …}`) cut out. */
export function literalFragments(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of message) {
    if (ch === '{') {
      if (depth === 0) {
        parts.push(current);
        current = '';
      }
      depth += 1;
    } else if (ch === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      current += ch;
    }
  }
  parts.push(current);
  return parts.flatMap((p) => p.split('\n')).map((p) => p.trim().replace(/^[,.;:]\s*|[,.;:]$/g, '').trim()).filter(Boolean);
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * English text that must not appear on a French or Spanish page: every fragment of at least `minWords` words
 * of the given English messages that the French message of the same key does not also contain
 * (a brand or a unit stays the same in both).
 */
function fragmentsOf(english: Record<string, string>, french: Record<string, string>, minWords: number, keep: (key: string) => boolean): string[] {
  const found = new Set<string>();
  for (const [key, message] of Object.entries(english)) {
    if (!keep(key)) continue;
    const frenchText = french[key] ?? '';
    for (const fragment of literalFragments(message)) {
      if (words(fragment) >= minWords && !frenchText.includes(fragment)) found.add(fragment);
    }
  }
  return [...found].sort();
}

const CATALOGUES = { fr: { server: fr, app: frApp }, es: { server: es, app: esApp } } as const;

/**
 * The English sentences that must not appear on a page in `locale`: the server's
 * (server/src/i18n/en.ts), two words or more, with the system devices' English names, and the
 * app's own (translations/en.json), three words or more. The device catalogue's type names are
 * left out: a detected device's own name is the household's ("Fridge") and stays as it is.
 */
export function englishSentences(locale: keyof typeof CATALOGUES): string[] {
  const { server, app } = CATALOGUES[locale];
  const serverText = fragmentsOf(en, server, 2, (key) => !/^(deviceType|deviceCategory|device\.name)\./.test(key));
  const appText = fragmentsOf(enApp as Record<string, string>, app as Record<string, string>, 3, () => true);
  return [...new Set([...serverText, en['device.name.always_on'], en['device.name.unknown'], ...appText])];
}
