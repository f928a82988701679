/**
 * Resolves in a later task of the event loop (a macrotask), so that what follows runs in a task of
 * its own: long work split this way gives the browser room to paint and take input in between, and
 * none of its tasks is long on a slow phone.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
