import type { ApiRequest, ApiResult } from './types';

/*
 * Answers fetched ahead of the code that will read them (initialisation's post-initialisation fetches,
 * src/app/postInitPrefetch.ts). callApi hands a kept answer to the first GET of the same request, once,
 * while it is fresh; any other call (a change on the server) and a logout forget them all.
 */

/** How long a kept answer stands in for a fetch; an older one is dropped and the call goes out. */
export const KEPT_ANSWER_MAX_AGE_MS = 5 * 60_000;

const kept = new Map<string, { data: unknown; at: number }>();
let generation = 0;

const keyOf = (request: ApiRequest<unknown>) => `${request.root ?? ''} ${request.method} ${request.path} ${JSON.stringify(request.query ?? {})}`;

/** Changes whenever the kept answers are forgotten: take it before a GET, hand it to keepAnswer after. */
export const keptGeneration = (): number => generation;

/**
 * Keeps a successful GET's answer, fetched at `at` (ms since the epoch), unless the kept answers were
 * forgotten since the GET went out (`since`, from keptGeneration): a change sent meanwhile may make it stale.
 */
export function keepAnswer<T>(request: ApiRequest<T>, data: T, at: number, since: number): void {
  if (request.method === 'GET' && since === generation) kept.set(keyOf(request), { data, at });
}

/** The kept answer to this GET, removed as it is taken; undefined when none or when it is older than the limit. */
export function takeKeptAnswer<T>(request: ApiRequest<T>, now: number): ApiResult<T> | undefined {
  if (request.method !== 'GET' || kept.size === 0) return undefined;
  const key = keyOf(request);
  const answer = kept.get(key);
  if (!answer) return undefined;
  kept.delete(key);
  return now - answer.at <= KEPT_ANSWER_MAX_AGE_MS && now >= answer.at ? { data: answer.data as T } : undefined;
}

/** Forgets every kept answer (a change was sent, or the session ended). */
export function forgetKeptAnswers(): void {
  generation += 1;
  kept.clear();
}

/** Whether any answer is kept (callApi looks no further when none is). */
export const hasKeptAnswers = (): boolean => kept.size > 0;
