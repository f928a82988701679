import type { MonitorProfile } from '../contracts';
import { fillModel, newModel, wattsAt } from '../history/minuteModel';
import { formatDate, formatNumber, t, type Locale } from '../i18n';
import { dayMinutes } from '../sim';
import { calendarFor, localDay } from '../time/calendar';
import { householdOf } from '../sim/household';
import type { StallRecord } from './days';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * The Labs images (spec §3 "Labs data": the daily counts image and the power meter sample image):
 * SVG drawn from the simulator's figures, with their texts in the reader's language and colours for
 * the light or dark page they sit on. Presentation attributes only (no style, no script), so they
 * render as plain images under the server's Content-Security-Policy.
 */
export type ImageMode = 'light' | 'dark';
/** Image widths (px): the app asks for a narrow one on phones, so the text keeps its size. */
export const IMAGE_WIDTH = { min: 320, max: 960, default: 640 } as const;

const PALETTE: Record<ImageMode, { bg: string; text: string; muted: string; grid: string; bar: string; line: string; marker: string }> = {
  light: { bg: '#ffffff', text: '#1b1f24', muted: '#5b6573', grid: '#dde1e7', bar: '#c13f1c', line: '#2a63c6', marker: '#bb3535' },
  dark: { bg: '#181c22', text: '#e9edf2', muted: '#9aa5b4', grid: '#2e3540', bar: '#eb7b5d', line: '#6796e7', marker: '#de7676' },
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fx = (v: number) => (Math.round(v * 10) / 10).toString();

/** Round tick steps: 1, 2, 5 × 10^n, about `count` of them up to max. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const top = Math.ceil(max / step) * step;
  const out: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/** The title's lines: one, or two on a narrow image (split after the first comma). */
function titleLines(title: string, w: number): string[] {
  const at = title.indexOf(', ');
  return w < 480 && title.length > 34 && at > 0 ? [title.slice(0, at + 1), title.slice(at + 2)] : [title];
}

/** Extra room the title takes above the plot on a narrow image. */
const titleExtra = (title: string, w: number) => (titleLines(title, w).length - 1) * 18;

function frame(w: number, h: number, mode: ImageMode, title: string, desc: string, body: string): string {
  const c = PALETTE[mode];
  const lines = titleLines(title, w)
    .map((line, i) => `<text x="20" y="${30 + i * 18}" font-size="15" font-weight="700" fill="${c.text}">${esc(line)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="t d" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">`,
    `<title id="t">${esc(title)}</title><desc id="d">${esc(desc)}</desc>`,
    `<rect width="${w}" height="${h}" rx="12" fill="${c.bg}"/>`,
    lines,
    body,
    '</svg>',
  ].join('');
}

/** The stalls of each lookback day as bars (the daily counts image). */
export function dailyCountsSvg(counts: { date: string; count: number }[], locale: Locale, mode: ImageMode, width: number = IMAGE_WIDTH.default): string {
  const c = PALETTE[mode];
  const W = width;
  const title = t(locale, 'labs.image.dailyCounts.title', { days: counts.length });
  const H = 260 + titleExtra(title, W);
  const m = { top: 56 + titleExtra(title, W), right: 16, bottom: 36, left: 44 };
  const innerW = W - m.left - m.right;
  const innerH = H - m.top - m.bottom;
  const max = Math.max(1, ...counts.map((d) => d.count));
  const ticks = niceTicks(max, 4);
  const top = ticks[ticks.length - 1]!;
  const y = (v: number) => m.top + innerH - (v / top) * innerH;
  const band = innerW / Math.max(1, counts.length);
  const barW = Math.max(2, Math.min(14, band * 0.7));
  const dateMs = (date: string) => Date.parse(`${date}T12:00:00Z`);
  const parts: string[] = [];
  for (const tick of ticks) {
    parts.push(`<line x1="${m.left}" x2="${W - m.right}" y1="${fx(y(tick))}" y2="${fx(y(tick))}" stroke="${c.grid}" stroke-width="1"/>`);
    parts.push(`<text x="${m.left - 8}" y="${fx(y(tick) + 4)}" font-size="11" text-anchor="end" fill="${c.muted}">${esc(formatNumber(locale, tick))}</text>`);
  }
  parts.push(`<text x="${m.left - 8}" y="${m.top - 12}" font-size="11" text-anchor="end" fill="${c.muted}">${esc(t(locale, 'labs.image.dailyCounts.axis'))}</text>`);
  counts.forEach((d, i) => {
    const x = m.left + i * band + (band - barW) / 2;
    const h = (d.count / top) * innerH;
    const label = t(locale, 'labs.image.dailyCounts.bar', { date: { ms: dateMs(d.date), timeZone: 'UTC', style: 'monthDay' }, count: d.count });
    parts.push(`<rect x="${fx(x)}" y="${fx(m.top + innerH - h)}" width="${fx(barW)}" height="${fx(h)}" rx="2" fill="${c.bar}"><title>${esc(label)}</title></rect>`);
    const step = W < 480 ? 7 : 5;
    const last = counts.length - 1;
    // Every `step` days and the last one (a label too close before the last is left out).
    if ((i % step === 0 && last - i >= step / 2) || i === last) {
      const text = formatDate(locale, { ms: dateMs(d.date), timeZone: 'UTC', style: 'monthDay' });
      parts.push(`<text x="${fx(x + barW / 2)}" y="${H - m.bottom + 18}" font-size="11" text-anchor="middle" fill="${c.muted}">${esc(text)}</text>`);
    }
  });
  const total = counts.reduce((a, d) => a + d.count, 0);
  const desc = t(locale, 'labs.image.dailyCounts.desc', { total, max, days: counts.length });
  return frame(W, H, mode, title, desc, parts.join(''));
}

/** The sample image's span: from 20 s before the stall to 40 s after its start, every half second. */
export const SAMPLE_BEFORE_S = 20;
export const SAMPLE_SPAN_S = 60;

/** Whole-home power every half second around a stall (the power meter's view of it: the same closed form). */
export function stallWindow(profile: MonitorProfile, stall: StallRecord): { startMs: number; watts: number[] } {
  const h = householdOf(profile);
  const model = newModel();
  const startMs = stall.epochMs - SAMPLE_BEFORE_S * 1000;
  const watts: number[] = [];
  let minute = NaN;
  for (let k = 0; k < SAMPLE_SPAN_S * 2; k++) {
    const ms = startMs + k * 500;
    const m = Math.floor(ms / 60_000);
    if (m !== minute) {
      minute = m;
      const ds = dayMinutes(profile, localDay(profile, ms).dayNo);
      fillModel(h, ds, m - ds.day.startMin, { kind: 'home' }, model);
    }
    watts.push(wattsAt(model, Math.floor((ms - m * 60_000) / 500)));
  }
  return { startMs, watts };
}

/** The power-meter sample image: the most recent stall as the power meter shows it. */
export function stallSampleSvg(profile: MonitorProfile, stall: StallRecord, deviceName: string, locale: Locale, mode: ImageMode, width: number = IMAGE_WIDTH.default): string {
  const c = PALETTE[mode];
  const W = width;
  const zoneName = calendarFor(profile.timeZone).zoneName;
  const when = { date: { ms: stall.epochMs, timeZone: zoneName, style: 'monthDay' as const }, time: { ms: stall.epochMs, timeZone: zoneName, style: 'time' as const } };
  const title = t(locale, 'labs.image.sample.title', { name: deviceName, ...when });
  const H = 260 + titleExtra(title, W);
  const m = { top: 56 + titleExtra(title, W), right: 40, bottom: 36, left: 56 };
  const innerW = W - m.left - m.right;
  const innerH = H - m.top - m.bottom;
  const { startMs, watts } = stallWindow(profile, stall);
  const span = watts.length * 500;
  const ticks = niceTicks(Math.max(...watts), 4);
  const top = ticks[ticks.length - 1]!;
  const x = (ms: number) => m.left + ((ms - startMs) / span) * innerW;
  const y = (w: number) => m.top + innerH - (w / top) * innerH;
  const parts: string[] = [];
  for (const tick of ticks) {
    parts.push(`<line x1="${m.left}" x2="${W - m.right}" y1="${fx(y(tick))}" y2="${fx(y(tick))}" stroke="${c.grid}" stroke-width="1"/>`);
    parts.push(`<text x="${m.left - 8}" y="${fx(y(tick) + 4)}" font-size="11" text-anchor="end" fill="${c.muted}">${esc(formatNumber(locale, tick))}</text>`);
  }
  parts.push(`<text x="${m.left - 8}" y="${m.top - 12}" font-size="11" text-anchor="end" fill="${c.muted}">W</text>`);
  // Seconds from the stall's start (its clock time is in the title): short in every language.
  for (let s = 0; s <= SAMPLE_SPAN_S; s += W < 480 ? 20 : 10) {
    const ms = startMs + s * 1000;
    const rel = s - SAMPLE_BEFORE_S;
    const label = `${rel > 0 ? '+' : rel < 0 ? '−' : ''}${formatNumber(locale, Math.abs(rel))} s`;
    parts.push(`<text x="${fx(x(ms))}" y="${H - m.bottom + 18}" font-size="11" text-anchor="middle" fill="${c.muted}">${esc(label)}</text>`);
  }
  const sx = x(stall.epochMs);
  parts.push(`<rect x="${fx(sx)}" y="${m.top}" width="${fx(x(stall.epochMs + stall.seconds * 1000) - sx)}" height="${innerH}" fill="${c.marker}" fill-opacity="0.18"/>`);
  const points = watts.map((w, i) => `${fx(x(startMs + i * 500))},${fx(y(w))}`).join(' ');
  parts.push(`<polyline points="${points}" fill="none" stroke="${c.line}" stroke-width="1.5" stroke-linejoin="round"/>`);
  const peakLabel = t(locale, 'labs.image.sample.peak', { watts: Math.round(stall.peakW) });
  parts.push(`<text x="${fx(Math.min(W - m.right - 4, sx + 8))}" y="${fx(Math.max(m.top + 12, y(stall.peakW) + 4))}" font-size="12" font-weight="700" fill="${c.marker}">${esc(peakLabel)}</text>`);
  const desc = t(locale, 'labs.image.sample.desc', { name: deviceName, seconds: stall.seconds, watts: Math.round(stall.peakW), ...when });
  return frame(W, H, mode, title, desc, parts.join(''));
}
