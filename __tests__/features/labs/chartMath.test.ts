import { binIndexOf, daySummary, hourlyRows, lastSampleIndex, shareBelow, stepIndex, voltageDomain } from '../../../src/features/labs/charts/chartMath';
import { voltageDay } from './labsFixtures';

describe('voltage chart maths', () => {
  const day = voltageDay(0, 630);

  it('summarises each leg over the samples so far', () => {
    const s = daySummary(day)!;
    expect(s.l1.min).toBe(105);
    expect(s.l1.max).toBeCloseTo(120.6, 10);
    expect(s.l2).toEqual({ min: 119.5, max: 119.5, avg: 119.5 });
    expect(daySummary({ l1: [null], l2: [null] })).toBeNull();
  });

  it('keeps the dip and spike limits in view', () => {
    expect(voltageDomain(day, 108, 132)).toEqual([102, 135]);
    expect(voltageDomain({ l1: [null], l2: [null] }, 108, 132)).toEqual([105, 135]);
  });

  it('tables the day by hour, only hours with data', () => {
    const rows = hourlyRows(day);
    expect(rows).toHaveLength(11); // 10 whole hours and the 30 minutes of the 11th
    expect(rows[10]!.index).toBe(600);
    expect(rows[10]!.l1.min).toBe(105);
    expect(lastSampleIndex(day)).toBe(629);
  });

  it('steps with the keyboard, within the samples', () => {
    expect(stepIndex(null, 'ArrowRight', 629)).toBe(629);
    expect(stepIndex(10, 'ArrowLeft', 629)).toBe(9);
    expect(stepIndex(0, 'ArrowLeft', 629)).toBe(0);
    expect(stepIndex(600, 'PageUp', 629)).toBe(629);
    expect(stepIndex(600, 'PageDown', 629)).toBe(540);
    expect(stepIndex(300, 'Home', 629)).toBe(0);
    expect(stepIndex(300, 'End', 629)).toBe(629);
    expect(stepIndex(300, 'Enter', 629)).toBeNull();
    expect(stepIndex(null, 'ArrowLeft', -1)).toBeNull();
  });
});

describe('histogram maths', () => {
  const bins = [{ from: 0, to: 1, count: 10 }, { from: 1, to: 2, count: 50 }, { from: 2, to: 3, count: 40 }];
  it('finds the bin of a value', () => {
    expect([0, 0.99, 1, 2.5, 3, 9].map((v) => binIndexOf(v, bins))).toEqual([0, 0, 1, 2, 2, 2]);
  });
  it('tells the share of homes below a value', () => {
    expect(shareBelow(1, bins)).toBeCloseTo(0.1, 10);
    expect(shareBelow(1.5, bins)).toBeCloseTo(0.35, 10);
    expect(shareBelow(5, bins)).toBe(1);
    expect(shareBelow(0, bins)).toBe(0);
  });
});
