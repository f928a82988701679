import type { WebSocket } from 'ws';
import type { FeedDeps, MonitorProfile, Principal } from '../contracts';
import type { WireFeedMessage } from '../../../src/api/wire/realtime';
import { DEFAULT_LOCALE, type Language, type Locale } from '../i18n';
import type { UserDeviceState } from '../contracts';
import { prepareDay, sampleAt } from '../sim';
import { localizeUpdate, realtimeUpdate } from './frames';
import { Ticker } from './ticker';

/** ws readyState OPEN (avoid importing ws at runtime just for the constant). */
const OPEN = 1;
/** A client this far behind skips frames instead of growing the server's memory. */
const MAX_BUFFERED_BYTES = 1 << 20;

export interface FeedClient {
  socket: WebSocket;
  principal: Principal;
  monitorId: number;
  /** Last time (deps.now) the client sent anything, or answered a ping. */
  lastSeen: number;
  /** Frames skipped because the client could not keep up. */
  dropped: number;
  /** The language the connection asked for (ui_language): its texts and system device names. */
  locale: Locale;
}

/** A tick's frame, serialised once per language its monitor's clients read. */
interface Frame {
  tickMs: number;
  bytes: Map<Language, Buffer>;
}

interface MonitorGroup {
  profile: MonitorProfile;
  user: UserDeviceState | null;
  clients: Set<FeedClient>;
  /** The serialised frame of the next tick, computed ahead (the simulator is pure, so it can be). */
  next: Frame | null;
  /** The frame the last tick sent (a client that joins gets it at once). */
  last: Frame | null;
}

export interface HubOptions {
  /** The user's device names, deletions and merges for a monitor (from SQLite); optional. */
  deviceOverrides?(monitorId: number): UserDeviceState | null;
}

export function send(socket: WebSocket, message: WireFeedMessage): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
}

/**
 * Every open feed, grouped by monitor. One shared ticker computes each active monitor's frame
 * once per tick, serialises it once, and writes the same bytes to every client of that monitor.
 * Frames are computed one tick ahead, right after a tick's writes: since the simulator is a pure
 * function of time, the frame for t + 500 ms is already known, and at t only the writes remain on
 * the critical path. The ticker runs only while at least one client is connected. A frame is
 * serialised once per language among the monitor's clients (system device names differ).
 */
export class Hub {
  private readonly groups = new Map<number, MonitorGroup>();
  private readonly ticker: Ticker;
  private warmCursor = 0;

  constructor(
    private readonly deps: FeedDeps,
    private readonly options: HubOptions = {},
  ) {
    // deps.now itself: the ticker reads the clock's rate from it.
    this.ticker = new Ticker(deps.now, (t) => this.tick(t));
  }

  get size(): number {
    let n = 0;
    for (const g of this.groups.values()) n += g.clients.size;
    return n;
  }

  add(socket: WebSocket, principal: Principal, profile: MonitorProfile, locale: Locale = DEFAULT_LOCALE): FeedClient {
    let g = this.groups.get(profile.id);
    if (!g) {
      g = { profile, user: this.loadUserState(profile.id), clients: new Set(), next: null, last: null };
      this.groups.set(profile.id, g);
    }
    const client: FeedClient = { socket, principal, monitorId: profile.id, lastSeen: this.deps.now(), dropped: 0, locale };
    g.clients.add(client);
    this.ticker.start();
    return client;
  }

  /**
   * A client that just joined gets the latest tick's frame at once (the one its monitor's other
   * clients got last), rather than a blank screen for up to half a second until the next tick.
   * The next tick is a period later, as for every client, so frame times never repeat.
   */
  sendLatest(client: FeedClient): void {
    const g = this.groups.get(client.monitorId);
    if (!g || client.socket.readyState !== OPEN) return;
    const tickMs = this.ticker.latestMs();
    // The bytes the last tick sent, when they are that frame's in this client's language (so many
    // clients joining at once, say after a restart, cost one frame, not one each).
    const sent = g.last && g.last.tickMs === tickMs ? g.last.bytes.get(client.locale.language) : undefined;
    try {
      const bytes = sent ?? this.frame(g, tickMs, client.locale).bytes.get(client.locale.language)!;
      client.socket.send(bytes, { binary: false });
    } catch (err) {
      console.error('realtime: frame failed', err);
    }
  }

  remove(client: FeedClient): void {
    const g = this.groups.get(client.monitorId);
    if (!g) return;
    g.clients.delete(client);
    if (g.clients.size === 0) this.groups.delete(client.monitorId);
    if (this.groups.size === 0) this.ticker.stop();
  }

  /** Monitors with at least one open feed. */
  monitorIds(): number[] {
    return [...this.groups.keys()];
  }

  profileOf(client: FeedClient): MonitorProfile | undefined {
    return this.groups.get(client.monitorId)?.profile;
  }

  /** A monitor's profile changed (e.g. the cost setting): later frames use the new one. */
  updateProfile(profile: MonitorProfile): void {
    const g = this.groups.get(profile.id);
    if (g) {
      g.profile = profile;
      g.next = null;
      g.last = null;
    }
  }

  /** Re-reads the user's device overrides of a monitor (after names or merges changed). */
  reloadUserState(monitorId: number): void {
    const g = this.groups.get(monitorId);
    if (g) {
      g.user = this.loadUserState(monitorId);
      g.next = null;
      g.last = null;
    }
  }

  clients(filter: (c: FeedClient) => boolean = () => true): FeedClient[] {
    const out: FeedClient[] = [];
    for (const g of this.groups.values()) for (const c of g.clients) if (filter(c)) out.push(c);
    return out;
  }

  stop(): void {
    this.ticker.stop();
  }

  private loadUserState(monitorId: number): UserDeviceState | null {
    try {
      return this.options.deviceOverrides?.(monitorId) ?? null;
    } catch (err) {
      console.error('realtime: device overrides failed', err);
      return null;
    }
  }

  /** A tick's frame, serialised once for each language among the monitor's clients (or only in `only`'s). */
  private frame(g: MonitorGroup, tickMs: number, only?: Locale): Frame {
    const payload = realtimeUpdate(g.profile, sampleAt(g.profile, tickMs), { tickMs, user: g.user });
    const bytes = new Map<Language, Buffer>();
    const serialise = (locale: Locale) => {
      if (bytes.has(locale.language)) return;
      const localized = localizeUpdate(payload, locale, g.user);
      bytes.set(locale.language, Buffer.from(JSON.stringify({ type: 'realtime_update', payload: localized })));
    };
    if (only) serialise(only);
    else for (const c of g.clients) serialise(c.locale);
    return { tickMs, bytes };
  }

  /** The frame of a tick with every client's language in it (a client may have joined since it was prepared). */
  private frameFor(g: MonitorGroup, tickMs: number): Frame {
    const ready = g.next && g.next.tickMs === tickMs ? g.next : null;
    if (!ready) return this.frame(g, tickMs);
    for (const c of g.clients) if (!ready.bytes.has(c.locale.language)) return this.frame(g, tickMs);
    return ready;
  }

  private tick(tickMs: number): void {
    // Store first, then publish: every monitor's sample of the tick in one transaction; a monitor whose
    // sample was not stored (its source is stopped) sends nothing this tick.
    let stored: Set<number> | null = null;
    try {
      stored = this.deps.recordTick ? this.deps.recordTick([...this.groups.values()].map((g) => g.profile), tickMs) : null;
    } catch (err) {
      console.error('realtime: storing the tick failed', err);
      stored = new Set();
    }
    for (const g of this.groups.values()) {
      let frame: Frame;
      try {
        frame = this.frameFor(g, tickMs);
      } catch (err) {
        console.error('realtime: frame failed', err);
        continue;
      }
      g.next = null;
      if (stored && !stored.has(g.profile.id)) continue;
      g.last = frame;
      for (const c of g.clients) {
        const s = c.socket;
        if (s.readyState !== OPEN) continue;
        if (s.bufferedAmount > MAX_BUFFERED_BYTES) {
          c.dropped++;
          continue;
        }
        const bytes = frame.bytes.get(c.locale.language);
        if (bytes) s.send(bytes, { binary: false });
      }
    }
    setImmediate(() => this.prepare(tickMs + this.ticker.clockPeriodMs));
  }

  /**
   * Off the critical path: next tick's frames, in slices of ~10 ms so that the event loop keeps
   * serving sockets in between, then one monitor's tables ten minutes ahead. Whatever is not
   * ready when the tick comes is computed then.
   */
  private prepare(nextMs: number): void {
    const pending = [...this.groups.values()];
    let i = 0;
    const slice = () => {
      if (!this.ticker.running) return;
      const until = performance.now() + 10;
      while (i < pending.length && performance.now() < until) {
        const g = pending[i++]!;
        if (!this.groups.has(g.profile.id) || (g.next && g.next.tickMs === nextMs)) continue;
        try {
          g.next = this.frame(g, nextMs);
        } catch (err) {
          console.error('realtime: frame failed', err);
        }
      }
      if (i < pending.length) setImmediate(slice);
      else this.warmNext(nextMs);
    };
    slice();
  }

  /** After the frames are out, prepares one monitor's tables for ten minutes ahead (round robin),
   * so crossing local midnight never stalls a tick for every monitor at once. */
  private warmNext(tickMs: number): void {
    if (this.groups.size === 0) return;
    const groups = [...this.groups.values()];
    const g = groups[this.warmCursor++ % groups.length]!;
    prepareDay(g.profile, tickMs + 600_000);
  }
}
