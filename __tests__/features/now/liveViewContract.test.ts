import type { LiveView } from '../../../src/features/now/types';
import { initialState, realtimeReducer } from '../../../src/features/realtime/realtimeSlice';
import type { RealtimeState } from '../../../src/features/realtime/types';

/**
 * The Now screen reads state.realtime through a structural view (features may not import each
 * other). This file fails to type-check if the realtime slice's state stops satisfying it.
 */
const asView = (state: RealtimeState): LiveView => state;

describe('the live view contract', () => {
  it('is satisfied by the realtime slice state', () => {
    const view = asView(realtimeReducer(initialState, { type: 'test/noop' }));
    expect(view.status).toBe('idle');
    expect(view.activeDeviceIds).toEqual([]);
  });
});
