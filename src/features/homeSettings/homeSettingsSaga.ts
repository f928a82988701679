import { all, call, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireBatteryInfo } from '../../api/wire/devices';
import type { WireAttributeOptions, WireElectricityCost, WireHomeAttributes, WireHomeAttributesUpdate, WireSolarSpecs } from '../../api/wire/home';
import type { WireUserSettings } from '../../api/wire/user';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import type { NavigateOptions } from '../../app/sagaContext';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId, selectSettingsVersion } from '../../app/session/sessionSelectors';
import { monitorAttributesReceived, settingsSucceeded } from '../../app/session/sessionSlice';
import { homeSettingsApi } from './homeSettingsApi';
import { selectAttributesRequest, selectSeenSettingsVersion, selectSolarSpecs } from './homeSettingsSelectors';
import {
  batteryFailed, batteryRequested, batterySucceeded, costsFailed, costsRequested, costsSucceeded, fetchFailed, fetchRequested,
  fetchSucceeded, optionsFailed, optionsRequested, optionsSucceeded, saveFailed, saveRequested, saveSucceeded, solarSaveRequested,
  solarSpecsFailed, solarSpecsRequested, solarSpecsSucceeded,
} from './homeSettingsSlice';
import { notices, text } from './messages';
import type { Country, HomeForm, SaveRequest, SolarSaveRequest } from './types';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };

/** GET …/attributes: the attributes land in the session's monitor, the request state here. */
export function* handleFetch(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(fetchFailed(NO_MONITOR)));
  const result: ApiResult<WireHomeAttributes> = yield call(callApi, homeSettingsApi.attributes(monitorId));
  if (result.error) return void (yield put(fetchFailed(plainError(result.error))));
  yield put(monitorAttributesReceived({ monitorId, attributes: result.data }));
  const settingsVersion: number | null = yield select(selectSettingsVersion);
  yield put(fetchSucceeded({ monitorId, attributes: result.data, settingsVersion }));
}

export function* handleOptions(): SagaIterator {
  const result: ApiResult<WireAttributeOptions> = yield call(callApi, homeSettingsApi.options());
  if (result.error) yield put(optionsFailed(plainError(result.error)));
  else yield put(optionsSucceeded(result.data));
}

export function* handleCosts(action: PayloadAction<{ country: Country }>): SagaIterator {
  const { country } = action.payload;
  const result: ApiResult<WireElectricityCost[]> = yield call(callApi, homeSettingsApi.electricityCosts(country));
  if (result.error) yield put(costsFailed({ country, ...plainError(result.error) }));
  else yield put(costsSucceeded({ country, costs: result.data }));
}

export function* handleSolarSpecs(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(solarSpecsFailed(NO_MONITOR)));
  const result: ApiResult<WireSolarSpecs> = yield call(callApi, homeSettingsApi.solarSpecs(monitorId));
  if (result.error) yield put(solarSpecsFailed(plainError(result.error)));
  else yield put(solarSpecsSucceeded(result.data));
}

export function* handleBattery(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(batteryFailed(NO_MONITOR)));
  const result: ApiResult<WireBatteryInfo> = yield call(callApi, homeSettingsApi.battery(monitorId));
  if (result.error) yield put(batteryFailed(plainError(result.error)));
  else yield put(batterySucceeded(result.data));
}

/** POST …/attributes; success: the session's monitor, the 5 s toast and `homeSettings/saveSucceeded`. */
function* saveAttributes(monitorId: number, form: HomeForm, changes: WireHomeAttributesUpdate): SagaIterator<boolean> {
  const result: ApiResult<WireHomeAttributes> = yield call(callApi, homeSettingsApi.saveAttributes(monitorId, changes));
  if (result.error) {
    yield put(saveFailed({ form, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(notices.saveFailed), message: errorMessage(result.error) }));
    return false;
  }
  yield put(monitorAttributesReceived({ monitorId, attributes: result.data }));
  yield put(saveSucceeded({ form, attributes: result.data }));
  yield put(notificationShown({ kind: 'success', title: text(notices.saved) }));
  return true;
}

export function* handleSave(action: PayloadAction<SaveRequest>): SagaIterator {
  const { form, changes, next } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(saveFailed({ form, ...NO_MONITOR })));
  const saved: boolean = yield call(saveAttributes, monitorId, form, changes);
  if (saved && next) {
    const navigate = (yield getContext('navigate')) as (to: string, options?: NavigateOptions) => void;
    navigate(next);
  }
}

/** Spec §7: saving solar saves the specs, then the attributes; a failed specs save stops there. */
export function* handleSolarSave(action: PayloadAction<SolarSaveRequest>): SagaIterator {
  const { specs, changes } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(saveFailed({ form: 'solar', ...NO_MONITOR })));
  if (specs) {
    const result: ApiResult<WireSolarSpecs> = yield call(callApi, homeSettingsApi.saveSolarSpecs(monitorId, specs));
    if (result.error) {
      yield put(saveFailed({ form: 'solar', ...plainError(result.error) }));
      yield put(notificationShown({ kind: 'error', title: text(notices.saveFailed), message: errorMessage(result.error) }));
      return;
    }
    yield put(solarSpecsSucceeded(result.data));
  }
  yield call(saveAttributes, monitorId, 'solar', changes);
}

/**
 * Another tab (or device) saved: the feed's data_change made the session refetch the settings with
 * a new version. Refetch what this tab has loaded.
 */
export function* handleSettingsChanged(action: PayloadAction<WireUserSettings>): SagaIterator {
  const seen: number | null = yield select(selectSeenSettingsVersion);
  const request: ReturnType<typeof selectAttributesRequest> = yield select(selectAttributesRequest);
  if (request.status !== 'succeeded' || seen === null || action.payload.version === seen) return;
  yield put(fetchRequested());
  const specs: ReturnType<typeof selectSolarSpecs> = yield select(selectSolarSpecs);
  if (specs.status === 'succeeded') yield put(solarSpecsRequested());
}

export function* homeSettingsSaga(): SagaIterator {
  yield all([
    takeLatest(fetchRequested.type, safely(handleFetch)),
    takeLeading(optionsRequested.type, safely(handleOptions)),
    takeEvery(costsRequested.type, safely(handleCosts)),
    takeLatest(solarSpecsRequested.type, safely(handleSolarSpecs)),
    takeLatest(batteryRequested.type, safely(handleBattery)),
    takeLeading(saveRequested.type, safely(handleSave)),
    takeLeading(solarSaveRequested.type, safely(handleSolarSave)),
    takeLatest(settingsSucceeded.type, safely(handleSettingsChanged)),
  ]);
}
