import { NOTICE_SLOT } from './slots';

/**
 * The seeded news of every monitor: Info items posted at setup, pinned in 'News' for their first
 * day (allow_sticky) until dismissed. Action links are https only and open in a new tab.
 */
export interface NewsItem {
  slot: number;
  kind: number;
  title: string;
  body: string;
  actionTitle: string;
  destination: string;
}

export const SEEDED_NEWS: readonly NewsItem[] = [
  {
    slot: NOTICE_SLOT.welcomeNews,
    kind: 21,
    title: 'Welcome to Kilowatch',
    body: 'Your monitor is connected and sending data.\nOver the coming weeks Kilowatch learns your devices one by one; each new find shows up on this timeline.',
    actionTitle: 'How device detection works',
    destination: 'https://en.wikipedia.org/wiki/Nonintrusive_load_monitoring',
  },
  {
    slot: NOTICE_SLOT.tipNews,
    kind: 22,
    title: 'Trim your always-on power',
    body: "Devices on standby draw power around the clock and can add up to a tenth of a home's electricity bill.\nYour Always On figure shows how much yours draws.",
    actionTitle: 'Energy-saving tips',
    destination: 'https://www.energy.gov/energysaver',
  },
];

/** Past this age at setup, a household's history is told as it is, not as a fresh install's. */
export const SETTLED_AFTER_MS = 14 * 86_400_000;

/**
 * The welcome item's body for a monitor whose devices have been found since `sinceMs` (a home
 * with history), or null for a fresh install (the seeded text applies).
 */
export function welcomeBodyFor(ageMs: number, since: string, devices: number): string | null {
  if (ageMs < SETTLED_AFTER_MS) return null;
  return `Your monitor is connected and sending data.\nKilowatch has been learning your home since ${since} and knows ${devices} of its devices; each new find shows up on this timeline.`;
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

export function installCheckText(progress: number): { title: string; body: string } {
  if (progress >= 100) {
    return { title: 'Installation check complete', body: 'Kilowatch has finished checking your installation.\nNew devices will keep showing up here as they are found.' };
  }
  if (progress <= 5) return { title: 'Installation check', body: 'Your monitor is connected. Kilowatch is checking its signal and starting to learn your home.' };
  if (progress <= 20) return { title: 'Installation check', body: 'The signal check passed. Kilowatch is now watching for your first devices.' };
  return { title: 'Installation check', body: "Kilowatch is learning your home's devices. Most are found within a few weeks." };
}
