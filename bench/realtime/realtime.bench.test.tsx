/**
 * Realtime benchmark: the cost of one realtime_update with 50 devices (reducer + the Now screen's
 * selectors), and how many components re-render per message with the Now screen mounted.
 * Run: node bench/realtime/run.cjs. It prints figures; it asserts only that it ran.
 */
import { configureStore } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import os from 'node:os';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import NowScreen from '../../src/features/now/NowScreen';
import * as now from '../../src/features/now/nowSelectors';
import { helloReceived, initialState, realtimeReducer, socketRequested, updateReceived } from '../../src/features/realtime/realtimeSlice';
import type { RealtimeState } from '../../src/features/realtime/types';
import en from '../../translations/en.json';
import { makeUpdates } from './fixtures';
import { renderCounts } from './renderCounter';

/* Every component of the screen, counted (the wrapper calls the real component; memo stays memo). */
jest.mock('../../src/features/now/NowScreen', () => jest.requireActual('./renderCounter').countRenders('NowScreen', jest.requireActual('../../src/features/now/NowScreen')));
jest.mock('../../src/features/now/components/UsageHero', () => jest.requireActual('./renderCounter').countRenders('UsageHero', jest.requireActual('../../src/features/now/components/UsageHero')));
jest.mock('../../src/features/now/components/SolarCard', () => jest.requireActual('./renderCounter').countRenders('SolarCard', jest.requireActual('../../src/features/now/components/SolarCard')));
jest.mock('../../src/features/now/components/GridCard', () => jest.requireActual('./renderCounter').countRenders('GridCard', jest.requireActual('../../src/features/now/components/GridCard')));
jest.mock('../../src/features/now/components/BatteryCard', () => jest.requireActual('./renderCounter').countRenders('BatteryCard', jest.requireActual('../../src/features/now/components/BatteryCard')));
jest.mock('../../src/features/now/components/SelfPoweredCard', () => jest.requireActual('./renderCounter').countRenders('SelfPoweredCard', jest.requireActual('../../src/features/now/components/SelfPoweredCard')));
jest.mock('../../src/features/now/components/CostCard', () => jest.requireActual('./renderCounter').countRenders('CostCard', jest.requireActual('../../src/features/now/components/CostCard')));
jest.mock('../../src/features/now/components/GeneratorCard', () => jest.requireActual('./renderCounter').countRenders('GeneratorCard', jest.requireActual('../../src/features/now/components/GeneratorCard')));
jest.mock('../../src/features/now/components/AlwaysOnCard', () => jest.requireActual('./renderCounter').countRenders('AlwaysOnCard', jest.requireActual('../../src/features/now/components/AlwaysOnCard')));
jest.mock('../../src/features/now/components/PowerFlowDiagram', () => jest.requireActual('./renderCounter').countRenders('PowerFlowDiagram', jest.requireActual('../../src/features/now/components/PowerFlowDiagram')));
jest.mock('../../src/features/now/components/DeviceBubbles', () => jest.requireActual('./renderCounter').countRenders('DeviceBubbles', jest.requireActual('../../src/features/now/components/DeviceBubbles')));
jest.mock('../../src/features/now/components/DeviceBubble', () => jest.requireActual('./renderCounter').countRenders('DeviceBubble', jest.requireActual('../../src/features/now/components/DeviceBubble')));
jest.mock('../../src/features/now/components/SignalStrip', () => jest.requireActual('./renderCounter').countRenders('SignalStrip', jest.requireActual('../../src/features/now/components/SignalStrip')));
jest.mock('../../src/features/now/components/ConnectionNotice', () => jest.requireActual('./renderCounter').countRenders('ConnectionNotice', jest.requireActual('../../src/features/now/components/ConnectionNotice')));
jest.mock('../../src/features/now/components/LiveStatus', () => jest.requireActual('./renderCounter').countRenders('LiveStatus', jest.requireActual('../../src/features/now/components/LiveStatus')));
jest.mock('../../src/features/now/components/NowTimelineSlot', () => jest.requireActual('./renderCounter').countRenders('NowTimelineSlot', jest.requireActual('../../src/features/now/components/NowTimelineSlot')));
jest.mock('../../src/features/now/components/LiveNumber', () => jest.requireActual('./renderCounter').countRenders('LiveNumber', jest.requireActual('../../src/features/now/components/LiveNumber')));

const MESSAGES = 2000;
const WARMUP = 200;
const session = { accessToken: 't', monitors: [{ id: 1, serial_number: 'K1' }], monitorTimeZone: 'America/New_York', user: null, settings: null };
type BenchState = { realtime: RealtimeState; session: typeof session };

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const us = (ms: number) => (ms * 1000).toFixed(1);

/** What the mounted screen's useSelector calls compute on one dispatch. */
function runSelectors(state: BenchState): number {
  let sink = 0;
  const add = (v: unknown) => { sink += v === null || v === undefined ? 0 : 1; };
  add(now.selectFeedStatus(state)); add(now.selectHasData(state)); add(now.selectHasSolar(state)); add(now.selectHasBattery(state));
  add(now.selectUsageW(state)); add(now.selectSolarW(state)); add(now.selectGridW(state)); add(now.selectCostCentsPerHour(state));
  add(now.selectBatteryPct(state)); add(now.selectBatteryWatts(state)); add(now.selectChargeState(state)); add(now.selectTimeToEmpty(state));
  add(now.selectSelfPoweredPct(state)); add(now.selectGenState(state)); add(now.selectGenSince(state)); add(now.selectAlwaysOnW(state));
  add(now.selectVoltage(state, 0)); add(now.selectVoltage(state, 1)); add(now.selectFrequency(state)); add(now.selectFlows(state));
  add(now.selectConnectionView(state)); add(now.selectTopBannerKind(state));
  for (const id of now.selectActiveDeviceIds(state)) {
    add(now.selectDeviceName(state, id)); add(now.selectDeviceIcon(state, id)); add(now.selectDeviceW(state, id)); add(now.selectDeviceState(state, id));
  }
  return sink;
}

/** Per card, the values it selects: a card should re-render exactly when its key changes. */
const CARD_KEYS: Record<string, (s: BenchState) => unknown> = {
  UsageHero: now.selectUsageW,
  GridCard: now.selectGridW,
  SolarCard: now.selectSolarW,
  CostCard: (s) => `${now.selectHasData(s)}|${now.selectCostCentsPerHour(s)}`,
  SelfPoweredCard: now.selectSelfPoweredPct,
  BatteryCard: (s) => `${now.selectBatteryPct(s)}|${now.selectBatteryWatts(s)}|${now.selectChargeState(s)}|${now.selectTimeToEmpty(s)}`,
  PowerFlowDiagram: (s) => JSON.stringify(now.selectFlows(s)),
  SignalStrip: (s) => `${now.selectVoltage(s, 0)}|${now.selectVoltage(s, 1)}|${now.selectFrequency(s)}`,
  DeviceBubbles: (s) => now.selectActiveDeviceIds(s),
};
const bubbleKey = (s: BenchState, id: string) =>
  `${now.selectDeviceName(s, id)}|${now.selectDeviceIcon(s, id)}|${now.selectDeviceW(s, id)}|${now.selectDeviceState(s, id)}`;

beforeAll(() => {
  window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} })) as never;
});

it('realtime: reducer + selectors per message, and renders per message', async () => {
  const updates = makeUpdates(MESSAGES + WARMUP);
  const out: string[] = [];
  out.push(`machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} x${os.cpus().length}, node ${process.version}, ${os.platform()} ${os.arch()}`);

  // 1. Reducer + selectors, on plain state (what every dispatch costs before React).
  let rt = [socketRequested({ attempt: 0 }), helloReceived({ online: true })].reduce(realtimeReducer, initialState);
  const times: number[] = [];
  let sink = 0;
  updates.forEach((update, i) => {
    const t0 = performance.now();
    rt = realtimeReducer(rt, updateReceived({ update, receivedAt: 1_763_798_400_000 + i * 500 }));
    sink += runSelectors({ realtime: rt, session });
    const dt = performance.now() - t0;
    if (i >= WARMUP) times.push(dt);
  });

  // Not timed (a second pass): how often each card's selected values change.
  const changes = new Map<string, number>();
  let prev: BenchState = { realtime: [socketRequested({ attempt: 0 }), helloReceived({ online: true })].reduce(realtimeReducer, initialState), session };
  updates.forEach((update, i) => {
    const next: BenchState = { realtime: realtimeReducer(prev.realtime, updateReceived({ update, receivedAt: i * 500 })), session };
    if (i >= WARMUP) {
      for (const [name, key] of Object.entries(CARD_KEYS)) if (key(prev) !== key(next)) changes.set(name, (changes.get(name) ?? 0) + 1);
      const before = now.selectActiveDeviceIds(prev);
      const moved = now.selectActiveDeviceIds(next).filter((id) => before.includes(id) && bubbleKey(prev, id) !== bubbleKey(next, id));
      changes.set('DeviceBubble', (changes.get('DeviceBubble') ?? 0) + moved.length);
    }
    prev = next;
  });
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  out.push(`reducer + selectors (50 devices, ${MESSAGES} messages): mean ${us(mean)} µs, p50 ${us(quantile(sorted, 0.5))} µs, p95 ${us(quantile(sorted, 0.95))} µs, max ${us(sorted[sorted.length - 1]!)} µs per message`);

  // 2. The Now screen mounted on a store: renders per message.
  const store = configureStore({
    reducer: { realtime: realtimeReducer, session: (s: typeof session = session) => s },
    // The dev-only immutability/serializability checks are off, as in a production build.
    middleware: (m) => m({ thunk: false, immutableCheck: false, serializableCheck: false }),
  });
  const { container } = render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={en}>
        <MemoryRouter initialEntries={['/now']}>
          <NowScreen />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  act(() => {
    store.dispatch(socketRequested({ attempt: 0 }));
    store.dispatch(helloReceived({ online: true }));
    for (let i = 0; i < WARMUP; i += 1) store.dispatch(updateReceived({ update: updates[i]!, receivedAt: i * 500 }));
  });
  // The bubbles are a lazy chunk (they load when their card comes near the view; jsdom has no
  // IntersectionObserver, so at once): let it load and mount before counting, or the loop below,
  // synchronous, would measure a screen with grey placeholders where the bubbles are.
  await act(async () => {
    await import('../../src/features/now/components/DeviceBubbleList');
  });
  const bubblesOn = store.getState().realtime.activeDeviceIds.length;
  const bubblesDrawn = container.querySelectorAll('ul > li > a[href^="/devices/"]').length;
  renderCounts.clear();
  const t0 = performance.now();
  for (let i = WARMUP; i < WARMUP + MESSAGES; i += 1) {
    act(() => {
      store.dispatch(updateReceived({ update: updates[i]!, receivedAt: i * 500 }));
    });
  }
  const renderMs = (performance.now() - t0) / MESSAGES;
  const total = [...renderCounts.values()].reduce((s, n) => s + n, 0);
  const leaves = renderCounts.get('LiveNumber') ?? 0;
  out.push(`Now screen mounted (React development build, jsdom): ${us(renderMs)} µs per message including React`);
  out.push(`component renders per message: ${(total / MESSAGES).toFixed(2)} in all (${((total - leaves) / MESSAGES).toFixed(2)} cards/containers/bubbles + ${(leaves / MESSAGES).toFixed(2)} live figures), with ${bubblesDrawn} bubbles on screen (${bubblesOn} devices on when counting began)`);
  const rows = [...renderCounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => {
      const changed = changes.get(name);
      return `  ${name.padEnd(18)} ${(n / MESSAGES).toFixed(3)}${changed === undefined ? '' : `   (its values changed in ${(changed / MESSAGES).toFixed(3)})`}`;
    });
  out.push('renders per message by component (bubbles: new bubbles mount when a device turns on):', ...rows);
  out.push(`components never re-rendered: ${['NowScreen', 'UsageHero', 'SolarCard', 'GridCard', 'BatteryCard', 'SelfPoweredCard', 'CostCard', 'GeneratorCard', 'AlwaysOnCard', 'PowerFlowDiagram', 'DeviceBubbles', 'SignalStrip', 'ConnectionNotice', 'LiveStatus', 'NowTimelineSlot'].filter((n) => !renderCounts.get(n)).join(', ') || 'none'}`);
  console.log(out.join('\n'));

  expect(sink).toBeGreaterThan(0);
  expect(total).toBeGreaterThan(0);
  // The figures are of a screen with its bubbles drawn.
  expect(bubblesDrawn).toBe(bubblesOn);
  expect(bubblesOn).toBeGreaterThan(0);
});
