import type * as SignedInFeaturesModule from './signedInFeatures';

let pending: Promise<typeof SignedInFeaturesModule> | null = null;

/**
 * The signed-in features' chunk, asked for once per page: the first screen's preload
 * (src/app/firstScreenPreload.ts) and the store's loader share one request. If it fails, neither
 * asks again: the store's loader applies the chunk rule (reload once, then the error page) to that
 * one failure.
 */
export function importSignedInFeatures(): Promise<typeof SignedInFeaturesModule> {
  pending ??= import(/* webpackChunkName: "signed-in-features" */ './signedInFeatures');
  return pending;
}
