/** Reusable JSON-schema fragments. Query strings allow unknown keys (ignored); bodies too. */
export const idParam = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export const email = { type: 'string', minLength: 3, maxLength: 254, pattern: '^\\s*[^@\\s]+@[^@\\s]+\\s*$' } as const;
export const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
export const opaqueToken = { type: 'string', minLength: 1, maxLength: 512 } as const;
export const clientTime = { type: 'string', maxLength: 64 } as const;

/** For routes with no query parameters of their own (unknown ones are ignored). */
export const anyQuery = { type: 'object' } as const;
/** For routes whose body is ignored (empty, `{}`, or an empty form). */
export const anyBody = { type: 'object' } as const;

export const monitorParams = {
  type: 'object',
  required: ['monitorId'],
  properties: { monitorId: idParam },
} as const;

export const userParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: idParam },
} as const;

export const OK = { status: 'ok' } as const;
