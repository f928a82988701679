import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { computeSignal, roundTenth } from '../../../src/features/realtime/signalState';

const update = (extra: Partial<WireRealtimeUpdate>) => ({ w: 0, channels: [], voltage: [], hz: 60, ...extra }) as unknown as WireRealtimeUpdate;

describe('realtime signal state', () => {
  it('takes the mains from the first 2 channels', () => {
    const s = computeSignal(update({ channels: [2559.4, 3099.9, -1172.2, -1171.9] }), null);
    expect(s.mains).toEqual([2559.4, 3099.9]);
  });

  it('shows the aux solar channel negated', () => {
    expect(computeSignal(update({ aux: { solar: [-3051.75, -3052.84] } }), null).solar).toEqual([3051.75, 3052.84]);
    expect(computeSignal(update({}), null).solar).toBeNull();
  });

  it('rounds voltage and frequency to 0.1', () => {
    const s = computeSignal(update({ voltage: [121.23905944824219, 121.71208190917969], hz: 59.98676681518555 }), null);
    expect(s.voltage).toEqual([121.2, 121.7]);
    expect(s.frequency).toBe(60);
    expect(roundTenth(119.95)).toBe(120);
    expect(roundTenth(59.94)).toBe(59.9);
  });

  it('returns the previous object when the rounded values did not change', () => {
    const a = computeSignal(update({ channels: [1, 2], voltage: [120.01, 120.02], hz: 60.01 }), null);
    expect(computeSignal(update({ channels: [1, 2], voltage: [120.02, 119.98], hz: 59.99 }), a)).toBe(a);
    const b = computeSignal(update({ channels: [1, 3], voltage: [120.02, 119.98], hz: 59.99 }), a);
    expect(b).not.toBe(a);
    expect(b.voltage).toBe(a.voltage);
  });
});
