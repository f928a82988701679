import type { WithSession } from '../../app/session/sessionSelectors';
import type { NotificationSettingsState } from './types';

export type WithNotificationSettings = WithSession & { notificationSettings: NotificationSettingsState };

export const selectNotificationSettings = (state: WithNotificationSettings) => state.notificationSettings;
