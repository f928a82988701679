import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireMonitor } from '../../api/wire/monitor';
import { selectMonitor, selectMonitorTimeZone } from '../../app/session/sessionSelectors';
import { safely } from '../../app/sagaUtils';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { fileSaver, type SaveFile } from './download';
import { csvRows, dayAfter, exportFileName, localDate } from './exportRules';
import { exportNotices } from './messages';
import { trendsApi } from './trendsApi';
import { DEFAULT_ZONE } from './trendsContext';
import { exportFailed, exportRequested, exportSucceeded } from './trendsSlice';

/**
 * The data export (spec §2 "Data export modal", §7 GET /monitors/{id}/data): the CSV from the real
 * endpoint, with the token in the query as a download link carries it, saved as a file; then the
 * success message. A failure shows an error notice (spec §8 "data-export failures show error notices").
 */
export function* handleExport(action: ReturnType<typeof exportRequested>): SagaIterator {
  const r = action.payload;
  const monitor: WireMonitor | null = yield select(selectMonitor);
  const zone: string = (yield select(selectMonitorTimeZone)) || DEFAULT_ZONE;
  if (!monitor) return void (yield put(exportFailed({ status: 'error', message: 'No monitor' })));
  // Calendar dates: the last day is included, so the server gets the day after as its end.
  const range = r.dates ? { start: r.start, end: dayAfter(r.end) } : { start: r.start, end: r.end };
  const result: ApiResult<string> = yield call(
    callApi,
    trendsApi.exportCsv(monitor.id, { ...range, timeUnit: r.timeUnit, deviceId: r.deviceId }),
    { notify: true },
  );
  if (result.error) return void (yield put(exportFailed(plainError(result.error))));
  const first = r.dates ? r.start : localDate(Date.parse(r.start), zone);
  const last = r.dates ? r.end : localDate(Date.parse(r.end) - 1, zone);
  const fileName = exportFileName(monitor.serial_number, first, last, r.timeUnit, r.deviceId);
  const save: SaveFile = yield call(fileSaver);
  yield call(save, fileName, result.data, 'text/csv;charset=utf-8');
  const rows = csvRows(result.data);
  yield put(exportSucceeded({ fileName, rows }));
  yield put(notificationShown({ kind: 'success', title: { ...exportNotices.doneTitle }, message: { ...exportNotices.doneMessage, values: { fileName } } }));
}

export function* trendsExportSaga(): SagaIterator {
  yield takeLatest(exportRequested.type, safely(handleExport));
}
