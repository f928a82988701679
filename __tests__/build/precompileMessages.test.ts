/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@babel/core';
import { parse } from '@formatjs/icu-messageformat-parser';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('../../scripts/build/precompile-messages.cjs') as object;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../scripts/build/icu-ast-loader.cjs') as (this: { resourcePath: string }, source: string) => string;

const ROOT = path.resolve(__dirname, '../..');

function compile(code: string, filename = 'x.tsx'): string {
  const out = transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true }]],
    parserOpts: { plugins: ['jsx'] },
    plugins: [plugin],
  });
  return out?.code ?? '';
}

/** Evaluates the transformed module's `out` export (JSX left as is is not evaluated). */
function evaluate(code: string): unknown {
  const module = { exports: {} as Record<string, unknown> };
  const body = compile(code).replace(/^export const out =/m, 'module.exports.out =');
  new Function('module', 'defineMessages', body)(module, (m: unknown) => m);
  return module.exports.out;
}

describe('precompile-messages babel plugin', () => {
  test('turns a literal defaultMessage into its ICU AST and drops descriptions', () => {
    const out = evaluate(`export const out = defineMessages({
      a: { id: 'x.a', defaultMessage: 'Hello {name}', description: 'greeting' },
      b: { id: 'x.b', defaultMessage: '{count, plural, one {# day} other {# days}}' },
      c: { id: 'x.c', defaultMessage: 'Part one, ' + 'part two' },
    });`);
    expect(out).toEqual({
      a: { id: 'x.a', defaultMessage: parse('Hello {name}') },
      b: { id: 'x.b', defaultMessage: parse('{count, plural, one {# day} other {# days}}') },
      c: { id: 'x.c', defaultMessage: parse('Part one, part two') },
    });
  });

  test('compiles <FormattedMessage defaultMessage="…"> and leaves dynamic copies alone', () => {
    const code = compile(`const a = <FormattedMessage id="x.a" defaultMessage="Hi <b>there</b>" />;
      const b = (m) => ({ id: m.id, defaultMessage: m.defaultMessage });`);
    expect(code).not.toContain('defaultMessage="Hi');
    expect(code).toMatch(/defaultMessage=\{\[/);
    expect(code).toContain('defaultMessage: m.defaultMessage');
  });

  test('a message that does not parse fails the build', () => {
    expect(() => compile(`const m = { id: 'x.bad', defaultMessage: 'Broken {count, plural, one {x}' };`)).toThrow(/does not parse as ICU/);
  });

  test('every message in src compiles: no literal defaultMessage is left for a parser', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && fs.readFileSync(full, 'utf8').includes('defaultMessage')) files.push(full);
      }
    };
    walk(path.join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const code = compile(fs.readFileSync(file, 'utf8'), file);
      expect([path.relative(ROOT, file), code.match(/defaultMessage(?::\s*|=)["'`]/)?.[0] ?? null]).toEqual([path.relative(ROOT, file), null]);
    }
  });
});

describe('icu-ast-loader', () => {
  const run = (messages: Record<string, string>) => loader.call({ resourcePath: 'translations/es.json' }, JSON.stringify(messages));

  test('compiles every message of a catalogue', () => {
    const source = run({ 'a.b': 'Hola {name}', 'a.c': '{count, plural, one {# día} other {# días}}' });
    const json = /JSON\.parse\((.*)\);$/.exec(source)?.[1] ?? '';
    expect(JSON.parse(JSON.parse(json))).toEqual({ 'a.b': parse('Hola {name}'), 'a.c': parse('{count, plural, one {# día} other {# días}}') });
  });

  test('names the message that does not parse', () => {
    expect(() => run({ 'a.ok': 'Bien', 'a.bad': 'Roto {x, plural, one {y}' })).toThrow(/a\.bad does not parse as ICU/);
  });

  test('the real catalogues all compile', () => {
    for (const lang of ['en', 'es', 'fr']) {
      const file = path.join(ROOT, 'translations', `${lang}.json`);
      expect(() => loader.call({ resourcePath: file }, fs.readFileSync(file, 'utf8'))).not.toThrow();
    }
  });
});
