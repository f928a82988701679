import {
  chargeFailed, chargeRequested, chargeSucceeded, enableFailed, enableRequested, enableSucceeded, evChargerReducer as reducer,
  feedbackClosed, feedbackOpened, feedbackRequested, feedbackSucceeded, initialState, settingsSaveFailed, settingsSaveRequested,
  settingsSaveSucceeded, statusFailed, statusRequested, statusSucceeded,
} from '../../../src/features/evCharger/evChargerSlice';
import { selectFuelMixRows } from '../../../src/features/evCharger/evChargerSelectors';
import { postInitEvents } from '../../../src/app/appInitEvents';
import { enabled, notEnabled } from './evFixtures';

const failure = { status: 409, message: 'Your EV is not charging' };

describe('evCharger slice', () => {
  test('its status request is the post-initialisation event (spec §4 App state)', () => {
    expect(postInitEvents.map((e) => e.type)).toContain(statusRequested.type);
  });

  test('status: loading keeps what is shown; answers outside a load are ignored', () => {
    let s = reducer(initialState, statusSucceeded(enabled()));
    expect(s.data).toBeNull();
    s = reducer(s, statusRequested());
    s = reducer(s, statusSucceeded(notEnabled()));
    expect(s).toMatchObject({ status: 'succeeded', data: notEnabled() });
    s = reducer(s, statusRequested());
    expect(s.data).toEqual(notEnabled());
    s = reducer(s, statusFailed({ status: 'error', message: 'offline' }));
    expect(s).toMatchObject({ status: 'failed', error: 'offline', data: notEnabled() });
  });

  test('enable: one at a time', () => {
    let s = reducer(initialState, enableRequested());
    expect(s.enable.status).toBe('pending');
    s = reducer(s, enableFailed(failure));
    expect(s.enable).toEqual({ status: 'failed', error: 'Your EV is not charging' });
    s = reducer(s, enableSucceeded());
    expect(s.enable.status).toBe('failed');
    s = reducer(reducer(s, enableRequested()), enableSucceeded());
    expect(s.enable.status).toBe('succeeded');
  });

  test('start/stop: the answer replaces the status; a failure keeps it', () => {
    const before = reducer(reducer(initialState, statusRequested()), statusSucceeded(enabled()));
    let s = reducer(before, chargeRequested({ action: 'start' }));
    expect(s.command).toEqual({ status: 'pending', action: 'start', error: null });
    expect(reducer(s, chargeRequested({ action: 'stop' })).command.action).toBe('start');
    s = reducer(s, chargeSucceeded(enabled({ charge_status: 'Charging', wattage: 7400 })));
    expect(s.data?.charge_status).toBe('Charging');
    s = reducer(reducer(s, chargeRequested({ action: 'stop' })), chargeFailed(failure));
    expect(s.command).toEqual({ status: 'failed', action: 'stop', error: failure.message });
    expect(s.data?.charge_status).toBe('Charging');
  });

  test('settings: the saved settings replace the status’s', () => {
    const before = reducer(reducer(initialState, statusRequested()), statusSucceeded(enabled()));
    const saved = { daily_min_miles: 60, charge_by_time: '06:30', mpg_conversion: 3.8, use_excess_solar: true, minimize_carbon: false };
    let s = reducer(before, settingsSaveRequested(saved));
    s = reducer(s, settingsSaveSucceeded(saved));
    expect(s.settings.status).toBe('succeeded');
    expect(s.data?.settings).toEqual(saved);
    s = reducer(reducer(s, settingsSaveRequested(saved)), settingsSaveFailed({ status: 400, message: 'bad' }));
    expect(s.settings).toEqual({ status: 'failed', error: 'bad' });
    expect(s.data?.settings).toEqual(saved);
  });

  test('feedback: the dialog closes on success, stays open on failure', () => {
    let s = reducer(initialState, feedbackOpened());
    s = reducer(s, feedbackRequested({ feedback: 'x' }));
    expect(reducer(s, feedbackClosed()).feedback.open).toBe(true);
    expect(reducer(s, feedbackSucceeded()).feedback).toEqual({ status: 'succeeded', error: null, open: false });
  });

  test('the fuel mix card lists only fuels at 1 % or more', () => {
    const s = reducer(reducer(initialState, statusRequested()), statusSucceeded(enabled()));
    expect(selectFuelMixRows({ evCharger: s })!.map((r) => r.fuel)).toEqual(['natural_gas', 'nuclear', 'coal', 'wind', 'hydro', 'other']);
    expect(selectFuelMixRows({ evCharger: { ...s, data: enabled({ fuel_mix: null }) } })).toBeNull();
  });
});
