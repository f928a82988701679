import type * as Wire from '../../../src/api/wire/rateZones';

/**
 * The rate-zone limits as runtime values for the server (the server build compiles server/ only,
 * so it may import nothing but types from src/). Typed as the wire constants' literal types, so the
 * two cannot drift (__tests__/server/rates/rateZoneRules.test.ts compares them).
 */
export const RATE_ZONE_LIMITS: typeof Wire.RATE_ZONE_LIMITS = {
  nameMax: 64,
  costMin: 0.001,
  costMax: 999,
  costDecimals: 3,
  rangeMinDays: 7,
  rangeMaxDays: 365,
  maxZones: 50,
  endOfDay: '23:59:59.999',
};

export const RATE_ZONE_TIME_PATTERN: typeof Wire.RATE_ZONE_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,3}))?)?$/;

export const WEEKDAYS: typeof Wire.WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
