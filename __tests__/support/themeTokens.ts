/**
 * Reads src/theme/tokens.css the way a browser would for <html data-theme data-mode>, and measures
 * colour contrast as WCAG 2.2 defines it (relative luminance of sRGB colours). Handles what the
 * token file uses: #hex, rgb()/rgba(), white/black/transparent, var() with fallbacks and
 * color-mix(in srgb, …).
 */
import fs from 'node:fs';
import path from 'node:path';

export const TOKENS_FILE = path.resolve(__dirname, '../../src/theme/tokens.css');

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

interface TokenRule {
  conditions: Record<string, string>;
  specificity: number;
  order: number;
  declarations: Record<string, string>;
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Top-level rules only (at-rules such as @media and @keyframes are skipped whole). */
function topLevelRules(css: string): { selector: string; body: string }[] {
  const rules: { selector: string; body: string }[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const selector = css.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    while (j < css.length && depth > 0) {
      if (css[j] === '{') depth += 1;
      else if (css[j] === '}') depth -= 1;
      j += 1;
    }
    if (!selector.startsWith('@')) rules.push({ selector, body: css.slice(open + 1, j - 1) });
    i = j;
  }
  return rules;
}

const COMPOUND = /^(:root|html)?((?:\[data-(?:theme|mode)=['"]?[\w-]+['"]?\])*)$/;

/** The custom-property rules of a token file: `:root`, `[data-theme='x']`, `[data-mode='y']` and their compounds. */
export function parseTokenRules(css: string): TokenRule[] {
  const out: TokenRule[] = [];
  topLevelRules(stripComments(css)).forEach(({ selector, body }, order) => {
    const declarations: Record<string, string> = {};
    for (const part of body.split(';')) {
      const m = /^\s*(--[\w-]+)\s*:\s*([\s\S]+?)\s*$/.exec(part);
      if (m) declarations[m[1]!] = m[2]!;
    }
    if (!Object.keys(declarations).length) return;
    for (const compound of selector.split(',').map((s) => s.trim())) {
      const m = COMPOUND.exec(compound);
      if (!m || (!m[1] && !m[2])) continue;
      const conditions: Record<string, string> = {};
      for (const attr of (m[2] ?? '').matchAll(/\[data-(theme|mode)=['"]?([\w-]+)['"]?\]/g)) conditions[attr[1]!] = attr[2]!;
      out.push({ conditions, specificity: (m[1] ? 1 : 0) + Object.keys(conditions).length, order, declarations });
    }
  });
  return out;
}

/** The custom properties <html data-theme={theme} data-mode={mode}> ends up with (cascade by specificity, then order). */
export function tokensFor(rules: TokenRule[], theme: string, mode: string): Record<string, string> {
  const attrs: Record<string, string> = { theme, mode };
  const applicable = rules
    .filter((r) => Object.entries(r.conditions).every(([k, v]) => attrs[k] === v))
    .sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  return Object.assign({}, ...applicable.map((r) => r.declarations));
}

export function loadTokens(theme: string, mode: string, file = TOKENS_FILE): Record<string, string> {
  return tokensFor(parseTokenRules(fs.readFileSync(file, 'utf8')), theme, mode);
}

/** Splits on commas that are not inside parentheses. */
function splitArgs(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i += 1) {
    if (s[i] === '(') depth += 1;
    else if (s[i] === ')') depth -= 1;
    else if (s[i] === ',' && depth === 0) {
      parts.push(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(s.slice(start).trim());
  return parts;
}

/** The argument text of a function call starting at `s` (which must begin with `name(`), and what follows it. */
function callArgs(s: string): { args: string; rest: string } {
  const open = s.indexOf('(');
  let depth = 0;
  for (let i = open; i < s.length; i += 1) {
    if (s[i] === '(') depth += 1;
    else if (s[i] === ')') {
      depth -= 1;
      if (depth === 0) return { args: s.slice(open + 1, i), rest: s.slice(i + 1).trim() };
    }
  }
  throw new Error(`unbalanced parentheses in ${s}`);
}

const NAMED: Record<string, Rgba> = {
  white: { r: 255, g: 255, b: 255, a: 1 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
};

/** A colour value as computed from `tokens` (var() resolved, color-mix() evaluated in sRGB). */
export function resolveColor(value: string, tokens: Record<string, string>, seen: string[] = []): Rgba {
  const v = value.trim();
  if (v.startsWith('var(')) {
    const [name = '', ...fallback] = splitArgs(callArgs(v).args);
    if (seen.includes(name)) throw new Error(`circular ${[...seen, name].join(' → ')}`);
    const declared = tokens[name];
    if (declared !== undefined) return resolveColor(declared, tokens, [...seen, name]);
    if (fallback.length) return resolveColor(fallback.join(','), tokens, seen);
    throw new Error(`undefined custom property ${name}`);
  }
  if (v.startsWith('#')) {
    const hex = v.slice(1);
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
  }
  if (/^rgba?\(/.test(v)) {
    const nums = callArgs(v).args.split(/[\s,/]+/).filter(Boolean).map(Number);
    const [r = 0, g = 0, b = 0, a = 1] = nums;
    return { r, g, b, a };
  }
  if (v.startsWith('color-mix(')) {
    const [space, first, second] = splitArgs(callArgs(v).args);
    if (space !== 'in srgb' || first === undefined || second === undefined) throw new Error(`unsupported color-mix in ${v}`);
    const part = (s: string) => {
      const m = /^(.*?)(?:\s+([\d.]+)%)?$/.exec(s)!;
      return { color: resolveColor(m[1]!, tokens, seen), pct: m[2] === undefined ? null : Number(m[2]) };
    };
    const a = part(first);
    const b = part(second);
    const pa = a.pct ?? (b.pct === null ? 50 : 100 - b.pct);
    const pb = b.pct ?? 100 - pa;
    const wa = pa / (pa + pb);
    const wb = pb / (pa + pb);
    const alpha = a.color.a * wa + b.color.a * wb;
    const scale = Math.min(1, (pa + pb) / 100);
    const channel = (k: 'r' | 'g' | 'b') => (alpha === 0 ? 0 : (a.color[k] * a.color.a * wa + b.color[k] * b.color.a * wb) / alpha);
    return { r: channel('r'), g: channel('g'), b: channel('b'), a: alpha * scale };
  }
  const named = NAMED[v];
  if (named) return named;
  throw new Error(`unsupported colour ${v}`);
}

/** `top` painted over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const k = (c: 'r' | 'g' | 'b') => top[c] * top.a + bottom[c] * (1 - top.a);
  return { r: k('r'), g: k('g'), b: k('b'), a: 1 };
}

/** WCAG 2.2 relative luminance of an opaque sRGB colour. */
export function luminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgba, b: Rgba): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}
