import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { setAllNearForTests } from '../../../src/common/useNearViewport';
import NowScreen from '../../../src/features/now/NowScreen';
import {
  helloReceived, realtimeReducer, reconnectScheduled, socketClosed, socketRequested, updateReceived,
} from '../../../src/features/realtime/realtimeSlice';
import en from '../../../translations/en.json';

/** Render counts of a few cards (module wrappers that call the real component). */
const mockRenders: Record<string, number> = {};
jest.mock('../../../src/features/now/components/UsageHero', () => {
  const actual = jest.requireActual('../../../src/features/now/components/UsageHero');
  return { __esModule: true, default: (p: object) => { mockRenders.UsageHero = (mockRenders.UsageHero ?? 0) + 1; return actual.default(p); } };
});
jest.mock('../../../src/features/now/components/SolarCard', () => {
  const actual = jest.requireActual('../../../src/features/now/components/SolarCard');
  return { __esModule: true, default: (p: object) => { mockRenders.SolarCard = (mockRenders.SolarCard ?? 0) + 1; return actual.default(p); } };
});

const session = { accessToken: 't', monitors: [{ id: 1, serial_number: 'K100' }], monitorTimeZone: 'America/New_York', user: null, settings: null };
const T = Date.parse('2026-11-22T20:00:00.000Z');

const dev = (id: string, name: string, icon: string, w: number, attrs: string[] = []) => ({ id, name, icon, tags: {}, attrs, w });
/** Solar 3 kW, battery charging 500 W at 64 %, home 1,234 W, exporting 1,266 W. */
const update = (extra: Partial<WireRealtimeUpdate> = {}) =>
  ({
    w: 1234.4, d_w: 1234, grid_w: -1266, c: 31, hz: 60.02, voltage: [121.23, 120.71], channels: [600, 634.4],
    solar_w: 3000.2, d_solar_w: 3000, solar_pct: 100, aux: { solar: [-1500, -1500.2] },
    battery_w: -500, battery_pct: 64, charge_state: 'Charging', battery_time_to_empty: null,
    gen_state: 'On', gen_last_state_time: '2026-11-22T19:30:00.000Z', grid_status: 'Connected', backup_power: false,
    devices: [dev('always_on', 'Always On', 'alwayson', 312), dev('d1', 'Fridge', 'fridge', 140), dev('d2', 'Kettle', 'kettle', 1500), dev('d3', 'TV', 'tv', 4, ['Idle'])],
    ...extra,
  }) as WireRealtimeUpdate;

function setup(path = '/now', monitor: Record<string, unknown> = {}) {
  const withMonitor = { ...session, monitors: [{ ...session.monitors[0], ...monitor }] };
  const store = configureStore({ reducer: { realtime: realtimeReducer, session: (s: typeof withMonitor = withMonitor) => s } });
  const wrap = (ui: ReactNode) => (
    <Provider store={store}>
      <IntlProvider locale="en" messages={en}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </IntlProvider>
    </Provider>
  );
  render(wrap(<NowScreen />));
  return store;
}
const live = (store: ReturnType<typeof setup>, u = update()) =>
  act(() => {
    store.dispatch(socketRequested({ attempt: 0 }));
    store.dispatch(helloReceived({ online: true }));
    store.dispatch(updateReceived({ update: u, receivedAt: T }));
  });

beforeAll(() => {
  // Figures jump straight to their value (no tween) so the text can be read at once.
  window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} })) as never;
});

describe('NowScreen', () => {
  it('shows skeletons and Connecting… while pending', () => {
    const store = setup();
    act(() => { store.dispatch(socketRequested({ attempt: 0 })); });
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
    expect(screen.getByRole('region', { name: 'Using now' })).toHaveAttribute('aria-busy', 'true');
  });

  it('holds the place of the cards the monitor will bring (solar, battery, self-powered) until the first frame fills them', () => {
    const store = setup('/now', { solar_configured: true, energy_sources: ['solar', 'battery'] });
    act(() => { store.dispatch(socketRequested({ attempt: 0 })); });
    for (const name of ['Solar production', 'Battery', 'Self-powered']) {
      expect(screen.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
    live(store);
    expect(screen.getByRole('region', { name: 'Solar production' })).toHaveTextContent('3,000W');
    expect(screen.getByRole('region', { name: 'Solar production' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('region', { name: 'Battery' })).not.toHaveAttribute('aria-busy');
  });

  it('holds the power-flow diagram and the voltage strip in place until the first frame draws them', () => {
    const store = setup('/now', { solar_configured: true, energy_sources: ['solar', 'battery'] });
    act(() => { store.dispatch(socketRequested({ attempt: 0 })); });
    expect(screen.getByRole('region', { name: 'Power flow' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('power-flow-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Power quality' })).toHaveAttribute('aria-busy', 'true');
    live(store);
    expect(screen.getByRole('region', { name: 'Power flow' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('power-flow-placeholder')).toBeNull();
    expect(screen.getByRole('region', { name: 'Power quality' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('signal-placeholder')).toBeNull();
  });

  it('reserves no solar or battery card on a home without them', () => {
    const store = setup('/now', { solar_configured: false, solar_connected: false, energy_sources: [] });
    act(() => { store.dispatch(socketRequested({ attempt: 0 })); });
    expect(screen.queryByRole('region', { name: 'Solar production' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Battery' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Self-powered' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Power flow' })).toBeNull();
  });

  it('shows the live figures on their cards', () => {
    const store = setup();
    live(store);
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    expect(screen.getByRole('region', { name: 'Using now' })).toHaveTextContent('1,234W');
    expect(screen.getByRole('region', { name: 'Solar production' })).toHaveTextContent('3,000W');
    const grid = screen.getByRole('region', { name: 'Grid' });
    expect(grid).toHaveTextContent('1,266W');
    expect(grid).toHaveTextContent('Exporting to grid');
    const battery = screen.getByRole('region', { name: 'Battery' });
    expect(within(battery).getByRole('img', { name: 'Battery charge 64%' })).toBeInTheDocument();
    expect(battery).toHaveTextContent('Charging · 500 W');
    expect(screen.getByRole('region', { name: 'Self-powered' })).toHaveTextContent('100%');
    expect(screen.getByRole('region', { name: 'Cost now' })).toHaveTextContent('31¢ per hour');
    expect(screen.getByRole('region', { name: 'Generator' })).toHaveTextContent('Onsince 2:30 PM');
    expect(screen.getByRole('region', { name: 'Always on' })).toHaveTextContent('312W');
    expect(screen.getByRole('region', { name: 'Power quality' })).toHaveTextContent('121.2 V');
    expect(screen.getByRole('region', { name: 'Recent activity' })).toHaveTextContent('Nothing new yet');
  });

  it('shows importing, discharging with time to empty, and dollars per hour', () => {
    const store = setup();
    live(store, update({ w: 2400, grid_w: 1700, solar_w: 0, battery_w: 700, charge_state: 'Discharging', battery_time_to_empty: 200, c: 126 }));
    expect(screen.getByRole('region', { name: 'Grid' })).toHaveTextContent('Importing from grid');
    expect(screen.getByRole('region', { name: 'Battery' })).toHaveTextContent('Discharging · 700 W');
    expect(screen.getByRole('region', { name: 'Battery' })).toHaveTextContent('3 hr 20 min until empty');
    expect(screen.getByRole('region', { name: 'Self-powered' })).toHaveTextContent('29%');
    expect(screen.getByRole('region', { name: 'Cost now' })).toHaveTextContent('$1.26 per hour');
  });

  it('cost now is what comes from the grid: a credit while exporting', () => {
    const store = setup();
    live(store, update({ c: -21 }));
    const cost = screen.getByRole('region', { name: 'Cost now' });
    expect(cost).toHaveTextContent('21¢ credit per hour');
    expect(cost).toHaveTextContent('Earned for what you send to the grid');
    live(store, update({ c: 0, grid_w: 0 }));
    expect(screen.getByRole('region', { name: 'Cost now' })).toHaveTextContent('0¢ per hour');
  });

  it('Show costs off (show_cost false, cost -1): no Cost now card from the first render, no money on the screen; the other cards stay', () => {
    const store = setup('/now', { attributes: { show_cost: false, cost: -1 } });
    act(() => { store.dispatch(socketRequested({ attempt: 0 })); });
    // Not even a skeleton while connecting: nothing takes its place later (no layout shift).
    expect(screen.queryByRole('region', { name: 'Cost now' })).not.toBeInTheDocument();
    live(store);
    expect(screen.queryByRole('region', { name: 'Cost now' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('cost-now')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[$¢]|per hour/);
    expect(screen.getByRole('region', { name: 'Using now' })).toHaveTextContent('1,234W');
    expect(screen.getByRole('region', { name: 'Grid' })).toHaveTextContent('1,266W');
  });

  it('always on shows the 48-hour estimate (ao_w), the figure of the always-on page, not the live watts', () => {
    const store = setup();
    live(store, update({ devices: [{ ...dev('always_on', 'Always On', 'alwayson', 188), ao_w: 192.1 }] }));
    const card = screen.getByRole('region', { name: 'Always on' });
    expect(card).toHaveTextContent('192W');
    expect(card).toHaveTextContent('Estimated from the past 48 hours');
  });

  it('shows the generator card only for a home with a generator', () => {
    const store = setup('/now', { aux_port: 'solar' });
    live(store, update({ gen_state: 'Off' }));
    expect(screen.queryByRole('region', { name: 'Generator' })).toBeNull();
  });

  it('shows the generator card for a generator home', () => {
    const store = setup('/now', { aux_port: 'generator' });
    // Its last weekly run ended days ago: the date is given with the time.
    live(store, update({ gen_state: 'Off', gen_last_state_time: '2020-11-18T19:35:00.000Z' }));
    expect(screen.getByRole('region', { name: 'Generator' })).toHaveTextContent('Offsince Wed, Nov 18, 2:35 PM');
  });

  it('has no generator card when the feed sends no generator state', () => {
    const store = setup();
    live(store, update({ gen_state: undefined, gen_last_state_time: undefined }));
    expect(screen.queryByRole('region', { name: 'Generator' })).toBeNull();
  });

  it('the cards and the power-flow diagram show the same whole watts of one frame', () => {
    const store = setup('/solar');
    // Raw watts round differently than the frame's whole watts (d_w, d_solar_w, d_battery_w).
    live(store, update({ w: 1234.6, d_w: 1234, solar_w: 2999.5, d_solar_w: 3000, battery_w: -499.5, d_battery_w: -500, grid_w: -1266 }));
    const diagram = screen.getByRole('img', { name: /Power flow/ });
    const figures = [...diagram.querySelectorAll('tspan')].map((t) => t.textContent);
    expect(figures).toEqual(expect.arrayContaining(['1,234 W', '3,000 W', '1,266 W']));
    expect(screen.getByRole('region', { name: 'Using now' })).toHaveTextContent('1,234W');
    expect(screen.getByRole('region', { name: 'Solar production' })).toHaveTextContent('3,000W');
    expect(screen.getByRole('region', { name: 'Grid' })).toHaveTextContent('1,266W');
    expect(screen.getByRole('region', { name: 'Battery' })).toHaveTextContent('Charging · 500 W');
    // The paths out of solar add up to the solar figure: home 1,234 + grid 1,266 + battery 500 = 3,000.
    const paths = [...(diagram.parentElement as HTMLElement).querySelectorAll('[data-flow]')].map((el) => el.getAttribute('data-flow'));
    expect(paths.sort()).toEqual(['solarToBattery', 'solarToGrid', 'solarToHome']);
    expect(diagram).toHaveAccessibleName(/Solar to Home: 1,234 W; Solar to Grid: 1,266 W; Solar to Battery: 500 W/);
  });

  it('holds the power-flow diagram\'s place until its card comes near the view, then draws the latest frame', () => {
    setAllNearForTests(false);
    const store = setup();
    live(store, update({ solar_w: 2999.5, d_solar_w: 3000, battery_w: -499.5, d_battery_w: -500, grid_w: -1266 }));
    const card = screen.getByRole('region', { name: 'Power flow' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByTestId('power-flow-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Power flow/ })).toBeNull();
    // The first Tab reveals it (as scrolling near it would).
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(card).not.toHaveAttribute('aria-busy');
    expect(within(card).getByRole('img', { name: /Solar to Grid: 1,266 W/ })).toBeInTheDocument();
  });

  it('holds the bubbles\' places with grey cells until their card comes near the view', () => {
    // jsdom reports nothing in view (its IntersectionObserver never calls back).
    setAllNearForTests(false);
    const store = setup();
    live(store);
    const bubbles = screen.getByRole('region', { name: 'Devices on now' });
    expect(bubbles).toHaveAttribute('aria-busy', 'true');
    expect(within(bubbles).queryAllByRole('link')).toHaveLength(0);
    // One cell per device that is on, in the list's grid: the card has its final height already.
    expect(bubbles.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Using now' })).toHaveTextContent('1,234W');
  });

  it('draws a bubble per device that is on, linking to the device', async () => {
    const store = setup();
    live(store);
    const bubbles = screen.getByRole('region', { name: 'Devices on now' });
    // The bubbles are a chunk of their own: they appear once it has loaded, and the card is busy until then.
    const links = await within(bubbles).findAllByRole('link');
    expect(bubbles).not.toHaveAttribute('aria-busy');
    // The name is the visible text: it starts with the device name.
    expect(links).toHaveLength(4);
    ['Always On 312 W', 'Fridge 140 W', 'Kettle 1,500 W', 'TV 4 W · Idle'].forEach((name, i) => expect(links[i]).toHaveAccessibleName(name));
    expect(within(bubbles).getByRole('link', { name: 'Kettle 1,500 W' })).toHaveAttribute('href', '/devices/d2');
    live(store, update({ devices: [dev('d1', 'Fridge', 'fridge', 150)] }));
    expect(within(bubbles).getAllByRole('link')).toHaveLength(1);
  });

  it("says 'No Data Available' when nothing is on", () => {
    const store = setup();
    live(store, update({ devices: [] }));
    expect(screen.getByRole('region', { name: 'Devices on now' })).toHaveTextContent('No Data Available');
  });

  it('re-renders only the cards whose figures changed', () => {
    const store = setup();
    live(store);
    const before = { ...mockRenders };
    live(store, update({ solar_w: 3100, d_solar_w: 3100, w: 1234.2 }));
    expect(mockRenders.SolarCard).toBe((before.SolarCard ?? 0) + 1);
    expect(mockRenders.UsageHero).toBe(before.UsageHero);
  });

  it("fills the screen with 'Could not connect to {product}' and a retry when it never connected", async () => {
    const store = setup();
    const dispatched = jest.spyOn(store, 'dispatch');
    act(() => {
      store.dispatch(socketRequested({ attempt: 0 }));
      store.dispatch(socketClosed({ code: 1006, reason: '' }));
      store.dispatch(reconnectScheduled({ attempt: 1, delayMs: 1500 }));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not connect to Kilowatch');
    expect(alert).toHaveTextContent('Trying again in 2 seconds (attempt 1 of 25)');
    // In a user's words; the close code only in the details line, never the jargon
    expect(alert).toHaveTextContent('The connection was interrupted.');
    expect(alert).not.toHaveTextContent(/Abnormal closure|Unknown reason/);
    const details = alert.querySelector('details');
    expect(details).toHaveTextContent('Details');
    expect(details).toHaveTextContent('Close code 1006');
    expect(screen.queryByRole('region', { name: 'Using now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(dispatched).toHaveBeenCalledWith({ type: 'realtime/connectRequested' });
  });

  it.each([
    [0, false, 'The connection was interrupted.', 'Close code 0'],
    [1012, false, 'Kilowatch closed the connection, perhaps to restart.', 'Close code 1012'],
    [1011, false, 'Kilowatch ran into a problem on its side.', 'Close code 1011'],
    [1008, false, 'Kilowatch could not accept this connection.', 'Close code 1008'],
    [1015, false, 'A secure connection could not be set up.', 'Close code 1015'],
    [1006, true, 'Kilowatch did not answer in time.', 'No answer within 1.5 seconds (close code 1006)'],
  ])('explains close code %s (timed out: %s) in a user\'s words', (code, timedOut, words, detail) => {
    const store = setup();
    act(() => {
      store.dispatch(socketRequested({ attempt: 0 }));
      store.dispatch(socketClosed({ code, reason: '', timedOut }));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(alert.querySelector('details')).toHaveTextContent(detail);
    expect(alert).not.toHaveTextContent(/Unknown reason|Close code \d+:/);
  });

  it("keeps the last figures under 'Lost connection to {product}' while reconnecting", () => {
    const store = setup();
    live(store);
    act(() => {
      store.dispatch(socketClosed({ code: 1001, reason: '' }));
      store.dispatch(socketRequested({ attempt: 1 }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Lost connection to Kilowatch');
    expect(screen.getByRole('alert')).toHaveTextContent('Reconnecting… (attempt 1 of 25)');
    expect(screen.getByRole('region', { name: 'Using now' })).toHaveTextContent('1,234W');
  });

  it("shows 'Monitor Offline' and 'System Offline' when the feed says so", () => {
    const store = setup();
    live(store);
    act(() => { store.dispatch(helloReceived({ online: false })); });
    expect(screen.getByRole('alert')).toHaveTextContent('Monitor Offline');
    act(() => {
      store.dispatch(helloReceived({ online: true }));
      store.dispatch(updateReceived({ update: update({ monitor_online: false }), receivedAt: T }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('System OfflineYour system is offline.');
  });

  it('leads with the power-flow diagram at /solar and /sources', () => {
    const store = setup('/sources');
    live(store);
    const flow = screen.getByRole('region', { name: 'Power flow' });
    const usage = screen.getByRole('region', { name: 'Using now' });
    expect(flow.compareDocumentPosition(usage) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
