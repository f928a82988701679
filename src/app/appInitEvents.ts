import { createAction } from '@reduxjs/toolkit';

/*
 * The events initialisation dispatches (spec §4 "App state"). Each feature owns its handler and
 * declares the same type string in its own slice; a feature not built yet simply ignores its event.
 */
export const initEvents = {
  realtimeConnectRequested: createAction('realtime/connectRequested'),
  nowTimelineFetchRequested: createAction('timeline/nowFetchRequested'),
} as const;

/** Fetched right after initialisation, on every platform. */
export const postInitEvents = [
  createAction('labs/fetchRequested'),
  createAction('evCharger/statusRequested'),
  createAction('smartPlug/settingsRequested'),
] as const;

/** Fetched after initialisation when not in the mobile app. */
export const desktopPostInitEvents = [
  createAction('monitor/overviewRequested'),
  createAction('homeSettings/fetchRequested'),
  createAction('inventorySurvey/fetchRequested'),
  createAction('solarSettings/fetchRequested'),
  createAction('dataSharing/fetchRequested'),
  createAction('devices/typesRequested'),
  createAction('devices/initialDetailsRequested'),
] as const;

/**
 * The features that answer the post-initialisation events: initialisation loads them (after the
 * Now screen's own features, so they are not on its critical path) before it sends the events.
 */
export const postInitFeatures = ['labs', 'evCharger', 'integrations'] as const;
// (No feature answers 'inventorySurvey/fetchRequested' or 'solarSettings/fetchRequested' today; the devices events go to a feature already loaded.)
export const desktopPostInitFeatures = ['monitorOverview', 'homeSettings', 'dataSharing'] as const;
