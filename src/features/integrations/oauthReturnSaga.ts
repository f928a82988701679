import { call, delay, getContext, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireIntegration } from '../../api/wire/integrations';
import type { SagaContext } from '../../app/sagaContext';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { integrationsApi } from './integrationsApi';
import { oauthReturnFailed, oauthReturnSucceeded, type OAuthReturnRequest } from './integrationsSlice';
import { noticeMessages as n, text } from './messages';

/** Spec §9: the integration notice shows 350 ms after the return. */
export const RETURN_NOTICE_DELAY_MS = 350;

/**
 * The return from a provider (/oauth/integrations/{key}?code&state, or ?error&state): the server
 * checks the state and exchanges the code (POST /integrations/oauth/callback/{key}). Either way the
 * browser goes on to the integration's page (the code leaves the address bar and the history), and
 * 350 ms later the notice says 'success' / 'your integration is connected and ready to go', or
 * 'unable to connect with the integration' with the reason.
 */
export function* handleOAuthReturn(action: PayloadAction<OAuthReturnRequest>): SagaIterator {
  const { integration, state, code, error } = action.payload;
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  const page = `/settings/integrations/${integration}`;
  if (!state) {
    yield put(oauthReturnFailed({ integration, status: 400, message: 'Missing state' }));
    return;
  }
  const body = error !== undefined ? { state, error } : { state, code: code ?? '' };
  const result: ApiResult<WireIntegration> = yield call(callApi, integrationsApi.oauthCallback(integration, body));
  if (result.error) {
    yield put(oauthReturnFailed({ integration, ...plainError(result.error) }));
    yield call(navigate, page, { replace: true });
    yield delay(RETURN_NOTICE_DELAY_MS);
    yield put(notificationShown({ kind: 'error', title: text(n.connectFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(oauthReturnSucceeded({ integration, item: result.data }));
  yield call(navigate, page, { replace: true });
  yield delay(RETURN_NOTICE_DELAY_MS);
  yield put(notificationShown({ kind: 'success', title: text(n.connectedTitle), message: text(n.connectedMessage) }));
}
