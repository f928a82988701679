import { defineMessages } from 'react-intl';

/**
 * Texts of the notices the devices sagas show (spec monitoring §8). Kept as plain descriptors in
 * the notice payload, so the notifications component translates them.
 */
export const notices = defineMessages({
  mergeComplete: { id: 'devices.notice.mergeComplete', defaultMessage: 'Merge complete' },
  mergeCompleteBody: { id: 'devices.notice.mergeCompleteBody', defaultMessage: 'The devices now show as one.' },
  mergeFailed: { id: 'devices.notice.mergeFailed', defaultMessage: 'Merge failed' },
  unmergeComplete: { id: 'devices.notice.unmergeComplete', defaultMessage: 'Unmerge complete' },
  unmergeCompleteBody: { id: 'devices.notice.unmergeCompleteBody', defaultMessage: 'The devices are listed separately again.' },
  unmergeFailed: { id: 'devices.notice.unmergeFailed', defaultMessage: 'Unmerge failed' },
  resetComplete: { id: 'devices.notice.resetComplete', defaultMessage: 'Reset complete' },
  resetCompleteBody: { id: 'devices.notice.resetCompleteBody', defaultMessage: 'All data has been cleared' },
  resetFailed: { id: 'devices.notice.resetFailed', defaultMessage: 'Reset failed' },
  relayReset: { id: 'devices.notice.relayReset', defaultMessage: 'Relay reset' },
  relayResetBody: { id: 'devices.notice.relayResetBody', defaultMessage: 'The relay is no longer paired.' },
  relayResetFailed: { id: 'devices.notice.relayResetFailed', defaultMessage: 'Relay reset failed' },
  deleted: { id: 'devices.notice.deleted', defaultMessage: 'Device deleted' },
  deleteFailed: { id: 'devices.notice.deleteFailed', defaultMessage: 'Delete failed' },
  updated: { id: 'devices.notice.updated', defaultMessage: 'Device updated' },
  thanks: { id: 'devices.notice.thanks', defaultMessage: 'Thanks' },
  supersedeFailed: { id: 'devices.notice.supersedeFailed', defaultMessage: 'What is connected was not saved' },
  monitorOffline: { id: 'devices.notice.monitorOffline', defaultMessage: 'Monitor offline' },
  updateOffline: { id: 'devices.notice.updateOffline', defaultMessage: 'Updates not saved. Please try again when your monitor is online.' },
  relayRenameOffline: { id: 'devices.notice.relayRenameOffline', defaultMessage: 'Your relay was not renamed. Please rename it when your monitor is online.' },
  alwaysOnAdded: { id: 'devices.notice.alwaysOnAdded', defaultMessage: 'Always-on device added' },
  alwaysOnAddedBody: { id: 'devices.notice.alwaysOnAddedBody', defaultMessage: 'It now counts in your always-on power.' },
  alwaysOnUpdated: { id: 'devices.notice.alwaysOnUpdated', defaultMessage: 'Always-on device updated' },
  alwaysOnDeleted: { id: 'devices.notice.alwaysOnDeleted', defaultMessage: 'Always-on device removed' },
  alwaysOnDeleteFailed: { id: 'devices.notice.alwaysOnDeleteFailed', defaultMessage: 'The always-on device was not removed' },
});

/** A descriptor without react-intl's extra fields: serializable notice text. */
export const text = (m: { id: string; defaultMessage: string }) => ({ id: m.id, defaultMessage: m.defaultMessage });

/**
 * The server's error_reason for an update refused because the monitor is offline (the wire text,
 * compared as a string; `notices.updateOffline` is the translated notice the user sees).
 */
export const OFFLINE_REASON = 'Updates not saved. Please try again when your monitor is online.';
