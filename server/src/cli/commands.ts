import { createAccount } from '../accounts';
import { passwordProblem } from '../auth/passwordRules';
import { clockFor, displayOrigin, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createRepos } from '../db/repos';
import { seedDemoData } from '../seed';
import { createAdminToken } from './adminToken';
import { measuredCsv } from './measured';
import { tlsCertInstructions, tlsNames, writeTlsCertificate } from './tlsCert';

export const USAGE = `Usage:
  admin-token <email>      print a one-time support sign-in URL for that user (valid 15 minutes)
  add-user <email> <password> [--serial S] [--time-zone TZ] [--solar] [--battery] [--multitenant tenant|admin]
                           create a user with one monitor (--multitenant: a multi-tenant user or admin)
  outbox [email]           print the newest mails (password reset, email verification), newest first
  measured <monitor-id> [--from ISO] [--to ISO] [--channel KEY]
                           print the measured store's minute rollups of a monitor as CSV (default: the last hour;
                           every channel), gaps as empty cells
  tls-cert [--force] [name ...]
                           write a self-signed certificate and key for those host names and IP addresses
                           (default: localhost 127.0.0.1) into the data folder, and say how to use and trust it
Environment: KILOWATCH_DATA (default ./data), PORT, HOST, PUBLIC_ORIGIN (for the printed URL),
  KILOWATCH_NOW and KILOWATCH_CLOCK_RATE (the clock, as the server's).`;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

function parseFlags(args: string[]): { positional: string[]; flags: Record<string, string | true> } {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split('=', 2);
    if (name === 'solar' || name === 'battery') flags[name] = true;
    else if (inline !== undefined) flags[name] = inline;
    else if (args[i + 1] !== undefined) flags[name] = args[(i += 1)] ?? '';
    else throw new Error(`--${name} needs a value`);
  }
  return { positional, flags };
}

/** `tls-cert [--force] [name ...]`: needs no database. */
async function tlsCert(args: string[], dataDir: string, port: number, io: Io): Promise<number> {
  try {
    const force = args.includes('--force');
    const unknown = args.find((a) => a.startsWith('--') && a !== '--force');
    if (unknown) throw new Error(`Unknown option ${unknown}`);
    const files = await writeTlsCertificate(dataDir, tlsNames(args.filter((a) => a !== '--force')), { force });
    io.out(tlsCertInstructions(files, port));
    return 0;
  } catch (err) {
    io.err(err instanceof Error ? err.message : String(err));
    return 1;
  }
}

/** Runs one CLI command against the data folder; returns the process exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env, io: Io = { out: console.log, err: console.error }): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h') {
    io.out(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig(env);
  if (command === 'tls-cert') return tlsCert(rest, config.dataDir, config.port, io);
  // The same clock as the server's (KILOWATCH_NOW, KILOWATCH_CLOCK_RATE), so a pinned server accepts what this writes.
  const now = clockFor(config);
  const db = openDatabase(config.dataDir);
  try {
    const repos = createRepos(db);
    await seedDemoData(db, repos, now());
    const { positional, flags } = parseFlags(rest);
    if (command === 'admin-token') {
      const [email] = positional;
      if (!email || positional.length > 1) throw new Error('admin-token takes exactly one email');
      const token = createAdminToken(repos, email, now());
      io.out(`${displayOrigin(config)}/login?admin_token=${encodeURIComponent(token)}`);
      return 0;
    }
    if (command === 'add-user') {
      const [email, password] = positional;
      if (!email || !password || positional.length > 2) throw new Error('add-user takes an email and a password');
      const unknown = Object.keys(flags).filter((f) => !['serial', 'time-zone', 'solar', 'battery', 'multitenant'].includes(f));
      if (unknown.length) throw new Error(`Unknown option --${unknown[0]}`);
      const multitenant = flags.multitenant;
      if (multitenant !== undefined && multitenant !== 'tenant' && multitenant !== 'admin') throw new Error('--multitenant is tenant or admin');
      const problem = passwordProblem(password);
      if (problem) throw new Error(problem);
      const created = await createAccount(db, repos, {
        email,
        password,
        serial: typeof flags.serial === 'string' ? flags.serial : undefined,
        timeZone: typeof flags['time-zone'] === 'string' ? flags['time-zone'] : undefined,
        solar: flags.solar === true,
        battery: flags.battery === true,
        multitenant,
        now: now(),
      });
      io.out(`Created user ${created.userId} (account ${created.accountId}) with monitor ${created.monitorId} (serial ${created.serial}) in ${config.dataDir}`);
      return 0;
    }
    if (command === 'measured') {
      const [id] = positional;
      if (!id || positional.length > 1 || !/^\d+$/.test(id)) throw new Error('measured takes one monitor id');
      const unknown = Object.keys(flags).filter((f) => !['from', 'to', 'channel'].includes(f));
      if (unknown.length) throw new Error(`Unknown option --${unknown[0]}`);
      const toMs = typeof flags.to === 'string' ? Date.parse(flags.to) : now();
      const fromMs = typeof flags.from === 'string' ? Date.parse(flags.from) : toMs - 3_600_000;
      if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || toMs <= fromMs) throw new Error('--from and --to must be ISO instants, --from before --to');
      io.out(measuredCsv(db, Number(id), fromMs, toMs, typeof flags.channel === 'string' ? flags.channel : null));
      return 0;
    }
    if (command === 'outbox') {
      const [to] = positional;
      if (positional.length > 1) throw new Error('outbox takes at most one email');
      const mails = repos.outbox.latest(5, to);
      if (!mails.length) io.out(to ? `No mail to ${to}.` : 'The outbox is empty.');
      for (const mail of mails) {
        io.out(`#${mail.id} ${new Date(mail.created_at).toISOString()} to ${mail.to_email}: ${mail.subject}\n\n${mail.body}\n`);
      }
      return 0;
    }
    io.err(`Unknown command: ${command}\n${USAGE}`);
    return 2;
  } catch (err) {
    io.err(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    db.close();
  }
}
