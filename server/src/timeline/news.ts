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
