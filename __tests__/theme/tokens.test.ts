/**
 * WCAG 2.2 AA contrast of the theme tokens, for every theme in both modes: text 4.5:1, UI parts
 * (toggle tracks, selection borders) 3:1. The pairs are the ones the CSS modules paint: change a
 * token and this tells you which screen would stop reading well.
 */
import fs from 'node:fs';
import { THEME_NAMES } from '../../src/theme/themeActions';
import { contrast, loadTokens, over, parseTokenRules, resolveColor, TOKENS_FILE, toHex, tokensFor } from '../support/themeTokens';

const MODES = ['light', 'dark'] as const;
const v = (name: string) => `var(--kw-color-${name})`;
const tint = (name: string, pct: number) => `color-mix(in srgb, ${v(name)} ${pct}%, ${v('surface')})`;

const SURFACES = ['bg', 'surface', 'surface-2'].map(v);
/** Colours that carry text somewhere, each readable on every surface. */
const TEXT_TOKENS = ['text', 'text-muted', 'accent-strong', 'success', 'warning', 'danger', 'info', 'grid', 'battery', 'generator', 'solar-text'];
/** Status colours drawn as a chip or banner: their own 14 % tint behind their text or the body text. */
const TINTED = ['success', 'warning', 'danger', 'info', 'battery', 'generator'];

interface Pair {
  fg: string;
  bg: string;
  min: number;
  what: string;
}

const PAIRS: Pair[] = [
  ...TEXT_TOKENS.flatMap((t) => SURFACES.map((bg) => ({ fg: v(t), bg, min: 4.5, what: `${t} text` }))),
  { fg: v('accent-strong'), bg: v('accent-soft'), min: 4.5, what: 'accent text on its tint (active tab, pills)' },
  { fg: v('text'), bg: v('accent-soft'), min: 4.5, what: 'text on the accent tint (selected list row)' },
  ...TINTED.flatMap((t) => [
    { fg: v(t), bg: tint(t, 14), min: 4.5, what: `${t} text on its tint (state badge)` },
    { fg: v('text'), bg: tint(t, 14), min: 4.5, what: `text on the ${t} tint (banner)` },
  ]),
  { fg: v('accent-contrast'), bg: v('accent-fill'), min: 4.5, what: 'primary button' },
  { fg: v('accent-contrast'), bg: v('accent-fill-hover'), min: 4.5, what: 'primary button, hovered' },
  { fg: v('text-inverse'), bg: v('danger'), min: 4.5, what: 'danger button' },
  { fg: v('text-inverse'), bg: `color-mix(in srgb, ${v('danger')} 85%, black)`, min: 4.5, what: 'danger button, hovered' },
  { fg: v('text-inverse'), bg: v('success'), min: 4.5, what: 'notice icon' },
  { fg: v('accent-strong'), bg: v('surface'), min: 3, what: 'toggle track and selection border (UI part)' },
  { fg: v('surface'), bg: v('accent-strong'), min: 3, what: 'toggle thumb on its track (UI part)' },
];

describe('theme token contrast (WCAG 2.2 AA)', () => {
  const rules = parseTokenRules(fs.readFileSync(TOKENS_FILE, 'utf8'));

  it.each(THEME_NAMES.flatMap((theme) => MODES.map((mode) => [theme, mode] as const)))('%s theme, %s mode', (theme, mode) => {
    const tokens = tokensFor(rules, theme, mode);
    const surface = resolveColor(v('surface'), tokens);
    const failures = PAIRS.flatMap(({ fg, bg, min, what }) => {
      const back = over(resolveColor(bg, tokens), surface);
      const fore = over(resolveColor(fg, tokens), back);
      const ratio = contrast(fore, back);
      return ratio >= min ? [] : [`${what}: ${toHex(fore)} on ${toHex(back)} is ${ratio.toFixed(2)}:1, needs ${min}:1`];
    });
    expect(failures).toEqual([]);
  });

  it('keeps the brand colours (graphics use them as they are)', () => {
    const accents = Object.fromEntries(THEME_NAMES.map((theme) => [theme, toHex(resolveColor(v('accent'), loadTokens(theme, 'light')))]));
    expect(accents).toEqual({ red: '#e5532d', blue: '#2f6fde', purple: '#7a4fd1', teal: '#12918a', wiser: '#3dcd58' });
    for (const theme of THEME_NAMES) expect(toHex(resolveColor(v('accent'), loadTokens(theme, 'dark')))).toBe(accents[theme]);
  });
});

describe('the contrast maths', () => {
  it('matches WCAG reference values', () => {
    const c = (a: string, b: string) => contrast(resolveColor(a, {}), resolveColor(b, {}));
    expect(c('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(c('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(c('#ffffff', '#e5532d')).toBeCloseTo(3.75, 2);
  });

  it('resolves var() fallbacks and color-mix() in sRGB', () => {
    const tokens = { '--a': '#ff0000', '--b': 'var(--a)' };
    expect(toHex(resolveColor('var(--b)', tokens))).toBe('#ff0000');
    expect(toHex(resolveColor('var(--missing, #00ff00)', tokens))).toBe('#00ff00');
    expect(toHex(resolveColor('color-mix(in srgb, var(--a) 25%, white)', tokens))).toBe('#ffbfbf');
    expect(resolveColor('color-mix(in srgb, #000 40%, transparent)', tokens).a).toBeCloseTo(0.4, 5);
  });

  it('cascades :root, theme, mode and theme-in-mode rules by specificity, then order', () => {
    const css = `
      :root { --x: #111111; --y: #111111; }
      [data-mode='dark'][data-theme='blue'] { --x: #333333; }
      [data-theme='blue'] { --x: #222222; --y: #222222; }
      [data-mode='dark'] { --y: #444444; }
      @media (prefers-reduced-motion: reduce) { * { --x: #999999; } }`;
    const rules = parseTokenRules(css);
    expect(tokensFor(rules, 'red', 'light')).toEqual({ '--x': '#111111', '--y': '#111111' });
    expect(tokensFor(rules, 'blue', 'light')).toEqual({ '--x': '#222222', '--y': '#222222' });
    expect(tokensFor(rules, 'blue', 'dark')).toEqual({ '--x': '#333333', '--y': '#444444' });
  });
});
