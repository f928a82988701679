import fs from 'node:fs';
import path from 'node:path';
import en from '../../translations/en.json';
import es from '../../translations/es.json';
import fr from '../../translations/fr.json';

const SRC = path.resolve(__dirname, '../../src');
const MESSAGE = /id:\s*'([^']+)'\s*,\s*defaultMessage:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;

function sourceMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(MESSAGE)) {
          found.set(match[1] as string, (match[2] ?? match[3] ?? '').replace(/\\(['"])/g, '$1'));
        }
      }
    }
  };
  walk(SRC);
  return found;
}

const catalogues: Record<string, Record<string, string>> = { en, es, fr };
// ICU arguments only ({name} or {name, type, …}), not the text of select/plural branches
const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const source = sourceMessages();

  it('has every message of the source in en.json, with the same English text', () => {
    expect(source.size).toBeGreaterThan(100);
    for (const [id, text] of source) expect([id, (en as Record<string, string>)[id]]).toEqual([id, text]);
  });

  it('has no stale ids in en.json', () => {
    expect(Object.keys(en).filter((id) => !source.has(id))).toEqual([]);
  });

  it.each(['es', 'fr'])('%s translates every message and keeps its placeholders', (lang) => {
    const catalogue = catalogues[lang] as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [id, english] of Object.entries(en as Record<string, string>)) {
      const text = catalogue[id] ?? '';
      expect(text.trim()).not.toBe('');
      expect([id, placeholders(text)]).toEqual([id, placeholders(english)]);
    }
  });

  it.each(['es', 'fr'])('%s is really translated (not English copied over)', (lang) => {
    const catalogue = catalogues[lang] as Record<string, string>;
    const same = Object.entries(en as Record<string, string>).filter(([id, english]) => catalogue[id] === english).map(([id]) => id);
    // Proper nouns and words both languages share with English may stay as they are.
    expect(same.length / Object.keys(en).length).toBeLessThan(0.05);
  });

  it('keeps the spec texts word for word in English', () => {
    const texts = Object.values(en);
    for (const text of [
      'Password Reset Sent',
      'Please check your email for password reset instructions',
      'Your password must be at least 8 characters',
      'Your password must contain at least 1 number or symbol',
      'Your password must contain one lowercase character',
      'Your password must contain one uppercase character',
      'Your passwords must match',
      'Invalid Time Format',
      "The page you were looking for doesn't exist.",
      'Email verification failed',
      'Something broke',
    ]) {
      expect(texts).toContain(text);
    }
  });
});
