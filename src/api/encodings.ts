import { loadWithRetry } from '../common/chunkLoader';
import type { Encoding, QueryValue, ResponseType } from './types';

interface Msgpack {
  encode(value: unknown): Uint8Array;
  decode(data: Uint8Array): unknown;
}

/** msgpack-lite is loaded only when a msgpack call is made (under the chunk rule), so it never weighs on the first page. */
export async function loadMsgpack(): Promise<Msgpack> {
  const mod = (await loadWithRetry(() => import(/* webpackChunkName: "msgpack" */ 'msgpack-lite'))) as unknown as Msgpack & { default?: Msgpack };
  return mod.default ?? mod;
}

export const CONTENT_TYPES: Record<Encoding, string> = {
  form: 'application/x-www-form-urlencoded;charset=UTF-8',
  json: 'application/json',
  msgpack: 'application/x-msgpack',
  csv: 'text/csv',
};

const ACCEPT: Record<ResponseType, string> = {
  json: 'application/json',
  msgpack: 'application/x-msgpack',
  text: 'text/csv, text/plain;q=0.9',
};

export function defaultResponseType(encoding: Encoding): ResponseType {
  if (encoding === 'msgpack') return 'msgpack';
  if (encoding === 'csv') return 'text';
  return 'json';
}

export function acceptHeader(responseType: ResponseType): string {
  return ACCEPT[responseType];
}

function formValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Form encoding: one field per key; nested objects travel as JSON; null and undefined are left out. */
export function toFormBody(body: unknown): string {
  const params = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) params.append(key, formValue(value));
    }
  }
  return params.toString();
}

/** CSV encoding: a string passes through; rows (arrays of cells) are joined with quoting where needed. */
export function toCsvBody(body: unknown): string {
  if (typeof body === 'string') return body;
  if (!Array.isArray(body)) return '';
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return body.map((row: unknown) => (Array.isArray(row) ? row.map(cell).join(',') : cell(row))).join('\r\n');
}

export async function encodeBody(encoding: Encoding, body: unknown): Promise<BodyInit> {
  switch (encoding) {
    case 'json':
      return JSON.stringify(body ?? {});
    case 'msgpack': {
      const msgpack = await loadMsgpack();
      const bytes = msgpack.encode(body ?? {});
      return new Blob([bytes as BlobPart], { type: CONTENT_TYPES.msgpack });
    }
    case 'csv':
      return toCsvBody(body);
    default:
      return toFormBody(body);
  }
}

/** Reads a successful answer. Empty JSON answers read as null. */
export async function decodeBody(responseType: ResponseType, response: Response): Promise<unknown> {
  if (responseType === 'msgpack') {
    const buffer = await response.arrayBuffer();
    if (buffer.byteLength === 0) return null;
    const msgpack = await loadMsgpack();
    return msgpack.decode(new Uint8Array(buffer));
  }
  const text = await response.text();
  if (responseType === 'text') return text;
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Reads a failed answer's body whatever it is; undefined when it is not JSON. */
export async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function buildQuery(query: Record<string, QueryValue> | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  for (const [key, value] of Object.entries(extra)) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
