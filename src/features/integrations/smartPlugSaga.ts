import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireTpLinkSettings } from '../../api/wire/integrations';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { integrationsApi } from './integrationsApi';
import { selectSmartPlug } from './integrationsSelectors';
import { smartPlugMessages as m, text } from './messages';
import { encryptPassword } from './passwordCrypto';
import {
  saveFailed, saveRequested, saveSucceeded, settingsFailed, settingsRequested, settingsSucceeded, type SmartPlugSaveRequest,
} from './smartPlugSlice';
import type { SmartPlugState } from './types';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };

export function* handleSettings(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(settingsFailed(NO_MONITOR)));
  const result: ApiResult<WireTpLinkSettings> = yield call(callApi, integrationsApi.tpLink(monitorId));
  if (result.error) yield put(settingsFailed(plainError(result.error)));
  else yield put(settingsSucceeded(result.data));
}

/**
 * Saves the account: the password is encrypted here, in the browser, with a key derived from the
 * server's public key (passwordCrypto.ts), and only the ciphertext is sent. The server's key comes
 * with the settings; they are fetched first when not known yet.
 */
export function* handleSave(action: PayloadAction<SmartPlugSaveRequest>): SagaIterator {
  const { username, password } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(saveFailed(NO_MONITOR)));
  let encryption = ((yield select(selectSmartPlug)) as SmartPlugState).settings.data?.encryption;
  if (!encryption) {
    const fetched: ApiResult<WireTpLinkSettings> = yield call(callApi, integrationsApi.tpLink(monitorId));
    if (fetched.error) return void (yield put(saveFailed(plainError(fetched.error))));
    encryption = fetched.data.encryption;
  }
  let encrypted: string;
  try {
    encrypted = yield call(encryptPassword, password, encryption);
  } catch (err) {
    return void (yield put(saveFailed({ status: 'error', message: err instanceof Error ? err.message : String(err) })));
  }
  const result: ApiResult<WireTpLinkSettings> = yield call(callApi, integrationsApi.saveTpLink(monitorId, { username, encrypted_password: encrypted }));
  if (result.error) return void (yield put(saveFailed(plainError(result.error))));
  yield put(saveSucceeded(result.data));
  yield put(notificationShown({ kind: 'success', title: text(m.saved) }));
}

export function* smartPlugSaga(): SagaIterator {
  yield all([takeLatest(settingsRequested.type, safely(handleSettings)), takeLatest(saveRequested.type, safely(handleSave))]);
}
