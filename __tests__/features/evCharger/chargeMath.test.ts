import {
  carbonAxisMax, chargeTimeMinutes, hoursAndMinutes, isLabelSlot, kwAxisMax, lastCharge, nextSlot, SLOT_MS,
} from '../../../src/features/evCharger/charts/chargeMath';
import { slots } from './evFixtures';

const START = Date.parse('2026-11-24T01:15:00.000Z');
const at = (slot: number) => START + slot * SLOT_MS;

describe('charge time (spec §9: 15 minutes × slots above 0, in hours and minutes)', () => {
  test('counts slots above 0', () => {
    expect(chargeTimeMinutes(new Array(96).fill(0))).toBe(0);
    expect(chargeTimeMinutes(slots(6))).toBe(90);
    expect(chargeTimeMinutes(new Array(96).fill(7000))).toBe(1440);
    expect(chargeTimeMinutes([0, 150, 0, 7000, -5])).toBe(30);
  });

  test('splits into hours and minutes (24 hours stays 24 hours)', () => {
    expect(hoursAndMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(hoursAndMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(hoursAndMinutes(1440)).toEqual({ hours: 24, minutes: 0 });
  });
});

describe('the last charge (spec §4: a dash below 2 active slots, Charging when the latest slot is above 0)', () => {
  test('no charging: dashes', () => {
    expect(lastCharge(new Array(96).fill(0), START)).toEqual({ start: null, stop: null });
  });

  test('a finished session: its first slot’s start and its last slot’s end', () => {
    expect(lastCharge(slots(6, 20), START)).toEqual({ start: at(70), stop: at(76) });
  });

  test('one active slot: a start, and a dash for the stop', () => {
    expect(lastCharge(slots(1, 20), START)).toEqual({ start: at(75), stop: null });
  });

  test('the latest slot above 0: Charging, even with only one active slot', () => {
    expect(lastCharge(slots(1, 0), START)).toEqual({ start: at(95), stop: 'charging' });
    expect(lastCharge(slots(8, 0), START)).toEqual({ start: at(88), stop: 'charging' });
  });

  test('the last of several sessions counts; two one-slot sessions make two active slots', () => {
    const watts = new Array(96).fill(0);
    watts[10] = 7000;
    watts[11] = 7000;
    watts[50] = 3000;
    expect(lastCharge(watts, START)).toEqual({ start: at(50), stop: at(51) });
  });
});

describe('graph helpers', () => {
  test('axes round up past the highest value', () => {
    expect(kwAxisMax([0, 7400])).toBe(10);
    expect(kwAxisMax([0, 0])).toBe(2);
    expect(kwAxisMax([1500])).toBe(2);
    expect(carbonAxisMax([0.82, 0.91])).toBeCloseTo(1, 9);
    expect(carbonAxisMax(null)).toBeCloseTo(0.2, 9);
  });

  test('keys step through the slots and stop at the ends', () => {
    expect(nextSlot('ArrowLeft', null, 96)).toBe(95);
    expect(nextSlot('ArrowLeft', 0, 96)).toBe(0);
    expect(nextSlot('ArrowRight', 95, 96)).toBe(95);
    expect(nextSlot('ArrowRight', 10, 96)).toBe(11);
    expect(nextSlot('PageUp', 2, 96)).toBe(0);
    expect(nextSlot('PageDown', 10, 96)).toBe(14);
    expect(nextSlot('Home', 40, 96)).toBe(0);
    expect(nextSlot('End', 40, 96)).toBe(95);
    expect(nextSlot('a', 40, 96)).toBeNull();
  });

  test('time labels on whole hours', () => {
    expect(isLabelSlot(21, 0, 3)).toBe(true);
    expect(isLabelSlot(21, 15, 3)).toBe(false);
    expect(isLabelSlot(20, 0, 3)).toBe(false);
    expect(isLabelSlot(18, 0, 6)).toBe(true);
  });
});
