import type { NotificationFlag } from '../../api/wire/account';

export interface Failure {
  status: number | 'error';
  message: string;
}

/** The notification settings of the user's monitor (spec §3 Settings: every flag, email and push). */
export interface NotificationSettingsState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  monitorId: number | null;
  flags: Partial<Record<NotificationFlag, boolean>>;
  /** Flags being saved, with the value they had before (restored if the save fails). */
  saving: Partial<Record<NotificationFlag, boolean>>;
}

/** What a notification is about, and by which channels it can come. */
export interface NotificationTopic {
  key: string;
  email?: NotificationFlag;
  push?: NotificationFlag;
  /** Shown only for some homes (a generator, relays). */
  when?: 'generator' | 'relays';
}

export interface NotificationGroup {
  key: 'devices' | 'monitor' | 'peaks' | 'alwaysOn' | 'comparisons' | 'usageChanges' | 'homeAndGrid';
  topics: NotificationTopic[];
}
