import type * as Wire from '../../../src/api/wire/devices';

/**
 * The device limits, as runtime values for the server (the server build compiles server/ only, so
 * it may import nothing but types from src/). Typed as the wire constants' literal types, so the
 * two cannot drift: changing one without the other fails the type check.
 */
export const STANDBY_MIN_W: typeof Wire.STANDBY_MIN_W = 3;
export const STANDBY_DEFAULT_W: typeof Wire.STANDBY_DEFAULT_W = 8;
export const STANDBY_MAX_W: typeof Wire.STANDBY_MAX_W = 500;
export const DEVICE_NAME_MAX: typeof Wire.DEVICE_NAME_MAX = 64;
export const DEVICE_TEXT_MAX: typeof Wire.DEVICE_TEXT_MAX = 64;
export const DEVICE_NOTES_MAX: typeof Wire.DEVICE_NOTES_MAX = 2000;
export const ALWAYS_ON_DEVICE_MIN_W: typeof Wire.ALWAYS_ON_DEVICE_MIN_W = 0.1;
export const ALWAYS_ON_DEVICE_MAX_W: typeof Wire.ALWAYS_ON_DEVICE_MAX_W = 2000;
export const ALWAYS_ON_DEVICES_MAX: typeof Wire.ALWAYS_ON_DEVICES_MAX = 50;
export const SPECIAL_DEVICE_IDS: readonly Wire.WireSpecialDeviceId[] = ['always_on', 'unknown', 'solar', 'battery', 'generator'];
