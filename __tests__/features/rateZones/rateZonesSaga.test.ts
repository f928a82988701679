import delayP from '@redux-saga/delay-p';
import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer } from '../../../src/app/rootReducer';
import { rateZonesSaga } from '../../../src/features/rateZones/rateZonesSaga';
import {
  createFailed, createRequested, createSucceeded, deleteRequested, deleteSucceeded, duplicateRequested, editorClosed, editorOpened, editorRequested,
  fetchRequested, fetchSucceeded, initialState, rateZonesReducer, updateRequested, updateSucceeded,
} from '../../../src/features/rateZones/rateZonesSlice';
import { bodyOf, duplicateValues, newZoneValues, valuesOf } from '../../../src/features/rateZones/zoneValues';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor, settings } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';
import { lists, zone } from './fixtures';

const reducer = createRootReducer({ rateZones: rateZonesReducer });
const ZONES = '/app/monitors/42/rate_zones';
// 2026-11-22T08:00Z (the harness clock) is 03:00 on the 22nd in New York.
const TODAY = '2026-11-22';

function baseState(rateZones = {}) {
  const s = stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })], settings: settings({}, 3) });
  return {
    ...s,
    session: { ...s.session, monitorTimeZone: 'America/New_York' },
    rateZones: { ...initialState, ...rateZones },
  };
}

const evening = zone();
const withList = (extra = {}) => baseState({ list: { status: 'succeeded', data: lists([evening]), error: null }, ...extra });
const editing = (mode: 'create' | 'edit' = 'create') => ({
  editor: { mode, zoneId: mode === 'edit' ? evening.id : null, draft: valuesOf(evening), today: TODAY },
});

describe('rate zones saga', () => {
  it('fetch: GET …/rate_zones fills the lists', async () => {
    const api = createFakeApi(() => ok(lists([evening])));
    const { storeState } = await expectSaga(rateZonesSaga)
      .withReducer(reducer, baseState())
      .provide(contextProvider(sagaContext(api)))
      .put(fetchSucceeded(lists([evening])))
      .dispatch(fetchRequested())
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'GET', path: ZONES });
    expect(storeState.rateZones.list).toEqual({ status: 'succeeded', data: lists([evening]), error: null });
  });

  it("Add opens the editor with a new zone from the home's date today; Edit with the zone's values", async () => {
    const api = createFakeApi(() => ok({}));
    await expectSaga(rateZonesSaga)
      .withReducer(reducer, withList())
      .provide(contextProvider(sagaContext(api)))
      .put(editorOpened({ mode: 'create', zoneId: null, draft: newZoneValues(TODAY), today: TODAY }))
      .dispatch(editorRequested({ zoneId: null }))
      .silentRun(50);
    await expectSaga(rateZonesSaga)
      .withReducer(reducer, withList())
      .provide(contextProvider(sagaContext(api)))
      .put(editorOpened({ mode: 'edit', zoneId: evening.id, draft: valuesOf(evening), today: TODAY }))
      .dispatch(editorRequested({ zoneId: evening.id }))
      .silentRun(50);
  });

  it("Duplicate opens the editor after 400 ms, with the draft named '… (duplicate)'", async () => {
    const api = createFakeApi(() => ok({}));
    // The saga's delay is held (no wall clock in the test): until it ends, Duplicate is pending and no editor opens.
    const delays: unknown[] = [];
    const holdDelay = {
      ...contextProvider(sagaContext(api)),
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn === delayP) {
          delays.push(effect.args[0]);
          return new Promise(() => undefined);
        }
        return next();
      },
    };
    const early = await expectSaga(rateZonesSaga)
      .withReducer(reducer, withList())
      .provide(holdDelay)
      .dispatch(duplicateRequested({ zoneId: evening.id }))
      .silentRun(50);
    expect(delays).toEqual([400]);
    expect(early.storeState.rateZones.editor).toBeNull();
    expect(early.storeState.rateZones.duplicating).toBe(evening.id);
    // Once the 400 ms have passed, the editor opens with the draft.
    const endDelay = {
      ...contextProvider(sagaContext(api)),
      call(effect: { fn: unknown }, next: () => unknown) {
        return effect.fn === delayP ? true : next();
      },
    };
    const { storeState } = await expectSaga(rateZonesSaga)
      .withReducer(reducer, withList())
      .provide(endDelay)
      .put(editorOpened({ mode: 'duplicate', zoneId: null, draft: duplicateValues(evening), today: TODAY }))
      .dispatch(duplicateRequested({ zoneId: evening.id }))
      .silentRun(50);
    expect(storeState.rateZones.editor?.draft.name).toBe('Evening peak (duplicate)');
    expect(storeState.rateZones.duplicating).toBeNull();
  });

  it('create: one POST; the lists replaced, the editor closed, home settings refetched, a notice', async () => {
    const body = bodyOf(valuesOf(evening), TODAY);
    const written = { status: 'ok' as const, zones: [evening], lists: lists([evening]) };
    const api = createFakeApi(() => ok(written));
    const { storeState } = await expectSaga(rateZonesSaga)
      .withReducer(reducer, baseState(editing()))
      .provide(contextProvider(sagaContext(api)))
      .put(createSucceeded(written))
      .put({ type: 'homeSettings/fetchRequested' })
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'rateZones.notice.saved' } } } })
      .dispatch(createRequested({ body }))
      .silentRun(50);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: ZONES, encoding: 'json', body });
    expect(storeState.rateZones.editor).toBeNull();
    expect(storeState.rateZones.list.data).toEqual(lists([evening]));
  });

  it('a refused save keeps the editor open with its draft and shows the RateZoneError notice; no refetch', async () => {
    const reason = 'start time must come before end time';
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: reason }));
    const { storeState } = await expectSaga(rateZonesSaga)
      .withReducer(reducer, baseState(editing()))
      .provide(contextProvider(sagaContext(api)))
      .put(createFailed({ status: 400, message: reason }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', title: { id: 'rateZones.notice.errorTitle' }, message: reason } } })
      .not.put({ type: 'homeSettings/fetchRequested' })
      .dispatch(createRequested({ body: bodyOf(valuesOf(evening), TODAY) }))
      .silentRun(50);
    expect(storeState.rateZones.editor?.draft).toEqual(valuesOf(evening));
    expect(storeState.rateZones.save).toEqual({ status: 'failed', error: reason });
  });

  it('update: POST …/rate_zones/{id}; a midnight split answers two zones', async () => {
    const second = zone({ id: 2, start_time: '00:00', end_time: '06:00' });
    const written = { status: 'ok' as const, zones: [evening, second], lists: lists([evening, second]) };
    const api = createFakeApi(() => ok(written));
    const body = bodyOf({ ...valuesOf(evening), startTime: '22:00', endTime: '06:00' }, TODAY, true);
    await expectSaga(rateZonesSaga)
      .withReducer(reducer, withList(editing('edit')))
      .provide(contextProvider(sagaContext(api)))
      .put(updateSucceeded(written))
      .put({ type: 'homeSettings/fetchRequested' })
      .put.like({ action: { type: 'notifications/shown', payload: { title: { id: 'rateZones.notice.savedTwo' } } } })
      .dispatch(updateRequested({ id: evening.id, body }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: `${ZONES}/1`, body: { split_midnight: true } });
  });

  it('delete: DELETE …/rate_zones/{id}; the lists replaced and home settings refetched', async () => {
    const written = { status: 'ok' as const, zones: [], deleted_id: 1, lists: lists() };
    const api = createFakeApi(() => ok(written));
    const { storeState } = await expectSaga(rateZonesSaga)
      .withReducer(reducer, withList())
      .provide(contextProvider(sagaContext(api)))
      .put(deleteSucceeded(written))
      .put({ type: 'homeSettings/fetchRequested' })
      .dispatch(deleteRequested({ id: 1, name: 'Evening peak' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'DELETE', path: `${ZONES}/1` });
    expect(storeState.rateZones.list.data).toEqual(lists());
    expect(storeState.rateZones.remove.status).toBe('idle');
  });

  it('closing the editor is UI state only, and waits for a save under way', () => {
    const open = rateZonesReducer(undefined, editorOpened({ mode: 'edit', zoneId: 1, draft: valuesOf(evening), today: TODAY }));
    expect(rateZonesReducer(open, editorClosed()).editor).toBeNull();
    const saving = rateZonesReducer(open, updateRequested({ id: 1, body: bodyOf(valuesOf(evening), TODAY) }));
    expect(saving.save.status).toBe('pending');
    expect(rateZonesReducer(saving, editorClosed()).editor).not.toBeNull();
  });
});
