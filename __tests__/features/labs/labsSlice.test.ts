import {
  fetchFailed, fetchRequested, fetchSucceeded, initialState, labsReducer, supportFailed, supportRequested, supportSucceeded, voltageDayFailed,
  voltageDayRequested, voltageDaySucceeded,
} from '../../../src/features/labs/labsSlice';
import type { LabsState } from '../../../src/features/labs/types';
import { labsContent, voltageDay } from './labsFixtures';

const run = (state: LabsState, ...actions: { type: string }[]) => actions.reduce((s, a) => labsReducer(s, a), state);
const loaded = () => run(initialState, fetchRequested(), fetchSucceeded(labsContent()));

describe('labs slice', () => {
  it('loads the content; a late answer after a failure is ignored', () => {
    const s = loaded();
    expect(s.content.status).toBe('succeeded');
    expect(s.content.data?.monitor_id).toBe(42);
    const failed = run(initialState, fetchRequested(), fetchFailed({ status: 500, message: 'Something broke' }));
    expect(failed.content).toEqual({ status: 'failed', data: null, error: 'Something broke' });
    expect(run(failed, fetchSucceeded(labsContent())).content.status).toBe('failed');
  });

  it('pages the voltage days within 0 … days − 1 (spec §4)', () => {
    let s = run(loaded(), voltageDayRequested({ index: 0 }));
    expect(s.voltage.index).toBe(0);
    expect(s.voltage.days[0]?.status).toBe('loading');
    s = run(s, voltageDayRequested({ index: 31 }));
    expect(s.voltage.index).toBe(29);
    s = run(s, voltageDayRequested({ index: -3 }));
    expect(s.voltage.index).toBe(0);
    // Before the content is known there is one day: today.
    expect(run(initialState, voltageDayRequested({ index: 5 })).voltage.index).toBe(0);
  });

  it('keeps a loaded day, and a failed one can be asked for again', () => {
    let s = run(loaded(), voltageDayRequested({ index: 1 }), voltageDaySucceeded({ index: 1, day: voltageDay(1) }));
    expect(s.voltage.days[1]?.status).toBe('succeeded');
    s = run(s, voltageDayRequested({ index: 1 }));
    expect(s.voltage.days[1]?.status).toBe('succeeded');
    s = run(s, voltageDayRequested({ index: 2 }), voltageDayFailed({ index: 2, status: 'error', message: 'offline' }));
    expect(s.voltage.days[2]).toEqual({ status: 'failed', data: null, error: 'offline' });
    expect(run(s, voltageDayRequested({ index: 2 })).voltage.days[2]?.status).toBe('loading');
    // An answer for a day nobody is loading changes nothing.
    expect(run(s, voltageDaySucceeded({ index: 7, day: voltageDay(7) })).voltage.days[7]).toBeUndefined();
  });

  it('forgets the loaded days when new figures arrive', () => {
    const s = run(loaded(), voltageDayRequested({ index: 1 }), voltageDaySucceeded({ index: 1, day: voltageDay(1) }));
    const same = run(s, fetchRequested(), fetchSucceeded(labsContent()));
    expect(same.voltage.days[1]?.status).toBe('succeeded');
    const newer = run(s, fetchRequested(), fetchSucceeded({ ...labsContent(), updated: '2026-11-23T15:10:00.000Z' }));
    expect(newer.voltage.days).toEqual({});
    expect(newer.voltage.index).toBe(1);
  });

  it('a support request is sent once; a failure offers it again', () => {
    let s = run(initialState, supportRequested({ labsId: 'motor-stalls', text: 'x' }));
    expect(s.support['motor-stalls']).toBe('pending');
    s = run(s, supportSucceeded({ labsId: 'motor-stalls' }), supportRequested({ labsId: 'motor-stalls', text: 'x' }));
    expect(s.support['motor-stalls']).toBe('sent');
    const failed = run(initialState, supportRequested({ labsId: 'floating-neutral', text: 'x' }), supportFailed({ labsId: 'floating-neutral', status: 500, message: 'no' }));
    expect(failed.support['floating-neutral']).toBe('failed');
    expect(run(failed, supportSucceeded({ labsId: 'floating-neutral' })).support['floating-neutral']).toBe('failed');
  });
});
