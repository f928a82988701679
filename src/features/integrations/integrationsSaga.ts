import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireIntegration, WireIntegrationDeleteResponse, WireIntegrationsResponse, WireOAuthStartResponse, WireProgramAccessToken } from '../../api/wire/integrations';
import { externalNavigation } from '../../app/externalNavigation';
import { safely } from '../../app/sagaUtils';
import { settingsRequested as userSettingsRequested } from '../../app/session/sessionSlice';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { integrationOf } from './catalogue';
import { integrationsApi } from './integrationsApi';
import { selectSearching } from './integrationsSelectors';
import {
  connectFailed, connectRequested, connectSucceeded, disableFailed, disableRequested, disableSucceeded, enableFailed, enableRequested,
  enableSucceeded, fetchFailed, fetchRequested, fetchSucceeded, programOpenFailed, programOpenRequested, programOpenSucceeded,
  type ForIntegration,
} from './integrationsSlice';
import { noticeMessages as n, text } from './messages';
import { handleOAuthReturn } from './oauthReturnSaga';
import { oauthReturnRequested } from './integrationsSlice';
import { REALTIME_DATA_CHANGE_RECEIVED } from './types';
import { safeAddress } from './addresses';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };

/** Leaves the app for an address (the provider's page): a saga-context key, so tests can watch it. */
export function* leaveFor(address: string): SagaIterator {
  const assign = ((yield getContext('assignLocation')) as ((url: string) => void) | undefined) ?? ((url: string) => externalNavigation.assign(url));
  yield call(assign, address);
}

export function* handleFetch(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(fetchFailed(NO_MONITOR)));
  const result: ApiResult<WireIntegrationsResponse> = yield call(callApi, integrationsApi.list(monitorId));
  if (result.error) yield put(fetchFailed(plainError(result.error)));
  else yield put(fetchSucceeded(result.data));
}

/** OAuth: GET /integrations/oauth/authorize/{key}, then the browser navigates to the returned address. */
export function* handleConnect(action: PayloadAction<ForIntegration>): SagaIterator {
  const { integration } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(connectFailed({ integration, ...NO_MONITOR })));
  const result: ApiResult<WireOAuthStartResponse> = yield call(callApi, integrationsApi.oauthStart(monitorId, integration));
  if (result.error) {
    yield put(connectFailed({ integration, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(n.connectFailed), message: errorMessage(result.error) }));
    return;
  }
  const address = safeAddress(result.data.redirect_uri);
  if (!address) {
    console.error('Invalid redirect address', result.data.redirect_uri);
    yield put(connectFailed({ integration, status: 'error', message: 'Invalid redirect address' }));
    yield put(notificationShown({ kind: 'error', title: text(n.connectFailed) }));
    return;
  }
  yield put(connectSucceeded({ integration, redirectUri: address }));
  yield call(leaveFor, address);
}

/** Smart plugs and the program: POST …/integrations/{type}; spec §8 notices. */
export function* handleEnable(action: PayloadAction<ForIntegration>): SagaIterator {
  const { integration } = action.payload;
  const info = integrationOf(integration);
  const monitorId: number | null = yield select(selectMonitorId);
  if (!info || monitorId === null) return void (yield put(enableFailed({ integration, ...NO_MONITOR })));
  const result: ApiResult<WireIntegration> = yield call(callApi, integrationsApi.enable(monitorId, info.type));
  if (result.error) {
    yield put(enableFailed({ integration, ...plainError(result.error) }));
    if (info.flow === 'plugs') yield put(notificationShown({ kind: 'error', title: text(n.plugsFailed), message: text(n.plugsAdvice) }));
    else yield put(notificationShown({ kind: 'error', title: text(n.changeFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(enableSucceeded({ integration, item: result.data }));
  if (info.flow === 'plugs') {
    yield put(notificationShown({ kind: 'success', title: text(n.plugsEnabled, { type: info.name }), message: text(n.plugsSoon) }));
  } else {
    yield put(notificationShown({ kind: 'success', title: text(n.enrolled, { name: info.name }) }));
    yield put(userSettingsRequested());
  }
}

/** DELETE …/integrations/{id}. */
export function* handleDisable(action: PayloadAction<ForIntegration & { id: number }>): SagaIterator {
  const { integration, id } = action.payload;
  const info = integrationOf(integration);
  const monitorId: number | null = yield select(selectMonitorId);
  if (!info || monitorId === null) return void (yield put(disableFailed({ integration, ...NO_MONITOR })));
  const result: ApiResult<WireIntegrationDeleteResponse> = yield call(callApi, integrationsApi.remove(monitorId, id));
  if (result.error) {
    yield put(disableFailed({ integration, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(n.changeFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(disableSucceeded({ integration, id }));
  if (info.flow === 'plugs') {
    yield put(notificationShown({ kind: 'success', title: text(n.plugsDisabled, { type: info.name }), message: text(n.plugsRemoved) }));
  } else if (info.flow === 'program') {
    yield put(notificationShown({ kind: 'success', title: text(n.left, { name: info.name }) }));
    yield put(userSettingsRequested());
  } else {
    yield put(notificationShown({ kind: 'success', title: text(n.disconnected, { name: info.name }) }));
  }
}

/** The program's dashboard: a read-only token, handed over in the address fragment (never sent to a server). */
export function* handleProgramOpen(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(programOpenFailed(NO_MONITOR)));
  const result: ApiResult<WireProgramAccessToken> = yield call(callApi, integrationsApi.programToken(monitorId));
  const address = result.data ? safeAddress(result.data.program_url) : null;
  if (result.error || !address || !result.data) {
    const failure = result.error ? plainError(result.error) : { status: 'error' as const, message: 'Invalid redirect address' };
    yield put(programOpenFailed(failure));
    yield put(notificationShown({ kind: 'error', title: text(n.changeFailed), message: failure.message }));
    return;
  }
  yield put(programOpenSucceeded());
  const fragment = new URLSearchParams({ access_token: result.data.access_token, monitor_id: String(result.data.monitor_id) });
  yield call(leaveFor, `${address}#${fragment.toString()}`);
}

/** The feed reports a change of the user's data: while plugs are being looked for, the list may have news. */
export function* handleDataChange(): SagaIterator {
  const searching: boolean = yield select(selectSearching);
  if (searching) yield put(fetchRequested());
}

export function* integrationsSaga(): SagaIterator {
  yield all([
    takeLatest(fetchRequested.type, safely(handleFetch)),
    takeLatest(connectRequested.type, safely(handleConnect)),
    takeEvery(enableRequested.type, safely(handleEnable)),
    takeEvery(disableRequested.type, safely(handleDisable)),
    takeLatest(programOpenRequested.type, safely(handleProgramOpen)),
    takeLatest(oauthReturnRequested.type, safely(handleOAuthReturn)),
    takeLatest(REALTIME_DATA_CHANGE_RECEIVED, safely(handleDataChange)),
  ]);
}
