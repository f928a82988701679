import type { StateWithLiveDevices } from '../../../src/features/devices/types';
import { selectLiveState, selectLiveWatts } from '../../../src/features/devices/devicesSelectors';
import { initialState, realtimeReducer } from '../../../src/features/realtime/realtimeSlice';
import type { RealtimeState } from '../../../src/features/realtime/types';

/**
 * The devices screens read state.realtime through a structural view (features may not import
 * each other). This fails to type-check if the realtime slice's state stops satisfying it.
 */
const asView = (realtime: RealtimeState): StateWithLiveDevices => ({ realtime });

describe('the live devices contract', () => {
  it('is satisfied by the realtime slice state', () => {
    const view = asView(realtimeReducer(initialState, { type: 'test/noop' }));
    expect(selectLiveWatts(view, 'f1')).toBe(0);
    expect(selectLiveState(view, 'f1')).toBe('Off');
  });

  it('the realtime slice marks a device detail as loaded on devices/detailSucceeded', () => {
    const next = realtimeReducer(initialState, { type: 'devices/detailSucceeded', payload: { device: { id: 'f1', last_state_time: '2026-11-22T07:00:00.000Z' } } });
    expect(next.detailLoaded.f1).toBe(true);
  });
});
