/** Local days live in time/calendar.ts (the store's rollups use them too); the simulator's files import them from here. */
export * from '../time/calendar';
