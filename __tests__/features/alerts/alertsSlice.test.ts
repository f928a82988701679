import { changedToggles, newlyEnabledStates } from '../../../src/features/alerts/alertsRules';
import {
  alertsReducer, createFailed, createRequested, createSucceeded, deleteRequested, deleteSucceeded, dialogClosed, dialogOpened,
  fetchRequested, fetchSucceeded, initialState, toggleChanged, togglesSaveSucceeded, updateRequested, updateSucceeded,
} from '../../../src/features/alerts/alertsSlice';
import type { AlertsState } from '../../../src/features/alerts/types';
import { basic, custom, loaded, relayAlert, response } from './alertFixtures';

const state = (extra: Partial<AlertsState> = {}): AlertsState => ({ ...initialState, ...extra });

describe('alerts slice', () => {
  it('loads one device’s three groups; another device starts from scratch', () => {
    let s = alertsReducer(initialState, fetchRequested({ deviceId: 'd1' }));
    expect(s.status).toBe('loading');
    s = alertsReducer(s, fetchSucceeded({ deviceId: 'd1', response: response('d1', { basic: [basic('standby')], custom: [custom(7, 'off', 60)], relay: [relayAlert(-3)] }) }));
    expect(s.groups.basic).toHaveLength(1);
    expect(s.groups.custom[0]?.id).toBe(7);
    expect(s.groups.relay[0]?.type).toBe('circuit_breaker_off');
    s = alertsReducer(s, toggleChanged({ id: -1, enabled: true }));
    s = alertsReducer(s, fetchRequested({ deviceId: 'd2' }));
    expect(s).toEqual({ ...initialState, deviceId: 'd2', status: 'loading' });
  });

  it('ignores an answer for a device it no longer shows', () => {
    const s = alertsReducer(state({ deviceId: 'd2', status: 'loading' }), fetchSucceeded({ deviceId: 'd1', response: response('d1', { custom: [custom(1, 'on', 60)] }) }));
    expect(s.groups.custom).toEqual([]);
  });

  it('keeps toggles pending until saved, and forgets one flipped back', () => {
    let s = state(loaded({ basic: [basic('standby'), basic('on_off', true)] }) as AlertsState);
    s = alertsReducer(s, toggleChanged({ id: -1, enabled: true }));
    s = alertsReducer(s, toggleChanged({ id: -2, enabled: false }));
    expect(s.pending).toEqual({ '-1': true, '-2': false });
    expect(changedToggles(s.groups, s.pending)).toEqual([{ id: -1, enabled: true }, { id: -2, enabled: false }]);
    s = alertsReducer(s, toggleChanged({ id: -2, enabled: true }));
    expect(s.pending).toEqual({ '-1': true });
    s = alertsReducer(s, togglesSaveSucceeded({ deviceId: 'd1', response: response('d1', { basic: [basic('standby', true), basic('on_off', true)] }) }));
    expect(s.pending).toEqual({});
    expect(s.flush.status).toBe('succeeded');
  });

  it('the dialog closes when a create, update or delete succeeds, and stays open on failure', () => {
    let s = state(loaded({ custom: [custom(5, 'on', 300)] }) as AlertsState);
    s = alertsReducer(s, dialogOpened({ alertId: null }));
    s = alertsReducer(s, createRequested({ deviceId: 'd1', deviceName: 'Dryer', state: 'off', duration: 93_780 }));
    expect(s.edit).toEqual({ status: 'pending', op: 'create', error: null });
    s = alertsReducer(s, dialogClosed());
    expect(s.dialog.open).toBe(true); // not while saving
    s = alertsReducer(s, createFailed({ deviceId: 'd1', status: 400, message: 'A device can have at most 20 custom alerts' }));
    expect(s.dialog.open).toBe(true);
    expect(s.edit.error).toBe('A device can have at most 20 custom alerts');
    s = alertsReducer(s, createRequested({ deviceId: 'd1', deviceName: 'Dryer', state: 'off', duration: 93_780 }));
    s = alertsReducer(s, createSucceeded({ deviceId: 'd1', alert: custom(6, 'off', 93_780) }));
    expect(s.dialog).toEqual({ open: false, alertId: null });
    expect(s.groups.custom.map((a) => a.id)).toEqual([5, 6]);

    s = alertsReducer(s, dialogOpened({ alertId: 6 }));
    s = alertsReducer(s, updateRequested({ deviceId: 'd1', id: 6, state: 'idle', duration: 60 }));
    s = alertsReducer(s, updateSucceeded({ deviceId: 'd1', alert: custom(6, 'idle', 60) }));
    expect(s.dialog.open).toBe(false);
    expect(s.groups.custom[1]).toMatchObject({ state: 'idle', duration: 60 });

    s = alertsReducer(s, dialogOpened({ alertId: 6 }));
    s = alertsReducer(s, deleteRequested({ deviceId: 'd1', deviceName: 'Dryer', id: 6 }));
    s = alertsReducer(s, deleteSucceeded({ deviceId: 'd1', id: 6 }));
    expect(s.dialog.open).toBe(false);
    expect(s.groups.custom.map((a) => a.id)).toEqual([5]);
  });

  it('a success for another operation is ignored', () => {
    let s = state(loaded({ custom: [custom(5, 'on', 300)] }) as AlertsState);
    s = alertsReducer(s, dialogOpened({ alertId: 5 }));
    s = alertsReducer(s, updateRequested({ deviceId: 'd1', id: 5, state: 'off', duration: 60 }));
    s = alertsReducer(s, deleteSucceeded({ deviceId: 'd1', id: 5 }));
    expect(s.groups.custom).toHaveLength(1);
    expect(s.dialog.open).toBe(true);
  });
});

describe('newlyEnabledStates (spec §4 notification-enabled event)', () => {
  it('names states that had no enabled alert before and have one now', () => {
    expect(newlyEnabledStates([custom(1, 'off', 60, false)], [custom(1, 'off', 60, true)])).toEqual(['off']);
    expect(newlyEnabledStates([custom(1, 'off', 60, true), custom(2, 'off', 90, false)], [custom(1, 'off', 60, true), custom(2, 'off', 90, true)])).toEqual([]);
    expect(newlyEnabledStates([custom(1, 'on', 60, true)], [custom(1, 'idle', 60, true)])).toEqual(['idle']);
    expect(newlyEnabledStates([basic('standby', true)], [basic('standby', false)])).toEqual([]);
  });
});
