import type { MessageKey } from '../i18n';
import { NOTICE_SLOT } from './slots';

/**
 * The seeded news of every monitor: Info items posted at setup, pinned in 'News' for their first
 * day (allow_sticky) until dismissed. Action links are https only and open in a new tab. Texts
 * are catalogue keys (server/src/i18n), written in the reader's language.
 */
export interface NewsItem {
  slot: number;
  kind: number;
  title: MessageKey;
  body: MessageKey;
  actionTitle: MessageKey;
  destination: string;
}

export const SEEDED_NEWS: readonly NewsItem[] = [
  {
    slot: NOTICE_SLOT.welcomeNews,
    kind: 21,
    title: 'timeline.news.welcome.title',
    body: 'timeline.news.welcome.body',
    actionTitle: 'timeline.news.welcome.action',
    destination: 'https://en.wikipedia.org/wiki/Nonintrusive_load_monitoring',
  },
  {
    slot: NOTICE_SLOT.tipNews,
    kind: 22,
    title: 'timeline.news.tip.title',
    body: 'timeline.news.tip.body',
    actionTitle: 'timeline.news.tip.action',
    destination: 'https://www.energy.gov/energysaver',
  },
];

/** Past this age at setup, a household's history is told as it is, not as a fresh install's. */
export const SETTLED_AFTER_MS = 14 * 86_400_000;

/**
 * The welcome item's body for a monitor whose devices have been found since `since` (a home with
 * history, `ageMs` old at setup): a catalogue key and its values, or null for a fresh install (the
 * seeded text applies).
 */
export function welcomeBodyFor(ageMs: number, since: string, devices: number): { key: MessageKey; values: { since: string; devices: number } } | null {
  if (ageMs < SETTLED_AFTER_MS) return null;
  return { key: 'timeline.news.welcome.settledBody', values: { since, devices } };
}

/** Installation-check milestones after setup: [ms after setup, progress %]. */
export const INSTALL_MILESTONES: readonly [number, number][] = [
  [0, 5],
  [3_600_000, 20],
  [86_400_000, 40],
  [3 * 86_400_000, 60],
  [7 * 86_400_000, 80],
  [14 * 86_400_000, 100],
];

/** The install-check item's title and body at a progress. */
export function installCheckText(progress: number): { title: MessageKey; body: MessageKey } {
  if (progress >= 100) return { title: 'timeline.install.completeTitle', body: 'timeline.install.complete' };
  if (progress <= 5) return { title: 'timeline.install.title', body: 'timeline.install.started' };
  if (progress <= 20) return { title: 'timeline.install.title', body: 'timeline.install.signal' };
  return { title: 'timeline.install.title', body: 'timeline.install.learning' };
}
