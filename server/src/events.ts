import { EventEmitter } from 'node:events';
import type { ServerEvents } from './contracts';

/** One typed event bus per app instance. The core emits; the realtime feed listens. */
export function createEvents(): ServerEvents {
  const emitter = new EventEmitter();
  // Every open feed subscribes; don't warn at the default of 10.
  emitter.setMaxListeners(0);
  return emitter as ServerEvents;
}
