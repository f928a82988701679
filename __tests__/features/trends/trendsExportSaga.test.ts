import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { callApi } from '../../../src/api/callApi';
import type { ApiRequest } from '../../../src/api/types';
import { notificationShown } from '../../../src/common/notifications/notificationsSlice';
import { handleExport } from '../../../src/features/trends/trendsExportSaga';
import { exportFailed, exportRequested, exportSucceeded, trendsReducer } from '../../../src/features/trends/trendsSlice';

const session = { accessToken: 't', monitors: [{ id: 42, serial_number: 'N327004101', attributes: { cycle_start: 1 } }], monitorTimeZone: 'America/New_York' };
const reducer = combineReducers({ trends: trendsReducer, session: (s: typeof session = session) => s });
const CSV = 'start,end,consumption_kwh,production_kwh,from_grid_kwh,to_grid_kwh,cost_cents,data\r\n' + 'a,b,1,0,1,0,16.50,ok\r\n'.repeat(168);

function run(answer: (r: ApiRequest<unknown>) => unknown) {
  const saveFile = jest.fn();
  const requests: { request: ApiRequest<unknown>; options: unknown }[] = [];
  const saga = (action: ReturnType<typeof exportRequested>) =>
    expectSaga(handleExport, action)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('saveFile'), saveFile],
        [
          matchers.call.fn(callApi),
          dynamic(({ args }) => {
            requests.push({ request: args[0] as ApiRequest<unknown>, options: args[1] });
            return answer(args[0] as ApiRequest<unknown>);
          }),
        ],
      ]);
  return { saga, saveFile, requests };
}

describe('the data export saga', () => {
  it('a week of hours: the real endpoint with the token in the query, the day after as the end; saved, then the success notice', async () => {
    const { saga, saveFile, requests } = run(() => ({ data: CSV }));
    const action = exportRequested({ start: '2026-11-16', end: '2026-11-22', dates: true, timeUnit: 'HOUR', deviceId: null, deviceName: null });
    await saga(action)
      .put(exportSucceeded({ fileName: 'kilowatch-N327004101-2026-11-16-to-2026-11-22-hour.csv', rows: 168 }))
      .put.like({ action: { type: notificationShown.type, payload: { kind: 'success' } } })
      .silentRun(50);
    expect(requests[0]!.request).toMatchObject({
      path: '/monitors/42/data',
      query: { start: '2026-11-16', end: '2026-11-23', time_unit: 'HOUR' },
      tokenInQuery: true,
      responseType: 'text',
    });
    expect(requests[0]!.options).toEqual({ notify: true });
    expect(saveFile).toHaveBeenCalledWith('kilowatch-N327004101-2026-11-16-to-2026-11-22-hour.csv', CSV, 'text/csv;charset=utf-8');
  });

  it('what the viewer shows: its period\'s instants, its device, its unit', async () => {
    const { saga, saveFile, requests } = run(() => ({ data: 'start,end,device_id,device_name,kwh,cost_cents,data\r\n' }));
    const action = exportRequested({ start: '2026-11-01T04:00:00.000Z', end: '2026-12-01T05:00:00.000Z', dates: false, timeUnit: 'DAY', deviceId: 'hp', deviceName: 'Heat Pump' });
    await saga(action).put(exportSucceeded({ fileName: 'kilowatch-N327004101-2026-11-01-to-2026-11-30-day-hp.csv', rows: 0 })).silentRun(50);
    expect(requests[0]!.request.query).toEqual({ start: '2026-11-01T04:00:00.000Z', end: '2026-12-01T05:00:00.000Z', time_unit: 'DAY', device_id: 'hp' });
    expect(saveFile).toHaveBeenCalledTimes(1);
  });

  it('a failure is recorded (callApi shows the error notice) and nothing is saved', async () => {
    const { saga, saveFile } = run(() => ({ error: { status: 400, message: "Invalid query parameters: the range from 'start' to 'end' must be at most 366 days" } }));
    const action = exportRequested({ start: '2025-01-01', end: '2026-11-22', dates: true, timeUnit: 'DAY', deviceId: null, deviceName: null });
    await saga(action).put(exportFailed({ status: 400, message: "Invalid query parameters: the range from 'start' to 'end' must be at most 366 days" })).silentRun(50);
    expect(saveFile).not.toHaveBeenCalled();
  });
});
