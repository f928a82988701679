import os from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export const MISDIRECTED = 'This server does not answer to that host name';

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK = ['localhost', '127.0.0.1', '::1'];

/** A host name as compared: lower case, no brackets around IPv6, no trailing dot. */
export const normaliseHostname = (name: string): string => name.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');

/** The host name of a Host header (`name`, `name:port`, `[v6]`, `[v6]:port`), or null if malformed. */
export function hostnameOf(header: string): string | null {
  const h = header.trim();
  const m = /^\[([0-9a-fA-F:.]+)\](?::\d{1,5})?$/.exec(h) ?? /^([^:[\]/\s@]+)(?::\d{1,5})?$/.exec(h);
  if (!m?.[1]) return null;
  const name = normaliseHostname(m[1]);
  return name === '' ? null : name;
}

export interface HostPolicy {
  /** The listening address (HOST); a wildcard (0.0.0.0, ::) also allows this machine's own names and addresses. */
  host: string;
  /** PUBLIC_ORIGIN, whose host name is allowed. */
  publicOrigin: string | null;
  /** KILOWATCH_ALLOWED_HOSTS: more names (LAN names, a reverse proxy's). */
  allowedHosts: readonly string[];
}

const machineNames = (): string[] => [
  os.hostname(),
  ...Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address)),
];

/**
 * Decides whether a Host header names this server. Only allowed names get answers, which closes
 * DNS rebinding (a hostile page whose name now resolves to this machine).
 */
export function hostAllowList(policy: HostPolicy): (hostname: string) => boolean {
  const fixed = new Set([...LOOPBACK, ...policy.allowedHosts].map(normaliseHostname));
  const wildcard = WILDCARDS.has(policy.host.trim());
  if (!wildcard) fixed.add(normaliseHostname(policy.host));
  if (policy.publicOrigin) {
    try {
      fixed.add(normaliseHostname(new URL(policy.publicOrigin).hostname));
    } catch {
      // A malformed PUBLIC_ORIGIN adds nothing.
    }
  }
  fixed.delete('');
  // The machine's addresses can change while the server runs (DHCP, Wi-Fi), so they are read again on a miss.
  return (hostname) => fixed.has(hostname) || (wildcard && machineNames().some((n) => normaliseHostname(n) === hostname));
}

/** 421 Misdirected Request (JSON, like every error) for a Host this server does not answer to: REST, app and feed. */
export function registerHostCheck(app: FastifyInstance, policy: HostPolicy): void {
  const allowed = hostAllowList(policy);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.host ?? request.headers[':authority'];
    // A request without any Host (HTTP/1.0) cannot be a rebinding browser's.
    if (header === undefined || header === '') return;
    const hostname = typeof header === 'string' ? hostnameOf(header) : null;
    if (hostname === null || !allowed(hostname)) {
      request.log.warn('refused a request for a host name this server does not answer to');
      throw new HttpError(421, MISDIRECTED, { title: 'Misdirected Request' });
    }
  });
  // A feed upgrade answered with plain HTTP (this 421, a 404) owns a socket no HTTP parser reads
  // any more: close it once the answer is out, or it lingers and holds up the server's close.
  app.addHook('onResponse', async (request: FastifyRequest) => {
    if (request.raw.headers.upgrade === undefined) return;
    const socket = request.raw.socket as { destroySoon?: () => void } | null;
    socket?.destroySoon?.();
  });
}

/**
 * The origin named in links (mail) and URLs (environments, bridge server): PUBLIC_ORIGIN, else
 * this server's own configured address and port. Never anything a request says.
 */
export function configuredOrigin({ publicOrigin, host, port, https }: { publicOrigin: string | null; host: string; port: number; https: boolean }): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  const name = WILDCARDS.has(host.trim()) ? '127.0.0.1' : normaliseHostname(host);
  return `${https ? 'https' : 'http'}://${name.includes(':') ? `[${name}]` : name}:${port}`;
}
