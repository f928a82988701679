import { nextTask } from '../common/nextTask';
import { HOME_PATH } from './navigation';
import { importSignedInFeatures } from './signedInFeaturesImport';

/** The addresses of the Now screen (src/app/shell/signedInScreens.tsx): /now, /solar and /sources are one screen; / leads to it. */
const NOW_PATHS: ReadonlySet<string> = new Set(['/', HOME_PATH, '/solar', '/sources']);

/**
 * The Now screen's chunks: the signed-in features, the shell and the screen. (Its timeline and its
 * device bubbles, below the first screen, load when they come near the view.)
 */
const FIRST_SCREEN: (() => Promise<unknown>)[] = [
  importSignedInFeatures,
  () => import(/* webpackChunkName: "app-layout" */ './shell/AppLayout'),
  () => import(/* webpackChunkName: "screen-now" */ '../features/now/NowScreen'),
];

/**
 * A signed-in visit that starts on the Now screen downloads everything that screen draws side by
 * side, as soon as the page starts, instead of one chunk after another: otherwise the shell's chunk
 * is asked for when the first render reaches it, the Now screen's when the shell has rendered, and
 * its timeline's when the Now screen has, each a round trip later. These are the lazy screens' and
 * the store's own imports (same chunk names), so webpack fetches each chunk once and the screens
 * find them loaded. A failure here is left to those loaders, which apply the chunk rule.
 * Returns the imports started (tests).
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): Promise<unknown>[] {
  if (!signedIn || !NOW_PATHS.has(pathname.replace(/\/+$/, '') || '/')) return [];
  // One import a task: each starts its chunks' requests (a script and a style sheet each, about a
  // millisecond of main thread apiece, several on a slow phone), so the entry's task stays short.
  const loads = FIRST_SCREEN.map((load, i) => (i === 0 ? load() : nextTask().then(load)));
  for (const load of loads) load.catch(() => undefined);
  return loads;
}
