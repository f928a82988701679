/** The paths that show the Now screen: the first screen of most signed-in visits. */
const NOW_PATHS = new Set(['now', 'solar', 'sources']);

const ignore = () => undefined;

/**
 * A signed-in visit that opens on the Now screen: its chunks (the signed-in shell, the features
 * initialisation loads, the Now screen and its timeline) start downloading at once, side by side,
 * instead of one after the other as each one renders and asks for the next. Webpack shares each
 * download with the loader that asks for it later; a failure here is ignored (that loader tries
 * again under the chunk rule, src/common/chunkLoader.ts).
 */
export function preloadFirstScreen(pathname: string): void {
  if (!NOW_PATHS.has(pathname.replace(/^\/+|\/+$/g, ''))) return;
  import(/* webpackChunkName: "app-layout" */ './shell/AppLayout').catch(ignore);
  import(/* webpackChunkName: "signed-in-features" */ './signedInFeatures').catch(ignore);
  import(/* webpackChunkName: "screen-now" */ '../features/now/NowScreen').catch(ignore);
  import(/* webpackChunkName: "timeline-now" */ '../features/timeline/NowTimeline').catch(ignore);
}
