import { anyBody, anyQuery, idParam } from '../routes/schemas';

/**
 * JSON schemas of the device routes. Generous length caps here (so absurd bodies are refused
 * early); the precise limits and their texts are checked in rules.ts.
 */
const deviceId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

export const deviceParams = {
  type: 'object',
  required: ['monitorId', 'deviceId'],
  properties: { monitorId: idParam, deviceId },
} as const;

export const listQuery = {
  type: 'object',
  properties: { include_merged: { type: 'boolean', default: false } },
} as const;

export const detailQuery = {
  type: 'object',
  properties: { scale: text(16), start: text(64) },
} as const;

/** GET …/devices/battery: `detail=true` adds the battery's device detail (as GET …/devices/{id}), with scale and start. */
export const batteryQuery = {
  type: 'object',
  properties: { ...detailQuery.properties, detail: { type: 'boolean', default: false } },
} as const;

export const updateBody = {
  type: 'object',
  properties: {
    name: text(1000),
    icon: text(200),
    type: text(200),
    location: text(1000),
    make: text(1000),
    model: text(1000),
    notes: text(20_000),
    standby_threshold_w: { type: 'number' },
    tags: { type: 'object', maxProperties: 20, additionalProperties: text(16) },
  },
} as const;

export const mergeBody = {
  type: 'object',
  required: ['devices'],
  properties: { devices: text(4000), name: text(1000), icon: text(200) },
} as const;

export const supersedeBody = {
  type: 'object',
  required: ['type'],
  properties: {
    devices: { type: 'string', maxLength: 4000, default: '' },
    other_superseded: { type: 'boolean', default: false },
    type: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

export { anyBody, anyQuery };
