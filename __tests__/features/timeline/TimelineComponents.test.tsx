import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { notificationsReducer } from '../../../src/common/notifications/notificationsSlice';
import DeviceTimeline from '../../../src/features/timeline/DeviceTimeline';
import NowTimeline from '../../../src/features/timeline/NowTimeline';
import {
  deviceFetchSucceeded, dismissSucceeded, initialState, nowFetchSucceeded, nowMoreRequested, peakFetchSucceeded, timelineReducer,
} from '../../../src/features/timeline/timelineSlice';
import type { TimelineState } from '../../../src/features/timeline/types';
import common from '../../../translations/en.json';
import timelineEn from '../../../translations/en.json';
import { at, event, news, NOW, peakNotice, response } from './fixtures';

function Location() {
  const l = useLocation();
  return <div data-testid="location">{`${l.pathname}${l.search}`}</div>;
}

function setup(ui: React.ReactElement, timeline: Partial<TimelineState> = {}) {
  const seen: string[] = [];
  const store = configureStore({
    reducer: combineReducers({
      timeline: timelineReducer,
      notifications: notificationsReducer,
      session: (s = { monitorTimeZone: 'America/New_York', userId: 7, monitors: [{ id: 42 }] }) => s,
      seen: (s: null = null, a: { type: string }) => { seen.push(a.type); return s; },
    }),
    preloadedState: { timeline: { ...initialState, ...timeline } } as never,
  });
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={{ ...common, ...timelineEn }}>
        <MemoryRouter initialEntries={['/now']}>
          {ui}
          <Routes>
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { store, seen };
}

const group = event(30, {
  type: 'DeviceWasOn', count: 2, body: 'Fridge turned on 2 times',
  children: [
    { time: at(20), type: 'DeviceOn', body: 'Fridge turned on', device_state: 'DeviceOn' },
    { time: at(25), type: 'DeviceOff', body: 'Fridge turned off', device_state: 'DeviceOff' },
    { time: at(30), type: 'DeviceOn', body: 'Fridge turned on', device_state: 'DeviceOn' },
  ],
});
const install = event(40, { type: 'InstallCheck', title: 'Installation check', body: 'Learning.', progress: 45, device_id: null, device_name: null, icon: 'monitor' });
const yesterday = event(60 * 20, { device_name: 'Dryer', device_id: 'dryer1', type: 'DeviceOff' });

function loadNow(store: ReturnType<typeof setup>['store'], more = true) {
  act(() => {
    store.dispatch(nowFetchSucceeded({ response: response([event(1), group, install, yesterday], [news(5), peakNotice(8)], more), receivedAt: NOW }));
  });
}

describe('NowTimeline', () => {
  it('shows News with close controls, then the first 3 events under day headers', () => {
    const { store } = setup(<NowTimeline />, { now: { ...initialState.now, status: 'loading' } });
    loadNow(store);
    const newsSection = screen.getByRole('region', { name: 'News' });
    expect(within(newsSection).getByText('Welcome to Kilowatch')).toBeInTheDocument();
    expect(within(newsSection).getByRole('button', { name: 'Dismiss “Welcome to Kilowatch”' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sunday, November 22' })).toBeInTheDocument();
    expect(screen.getAllByTestId('timeline-event').length + screen.getAllByTestId('timeline-install').length).toBe(3);
    expect(screen.queryByText('Dryer turned off')).not.toBeInTheDocument();
  });

  it('http actions open in a new tab; install checks show a progress bar', () => {
    const { store } = setup(<NowTimeline />);
    loadNow(store);
    const link = screen.getByRole('link', { name: /Read the guide/ });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const bar = screen.getByRole('progressbar', { name: 'Installation check progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('45% complete')).toBeInTheDocument();
  });

  it('a group of more than one expands into its sub-events', async () => {
    const { store } = setup(<NowTimeline />);
    loadNow(store);
    expect(screen.getByRole('link', { name: 'Fridge turned on 2 times' })).toHaveAttribute('href', '/devices/fridge1');
    const toggle = screen.getByRole('button', { name: 'Show 3 events' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide events' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Turned off')).toBeVisible();
  });

  it('the close control asks to dismiss', async () => {
    const { store, seen } = setup(<NowTimeline />);
    loadNow(store);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss “Welcome to Kilowatch”' }));
    expect(seen).toContain('timeline/dismissRequested');
    expect(store.getState().timeline.dismissing).toEqual([at(5)]);
    act(() => {
      store.dispatch(dismissSucceeded({ time: at(5) }));
    });
    // The item left 'News' for the list, and focus stayed in the timeline.
    expect(within(screen.getByRole('region', { name: 'News' })).queryByText('Welcome to Kilowatch')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'News' })).toHaveFocus();
  });

  it('"See all activity" opens the whole list full screen, which loads older items at its foot', async () => {
    const { store, seen } = setup(<NowTimeline />);
    loadNow(store);
    await userEvent.click(screen.getByRole('button', { name: 'See all activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activity' });
    expect(within(dialog).getByText('Dryer turned off')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Saturday, November 21' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load older activity' }));
    expect(seen.filter((t) => t === nowMoreRequested.type)).toHaveLength(1);
    expect(within(dialog).getByText('Loading older activity…')).toBeInTheDocument();
  });

  it('a peak notice opens the peak modal; "View in power meter" goes to the 15-minute window', async () => {
    const { store, seen } = setup(<NowTimeline />);
    loadNow(store);
    await userEvent.click(screen.getByRole('button', { name: 'See what was on' }));
    expect(seen).toContain('timeline/peakFetchRequested');
    const dialog = await screen.findByRole('dialog', { name: 'You hit a new peak' });
    expect(within(dialog).getByText('Loading this peak…')).toBeInTheDocument();
    act(() => {
      store.dispatch(peakFetchSucceeded({
        peakId: '42-20261121T2342Z',
        peak: {
          peak_id: '42-20261121T2342Z', peak_max: 9340, peak_time: '2026-11-21T23:42:00.000Z', last_peak_max: 8120, last_alert_time: '2026-11-03T22:10:00.000Z',
          devices: [{ id: 'ev', name: 'EV', icon: 'car', peak_wattage: 7200 }, { id: 'fridge1', name: 'Fridge', icon: 'fridge', peak_wattage: 140 }],
        },
      }));
    });
    expect(within(dialog).getByText('Saturday, November 21 at 6:42 PM')).toBeInTheDocument();
    expect(within(dialog).getByTestId('peak-watts')).toHaveTextContent('9,340');
    expect(within(dialog).getByText('Previous peak: 8,120 W on Tuesday, November 3')).toBeInTheDocument();
    const devices = within(dialog).getAllByRole('listitem');
    expect(devices.map((li) => li.textContent)).toEqual(['EV7,200 W', 'Fridge140 W']);
    expect(within(dialog).getByRole('link', { name: /Learn more/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'View in power meter' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/meter?start=2026-11-21T23%3A34%3A30.000Z&end=2026-11-21T23%3A49%3A30.000Z');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('designed states: loading, failed with a retry, empty', async () => {
    const { seen } = setup(<NowTimeline />, { now: { ...initialState.now, status: 'failed', error: 'x' } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(seen).toContain('timeline/nowFetchRequested');
  });
});

describe('DeviceTimeline', () => {
  it('fetches on mount; items link to the device day view at their time; a relay to /panel', () => {
    const { store, seen } = setup(<DeviceTimeline deviceId="fridge1" preview={{ limit: 3 }} />);
    expect(seen).toContain('timeline/deviceFetchRequested');
    act(() => {
      store.dispatch(deviceFetchSucceeded({ deviceId: 'fridge1', response: { items: [event(1)], more_items: false, user_id: 7 } }));
    });
    expect(screen.getByRole('link', { name: 'Fridge turned on' })).toHaveAttribute('href', `/devices/fridge1?scale=DAY&start=${encodeURIComponent(at(1))}`);
    expect(screen.queryByRole('button', { name: 'See all activity' })).not.toBeInTheDocument();
  });

  it('relay timelines link to the panel page', () => {
    const { store } = setup(<DeviceTimeline deviceId="relay-1" relay />);
    act(() => {
      store.dispatch({ type: 'timeline/relayFetchSucceeded', payload: { deviceId: 'relay-1', response: { items: [event(2, { type: 'RelayOn', device_id: 'relay-1', device_name: 'Heater' })], more_items: false, user_id: 7 } } });
    });
    expect(screen.getByRole('link', { name: 'Heater turned on' })).toHaveAttribute('href', `/panel/relay-1?scale=DAY&start=${encodeURIComponent(at(2))}`);
    expect(screen.getByText('That’s everything so far.')).toBeInTheDocument();
  });
});
