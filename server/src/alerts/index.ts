/**
 * Device alerts (spec monitoring §2-§7, issue 7; wire types in src/api/wire/alerts.ts):
 *   rules.ts         limits, fixed (basic / relay) alerts, error texts
 *   alertsRepo.ts    device_alerts and alert_firings (migration 4)
 *   devices.ts       which devices have which alerts (the device book: names, merges, deletions)
 *   service.ts       list, create, update, bulk toggle, delete (routes/notifications.ts)
 *   evaluator.ts     dueFirings: pure, from the simulator's state changes
 *   items.ts         the 'DeviceAlert' timeline item of a firing (its body in the reader's language)
 *   runner.ts        every 30 s: evaluate, store, emit `timeline-event`
 *   timelineItems.ts stored alert events for GET /users/{id}/timeline
 */
export { startAlertRunner, type AlertRunner, type AlertRunnerOptions } from './runner';
export { alertTimelineItems, type AlertItemsQuery } from './timelineItems';
export { dueFirings, firingKey, type DueFiring, type EvalAlert } from './evaluator';
export { createAlertsRepo, type AlertsRepo } from './alertsRepo';
