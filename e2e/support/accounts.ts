import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RunningServer } from './server';

const run = promisify(execFile);
const cli = path.resolve(__dirname, '..', '..', 'server', 'dist', 'cli', 'main.js');

/** Runs a server CLI command (server/src/cli) on the server's data folder and clock; resolves with what it printed. */
export async function serverCli(server: RunningServer, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [cli, ...args], {
    env: { ...process.env, KILOWATCH_DATA: server.dataDir, KILOWATCH_NOW: new Date(server.now()).toISOString() },
  });
  return stdout;
}

let counter = 0;

/**
 * A fresh account of its own (`npm run add-user`), so a journey that changes a password, an address or
 * two-factor leaves the demo accounts as the other journeys expect them.
 */
export async function addUser(server: RunningServer, name: string, extra: string[] = []): Promise<{ email: string; password: string }> {
  counter += 1;
  const email = `${name}-${process.pid}-${counter}@example.com`;
  const password = 'Journey-pass-1';
  await serverCli(server, ['add-user', email, password, ...extra]);
  return { email, password };
}

/**
 * The newest link to `page` (verify_email, reset_password) in the mail to `email`, as a path of the
 * app: the outbox is where the server puts the mail it would send (`npm run outbox`).
 */
export async function mailedLink(server: RunningServer, email: string, page: 'verify_email' | 'reset_password'): Promise<string> {
  const out = await serverCli(server, ['outbox', email]);
  const match = new RegExp(`https?://[^\\s/]+(/${page}\\?token=\\S+)`).exec(out);
  if (!match?.[1]) throw new Error(`no ${page} link in the mail to ${email}:\n${out}`);
  return match[1];
}

/** The outbox as printed, for one address. */
export const outboxOf = (server: RunningServer, email: string) => serverCli(server, ['outbox', email]);
