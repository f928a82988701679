import {
  connectFailed, connectRequested, disableRequested, disableSucceeded, enableFailed, enableRequested, enableSucceeded, fetchFailed,
  fetchRequested, fetchSucceeded, initialState, integrationsReducer as reduce, oauthReturnFailed, oauthReturnRequested, oauthReturnSucceeded,
} from '../../../src/features/integrations/integrationsSlice';
import { integration, tplink } from './fixtures';

describe('integrations slice', () => {
  it('merges the list by id: unchanged items keep their object, a full list drops what it no longer holds', () => {
    const ecobee = integration();
    const plugs = tplink();
    let state = reduce(reduce(initialState, fetchRequested()), fetchSucceeded([ecobee, plugs]));
    expect(state.list).toMatchObject({ status: 'succeeded', ids: [1, 2] });
    const before = state.list.byId['1'];

    const found = tplink({ status_description: '2 plugs found', searching: false, plugs: [{ device_id: 'ssi-1', name: 'TV plug', model: 'HS110', found_at: '2026-11-22T08:07:00.000Z' }] });
    state = reduce(reduce(state, fetchRequested()), fetchSucceeded([{ ...ecobee }, found]));
    expect(state.list.byId['1']).toBe(before);
    expect(state.list.byId['2']).toEqual(found);

    state = reduce(reduce(state, fetchRequested()), fetchSucceeded([found]));
    expect(state.list.ids).toEqual([2]);
  });

  it('ignores answers that are not awaited', () => {
    expect(reduce(initialState, fetchSucceeded([integration()]))).toBe(initialState);
    expect(reduce(initialState, fetchFailed({ status: 500, message: 'x' }))).toBe(initialState);
    expect(reduce(initialState, enableSucceeded({ integration: 'tplink', item: tplink() }))).toBe(initialState);
    expect(reduce(initialState, oauthReturnSucceeded({ integration: 'ecobee', item: integration() }))).toBe(initialState);
  });

  it('is pending during a request, one at a time; a success merges by id, a failure keeps the message', () => {
    let state = reduce(initialState, enableRequested({ integration: 'tplink' }));
    expect(state.action).toEqual({ status: 'pending', kind: 'enable', integration: 'tplink', error: null });
    // A second change while one is pending is ignored.
    expect(reduce(state, connectRequested({ integration: 'ecobee' })).action).toEqual(state.action);
    state = reduce(state, enableSucceeded({ integration: 'tplink', item: tplink() }));
    expect(state.action.status).toBe('idle');
    expect(state.list.ids).toEqual([2]);

    state = reduce(state, disableRequested({ integration: 'tplink', id: 2 }));
    state = reduce(state, disableSucceeded({ integration: 'tplink', id: 2 }));
    expect(state.list.ids).toEqual([]);

    state = reduce(reduce(state, connectRequested({ integration: 'ecobee' })), connectFailed({ integration: 'ecobee', status: 403, message: 'No' }));
    expect(state.action).toEqual({ status: 'failed', kind: 'connect', integration: 'ecobee', error: 'No' });
    // Another integration's failure does not touch it.
    expect(reduce(reduce(initialState, enableRequested({ integration: 'ohmconnect' })), enableFailed({ integration: 'tplink', status: 400, message: 'x' })).action.status).toBe('pending');
  });

  it('the OAuth return: pending, then the integration merged, or the reason', () => {
    let state = reduce(initialState, oauthReturnRequested({ integration: 'ecobee', state: 's', code: 'c' }));
    expect(state.oauthReturn).toEqual({ status: 'pending', integration: 'ecobee', error: null });
    state = reduce(state, oauthReturnSucceeded({ integration: 'ecobee', item: integration() }));
    expect(state.oauthReturn.status).toBe('succeeded');
    expect(state.list.byId['1']?.client_status).toBe('CONNECTED');
    const failed = reduce(reduce(initialState, oauthReturnRequested({ integration: 'nest', state: 's', error: 'access_denied' })), oauthReturnFailed({ integration: 'nest', status: 400, message: 'Nest did not allow the connection' }));
    expect(failed.oauthReturn).toEqual({ status: 'failed', integration: 'nest', error: 'Nest did not allow the connection' });
  });
});
