import type { FastifyRequest } from 'fastify';
import type { FeedDeps, Principal } from '../contracts';

/** The access token: `?access_token=` first, else `Authorization: bearer|Bearer <token>` (wire §2.1, §6.1). */
export function tokenOf(req: FastifyRequest): string | null {
  const q = req.query as Record<string, unknown> | undefined;
  const fromQuery = q?.access_token;
  if (typeof fromQuery === 'string' && fromQuery.length > 0) return fromQuery;
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const m = /^bearer\s+(\S+)\s*$/i.exec(header);
    if (m) return m[1] as string;
  }
  return null;
}

/** deps.authenticate, with a missing token or a failing verifier both meaning "not authorised". */
export async function principalOf(deps: FeedDeps, req: FastifyRequest): Promise<Principal | null> {
  const token = tokenOf(req);
  if (!token) return null;
  try {
    return await deps.authenticate(token);
  } catch {
    return null;
  }
}

/** A positive integer monitor id from a path segment, else null. */
export function monitorIdOf(raw: unknown): number | null {
  const s = String(raw ?? '');
  if (!/^\d{1,15}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 ? n : null;
}
