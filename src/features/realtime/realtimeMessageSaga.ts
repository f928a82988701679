import { put, select } from 'redux-saga/effects';
import type { WireDataChange, WireFeedMessage } from '../../api/wire/realtime';
import { selectSettingsVersion, selectUserVersion } from '../../app/session/sessionSelectors';
import {
  dataChangeReceived, deviceStatesReceived, errorReceived, forcedCloseReceived, helloReceived,
  monitorInfoReceived, recentHistoryReceived, timelineEventReceived, updateReceived,
} from './realtimeSlice';
import type { Clock } from './types';

/** Versions already asked for on this feed, so repeated data_change frames ask once. */
export interface VersionMemo {
  user: number | null;
  settings: number | null;
}

export type MessageOutcome = 'continue' | 'forced';

/**
 * data_change: when user_version or settings_version differs from the stored one, refetch the
 * user model / settings (spec account-settings-shell §4). A version the session has not loaded yet
 * (null) asks for nothing: the session's own initial fetch brings it. A save of the home's
 * attributes (Electricity info's cost and "Show costs", the billing cycle, the home survey) bumps
 * only settings_version, but the attributes travel in the user model's monitors, which every
 * screen reads: so a new settings version refetches the user too, and a tab that never opened
 * Settings stops showing costs the other tab hid.
 */
export function* refetchOnVersionChange(change: WireDataChange, memo: VersionMemo) {
  const userVersion = (yield select(selectUserVersion)) as number | null | undefined;
  const settingsVersion = (yield select(selectSettingsVersion)) as number | null | undefined;
  const userChanged = typeof userVersion === 'number' && change.user_version !== userVersion && memo.user !== change.user_version;
  const settingsChanged =
    typeof settingsVersion === 'number' && change.settings_version !== settingsVersion && memo.settings !== change.settings_version;
  if (userChanged) memo.user = change.user_version;
  if (settingsChanged) memo.settings = change.settings_version;
  if (userChanged || settingsChanged) yield put({ type: 'session/userRequested' });
  if (settingsChanged) yield put({ type: 'session/settingsRequested' });
}

/** One feed message becomes events. Returns 'forced' for close_connection (the user is logged out). */
export function* handleFeedMessage(message: WireFeedMessage, now: Clock, memo: VersionMemo) {
  switch (message.type) {
    case 'realtime_update':
      yield put(updateReceived({ update: message.payload, receivedAt: now() }));
      break;
    case 'hello':
      yield put(helloReceived(message.payload));
      break;
    case 'monitor_info':
      yield put(monitorInfoReceived(message.payload));
      break;
    case 'device_states':
      yield put(deviceStatesReceived(message.payload));
      break;
    case 'data_change':
      yield put(dataChangeReceived(message.payload));
      yield* refetchOnVersionChange(message.payload, memo);
      break;
    case 'recent_history':
      yield put(recentHistoryReceived(message.payload));
      break;
    case 'new_timeline_event':
      yield put(timelineEventReceived({ type: 'new_timeline_event' }));
      yield put({ type: 'timeline/itemsAdded', payload: { items: message.payload.items_added ?? [] } });
      break;
    case 'new_relay_event':
      yield put(timelineEventReceived({ type: 'new_relay_event' }));
      yield put({ type: 'timeline/relayEventAdded', payload: message.payload });
      break;
    case 'error':
      yield put(errorReceived(message.payload));
      break;
    case 'close_connection':
      yield put(forcedCloseReceived({ reason: message.payload?.reason ?? '' }));
      yield put({ type: 'session/logoutRequested', payload: {} });
      return 'forced' as MessageOutcome;
    default:
      // Unknown types (monitor_connection, device_reactivated, ...) are ignored, as the wire doc advises.
      break;
  }
  return 'continue' as MessageOutcome;
}
