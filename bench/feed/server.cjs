// Child process of bench/feed/run.cjs: a bare Fastify + @fastify/websocket + registerRealtime on
// fake deps, listening on 127.0.0.1. Any token 'bench-<n>' is user n, who owns monitor n.
// Reports its port and, on request, its CPU time over IPC.
const { EventEmitter } = require('node:events');
const { monitorEventLoopDelay } = require('node:perf_hooks');
const path = require('node:path');
const Fastify = require('fastify');
const websocket = require('@fastify/websocket');

const dist = path.resolve(__dirname, '../../server/dist/realtime/index.js');
const { registerRealtime } = require(dist);

function profileOf(id) {
  return {
    id,
    seed: 1000 + id,
    serialNumber: `N3270${String(id).padStart(5, '0')}`,
    timeZone: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'][id % 4],
    latitude: 30 + (id % 15),
    longitude: -120 + (id % 40),
    solar: id % 3 !== 0,
    battery: id % 2 === 0,
    relays: id % 5 === 0,
    costCentsPerKwh: 13.2,
  };
}

async function main() {
  const deps = {
    authenticate: (token) => {
      const m = /^bench-(\d+)$/.exec(token);
      return m ? { userId: Number(m[1]), accountId: Number(m[1]), roles: 'user', sessionId: `s${m[1]}` } : null;
    },
    monitorForUser: (userId, monitorId) => (userId === monitorId ? profileOf(monitorId) : null),
    versions: () => ({ userVersion: 1, settingsVersion: 1 }),
    events: new EventEmitter(),
    now: () => Date.now(),
  };
  const app = Fastify({ logger: false });
  await app.register(websocket);
  const feed = registerRealtime(app, deps);
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  process.send({ type: 'ready', port: app.server.address().port });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let last = process.cpuUsage();
  let lastAt = process.hrtime.bigint();
  process.on('message', (msg) => {
    if (msg && msg.type === 'cpu') {
      const now = process.hrtime.bigint();
      const cpu = process.cpuUsage(last);
      const wallUs = Number(now - lastAt) / 1000;
      last = process.cpuUsage();
      lastAt = now;
      const loopMaxMs = loop.max / 1e6;
      loop.reset();
      process.send({ type: 'cpu', pct: ((cpu.user + cpu.system) / wallUs) * 100, rssMb: process.memoryUsage().rss / 1e6, loopMaxMs });
    } else if (msg && msg.type === 'stop') {
      feed.close();
      app.close().finally(() => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
