import { en, type Catalogue, type MessageKey } from './en';
import { es } from './es';
import { fr } from './fr';
import { DEFAULT_LOCALE, type Language, type Locale } from './locale';

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, es, fr };

/** How a date value is written, in the monitor's time zone. */
export type DateStyle = 'monthDay' | 'time' | 'longDate';
export interface DateValue {
  ms: number;
  timeZone: string;
  style: DateStyle;
}
export type MessageValue = string | number | DateValue;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** A text to be written later, in the reader's language. */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

export const msg = (key: MessageKey, values?: MessageValues): Message => (values ? { key, values } : { key });

/** A parsed message: text, `{name}`, `#` inside a plural, or `{name, plural, ...}`. */
type Part = string | { arg: string } | { pound: true } | { plural: string; options: Record<string, Part[]> };

class Parser {
  i = 0;
  constructor(private readonly src: string) {}

  fail(what: string): never {
    throw new Error(`message "${this.src}": ${what} at ${this.i}`);
  }

  /** Parts up to an unmatched '}' or the end. */
  parts(inPlural: boolean): Part[] {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (this.i < this.src.length) {
      const c = this.src[this.i]!;
      if (c === '}') break;
      if (c === '#' && inPlural) {
        flush();
        out.push({ pound: true });
        this.i++;
      } else if (c === '{') {
        flush();
        this.i++;
        out.push(this.argument());
      } else {
        text += c;
        this.i++;
      }
    }
    flush();
    return out;
  }

  word(): string {
    const m = /^\s*([\w=.-]+)\s*/.exec(this.src.slice(this.i));
    if (!m) this.fail('expected a name');
    this.i += m[0].length;
    return m[1]!;
  }

  expect(c: string): void {
    if (this.src[this.i] !== c) this.fail(`expected '${c}'`);
    this.i++;
  }

  argument(): Part {
    const name = this.word();
    if (this.src[this.i] === '}') {
      this.i++;
      return { arg: name };
    }
    this.expect(',');
    const type = this.word();
    if (type === 'number') {
      this.expect('}');
      return { arg: name };
    }
    if (type !== 'plural') this.fail(`unknown argument type '${type}'`);
    this.expect(',');
    const options: Record<string, Part[]> = {};
    for (;;) {
      while (/\s/.test(this.src[this.i] ?? '')) this.i++;
      if (this.src[this.i] === '}') break;
      const selector = this.word();
      this.expect('{');
      options[selector] = this.parts(true);
      this.expect('}');
    }
    this.expect('}');
    if (!options.other) this.fail("a plural needs an 'other' option");
    return { plural: name, options };
  }
}

/** Parses one message; throws on a malformed one (the catalogue test parses every message). */
export function parseMessage(src: string): Part[] {
  const p = new Parser(src);
  const parts = p.parts(false);
  if (p.i !== src.length) p.fail("unexpected '}'");
  return parts;
}

/** The argument names a message uses (for the catalogue test). */
export function placeholdersOf(src: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || 'pound' in part) continue;
      if ('arg' in part) names.add(part.arg);
      else {
        names.add(part.plural);
        Object.values(part.options).forEach(walk);
      }
    }
  };
  walk(parseMessage(src));
  return [...names].sort();
}

const parsed = new Map<string, Part[]>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  monthDay: { month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  longDate: { year: 'numeric', month: 'long', day: 'numeric' },
};

/** A number in the locale's way: 1,700 (en-US), 1 700 (fr), 1.700 (es-ES). */
export function formatNumber(locale: Locale, n: number): string {
  return cached(numberFormats, locale.tag, () => new Intl.NumberFormat(locale.tag, { maximumFractionDigits: 1 })).format(n);
}

export function formatDate(locale: Locale, v: DateValue): string {
  const key = `${locale.tag}|${v.timeZone}|${v.style}`;
  return cached(dateFormats, key, () => new Intl.DateTimeFormat(locale.tag, { ...DATE_OPTIONS[v.style], timeZone: v.timeZone })).format(v.ms);
}

function valueText(locale: Locale, v: MessageValue | undefined, name: string): string {
  if (v === undefined) return `{${name}}`;
  if (typeof v === 'number') return formatNumber(locale, v);
  if (typeof v === 'string') return v;
  return formatDate(locale, v);
}

function render(locale: Locale, parts: Part[], values: MessageValues, pound: number | null): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('pound' in part) out += pound === null ? '#' : formatNumber(locale, pound);
    else if ('arg' in part) out += valueText(locale, values[part.arg], part.arg);
    else {
      const n = Number(values[part.plural]);
      const rules = cached(pluralRules, locale.tag, () => new Intl.PluralRules(locale.tag));
      const option = part.options[`=${n}`] ?? part.options[rules.select(n)] ?? part.options.other!;
      out += render(locale, option, values, n);
    }
  }
  return out;
}

/** The text of `key` in the locale's language (en when the locale has none), with its values filled in. */
export function t(locale: Locale, key: MessageKey, values: MessageValues = {}): string {
  const language = CATALOGUES[locale.language] ? locale.language : DEFAULT_LOCALE.language;
  const src = CATALOGUES[language][key] ?? en[key];
  const parts = cached(parsed, `${language}|${key}`, () => parseMessage(src));
  return render(locale, parts, values, null);
}

/** A Message written in the locale. */
export const write = (locale: Locale, m: Message): string => t(locale, m.key, m.values);
