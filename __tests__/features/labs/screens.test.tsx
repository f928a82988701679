import { act, fireEvent, screen, within } from '@testing-library/react';
import AcComparisonScreen from '../../../src/features/labs/components/AcComparisonScreen';
import FloatingNeutralScreen from '../../../src/features/labs/components/FloatingNeutralScreen';
import LabsIndexScreen from '../../../src/features/labs/components/LabsIndexScreen';
import MotorStallsScreen from '../../../src/features/labs/components/MotorStallsScreen';
import PowerQualityScreen from '../../../src/features/labs/components/PowerQualityScreen';
import { MOBILE_MONITOR_VARIABLE } from '../../../src/features/labs/labsConfig';
import { voltageDayRequested } from '../../../src/features/labs/labsSlice';
import { fail, ok } from '../../support/fakeApi';
import { flush } from '../../support/renderApp';
import { labsContent } from './labsFixtures';
import { renderLabs } from './renderLabs';

const base = labsContent();
const f = base.fault_detection_json;

describe('Labs index', () => {
  const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

  it('lists fault detection with each rating, the smart-plug page and Automation for a monitor on both lists', async () => {
    await renderLabs(<LabsIndexScreen />, { monitorId: 100001 });
    expect(screen.getByRole('heading', { level: 1, name: 'Labs' })).toBeInTheDocument();
    const fault = screen.getByRole('region', { name: 'Fault detection (last 30 days)' });
    expect(within(fault).getByRole('link', { name: /Motor stalls.*Medium/ })).toHaveAttribute('href', '/labs/motor-stalls');
    expect(within(fault).getByRole('link', { name: /Power quality.*Low/ })).toHaveAttribute('href', '/labs/power-quality');
    expect(within(fault).getByRole('link', { name: /Floating neutral.*Low/ })).toHaveAttribute('href', '/labs/floating-neutral');
    expect(within(fault).getByRole('link', { name: /AC energy comparison.*Slightly inefficient/ })).toHaveAttribute('href', '/labs/ac-energy-comparison');
    expect(within(screen.getByRole('region', { name: 'Smart-plug integration' })).getByRole('link')).toHaveAttribute('href', '/labs/tapo');
    expect(within(screen.getByRole('region', { name: 'Automation' })).getByRole('link', { name: /EV charger/ })).toHaveAttribute('href', '/labs/ev-charger');
    // Router links on the web.
    expect(screen.getByTestId('labs-entry-motor-stalls')).toHaveAttribute('data-discover', 'true');
  });

  it('leaves out the AC comparison and Automation for a monitor on neither list', async () => {
    await renderLabs(<LabsIndexScreen />, { monitorId: 4242 });
    expect(links().map(([, href]) => href)).toEqual(['/labs/motor-stalls', '/labs/power-quality', '/labs/floating-neutral', '/labs/tapo']);
    expect(screen.queryByRole('region', { name: 'Automation' })).toBeNull();
  });

  it('in the mobile app: plain anchors, and the lists checked against the window variable’s monitor', async () => {
    (window as unknown as Record<string, unknown>)[MOBILE_MONITOR_VARIABLE] = 100003;
    try {
      await renderLabs(<LabsIndexScreen />, { monitorId: 4242, mobile: true });
      expect(screen.getByTestId('labs-entry-motor-stalls')).not.toHaveAttribute('data-discover');
      expect(screen.queryByTestId('labs-entry-ac-energy-comparison')).toBeNull(); // 100003 is not on the AC list
      expect(screen.getByTestId('labs-entry-ev-charger')).toHaveAttribute('href', '/labs/ev-charger'); // but is on Automation's
    } finally {
      delete (window as unknown as Record<string, unknown>)[MOBILE_MONITOR_VARIABLE];
    }
  });

  it('says "not available" on each fault entry when labs content cannot be loaded', async () => {
    await renderLabs(<LabsIndexScreen />, { monitorId: 100001, handler: () => fail(503, { error_reason: 'The server is busy; please retry shortly' }) });
    expect(within(screen.getByRole('region', { name: 'Fault detection (last 30 days)' })).getAllByText('Not available')).toHaveLength(4);
  });
});

describe('Motor stalls', () => {
  it('shows the rating in terciles, the average and the peak day, and the most recent stall with its power-meter link', async () => {
    await renderLabs(<MotorStallsScreen />);
    expect(screen.getByTestId('stall-rating')).toHaveTextContent('Medium');
    expect(screen.getByRole('img', { name: 'Your home: Medium' })).toBeInTheDocument();
    expect(screen.getByTestId('stall-average')).toHaveTextContent('2.3');
    expect(screen.getByTestId('stall-peak-day')).toHaveTextContent('6 on Oct 26');
    const recent = screen.getByTestId('stall-recent');
    expect(within(recent).getByText('Fridge')).toBeInTheDocument();
    expect(screen.getByTestId('stall-time')).toHaveTextContent('4:56:00 PM'); // 21:56 UTC in New York
    expect(screen.getByTestId('stall-date')).toHaveTextContent('Sat, Nov 21');
    expect(screen.getByTestId('stall-duration')).toHaveTextContent('4 s');
    expect(screen.getByTestId('stall-peak')).toHaveTextContent('1,017 W');
    expect(screen.getByRole('link', { name: 'View in power meter' })).toHaveAttribute('href', '/meter?start=2026-11-21T21%3A48%3A30.000Z&end=2026-11-21T22%3A03%3A30.000Z');
  });

  it('links the server’s images and raw data with the token, the language and the page’s mode', async () => {
    await renderLabs(<MotorStallsScreen />);
    const daily = screen.getByRole('img', { name: /Bar chart of motor stalls each day over the last 30 days: 68 in all/ });
    expect(daily.getAttribute('src')).toMatch(/\/apiservice\/api\/v1\/app\/monitors\/42\/labs\/assets\/motor-stalls-daily\.svg\?width=640&mode=light&ui_language=en-US&access_token=tok$/);
    expect(screen.getByRole('img', { name: /most recent stall: Fridge, 4 seconds, peaking at 1,017 W/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the raw data (CSV)' }).getAttribute('href')).toMatch(/motor-stalls\.csv\?ui_language=en-US&access_token=tok$/);
    expect(screen.getByRole('link', { name: /Ask the community/ })).toHaveAttribute('target', '_blank');
  });

  it('offers the support request only when displaySupport is set, and hides it once clicked', async () => {
    const high = labsContent({ motorStalls: { ...f.motorStalls, rating: 'high', displaySupport: true } });
    const { user, requests, store } = await renderLabs(<MotorStallsScreen />, { content: high });
    const button = screen.getByRole('button', { name: 'Request a support review' });
    await user.click(button);
    expect(screen.queryByRole('button', { name: 'Request a support review' })).toBeNull();
    await flush();
    expect(requests('/labs/feedback')).toHaveLength(1);
    expect(requests('/labs/feedback')[0]!.body).toMatchObject({ category: 'support', labs_id: 'motor-stalls', monitor_id: 42 });
    expect(store.getState().notifications.items[0]).toMatchObject({ kind: 'success' });
    expect(screen.queryByTestId('labs-support')).toBeNull();
  });

  it('has no support request without displaySupport', async () => {
    await renderLabs(<MotorStallsScreen />);
    expect(screen.queryByTestId('labs-support')).toBeNull();
  });

  it('a failed part is "not available"', async () => {
    const failed = labsContent({ motorStalls: { ...f.motorStalls, status: 'failed', rating: null, averagePerDay: null, terciles: null } });
    await renderLabs(<MotorStallsScreen />, { content: failed });
    expect(screen.getByTestId('labs-not-available')).toHaveTextContent('Not available');
  });
});

describe('Power quality', () => {
  it('shows the terciles, the figures and the dips and spikes', async () => {
    await renderLabs(<PowerQualityScreen />);
    expect(screen.getByTestId('pq-rating')).toHaveTextContent('Low');
    expect(screen.getByTestId('pq-count')).toHaveTextContent('2 dips and spikes in the last 30 days');
    expect(screen.getByText('Under 10')).toBeInTheDocument();
    expect(screen.getByText('10–20x')).toBeInTheDocument();
    expect(screen.getByText('Over 20')).toBeInTheDocument();
    expect(screen.getByTestId('pq-now')).toHaveTextContent('L1 120.9 V · L2 119.9 V');
    expect(screen.getByTestId('pq-average')).toHaveTextContent('L1 120.3 V · L2 119.8 V');
    expect(screen.getByTestId('pq-min')).toHaveTextContent('104.3 V on L2 at 3:12 PM');
    expect(screen.getByTestId('pq-max')).toHaveTextContent('121.0 V on L1 at 9:59 AM');
    const events = within(screen.getByTestId('pq-events')).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent('Dip104.4 V on L1 + L2 for 3 min');
  });

  it('says "No dips or spikes detected" without any', async () => {
    await renderLabs(<PowerQualityScreen />, { content: labsContent({ powerQuality: { ...f.powerQuality, events: [], eventCount: 0 } }) });
    expect(screen.getByText('No dips or spikes detected')).toBeInTheDocument();
  });

  it('pages back a day and forward again, within the 30 days', async () => {
    const { user, requests, store } = await renderLabs(<PowerQualityScreen />);
    expect(requests('/labs/voltage').map((r) => r.query)).toEqual([{ day: 0 }]);
    expect(screen.getByTestId('pq-day')).toHaveTextContent('Today · Monday, November 23');
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await flush();
    expect(screen.getByTestId('pq-day')).toHaveTextContent('Sunday, November 22');
    expect(requests('/labs/voltage').map((r) => r.query)).toEqual([{ day: 0 }, { day: 1 }]);
    expect(screen.getByTestId('voltage-chart')).toHaveAttribute('data-date', '2026-11-22');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByTestId('voltage-chart')).toHaveAttribute('data-date', '2026-11-23');
    expect(requests('/labs/voltage')).toHaveLength(2); // today was loaded already
    act(() => {
      store.dispatch(voltageDayRequested({ index: 40 }));
    });
    await flush();
    expect(screen.getByTestId('pq-day')).toHaveAttribute('data-index', '29');
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  });

  it('the graph steps through minutes with the keyboard and announces each; the day is also a table', async () => {
    await renderLabs(<PowerQualityScreen />);
    const chart = screen.getByRole('group', { name: 'Voltage of L1 and L2 on Monday, November 23' });
    expect(screen.getByTestId('voltage-summary')).toHaveTextContent('L1 from 105.0 to 120.6 V');
    chart.focus();
    fireEvent.keyDown(chart, { key: 'Home' });
    fireEvent.keyDown(chart, { key: 'PageUp' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByText('1:01 AM: L1 120.5 V, L2 119.5 V', { selector: '[aria-live]' })).toBeInTheDocument();
    expect(within(screen.getByTestId('voltage-table')).getAllByRole('row')).toHaveLength(25);
  });

  it('shows the voltage-unavailable message when the day cannot be loaded, and when the part failed', async () => {
    const { unmount } = await renderLabs(<PowerQualityScreen />, {
      handler: (r) => (r.path.endsWith('/labs_content') ? ok(base) : fail(503, { error_reason: 'busy' })),
    });
    expect(screen.getByTestId('voltage-unavailable')).toHaveTextContent('Voltage data is unavailable right now.');
    unmount();
    await renderLabs(<PowerQualityScreen />, { content: labsContent({ powerQuality: { ...f.powerQuality, status: 'failed', rating: null, eventCount: null } }) });
    expect(screen.getByTestId('labs-not-available')).toHaveTextContent('Voltage data is unavailable right now.');
  });
});

describe('Floating neutral', () => {
  it('shows the rating, watts and volts per leg; no "contact me" unless the rating is high', async () => {
    await renderLabs(<FloatingNeutralScreen />);
    expect(screen.getByTestId('fn-rating')).toHaveTextContent('Low');
    const rows = within(screen.getByTestId('fn-legs')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('L1752 W120.9 V');
    expect(rows[2]).toHaveTextContent('L2669 W119.9 V');
    expect(screen.queryByRole('button', { name: 'Contact me' })).toBeNull();
  });

  it('offers "contact me" when high, and hides it once clicked', async () => {
    const high = labsContent({ floatingNeutral: { ...f.floatingNeutral, rating: 'high', voltsPerKw: 14.2, displaySupport: true } });
    const { user, requests } = await renderLabs(<FloatingNeutralScreen />, { content: high });
    expect(screen.getByTestId('fn-swing')).toHaveTextContent('14.2 V per kW');
    await user.click(screen.getByRole('button', { name: 'Contact me' }));
    expect(screen.queryByRole('button', { name: 'Contact me' })).toBeNull();
    await flush();
    expect(requests('/labs/feedback')[0]!.body).toMatchObject({ labs_id: 'floating-neutral', category: 'support' });
  });
});

describe('AC energy comparison', () => {
  it('rates against the threshold and works out the yearly savings with advice by band', async () => {
    await renderLabs(<AcComparisonScreen />);
    expect(screen.getByTestId('ac-rating')).toHaveTextContent('Slightly inefficient');
    expect(screen.getByText(/uses 122% of the energy/)).toBeInTheDocument();
    expect(screen.getByTestId('ac-savings-value')).toHaveTextContent('$248 a year'); // 1500 kWh × 16.5 ¢ / 100 = $247.50, in whole dollars from $100
    expect(screen.getByTestId('ac-advice')).toHaveAttribute('data-band', 'from100to300');
    expect(screen.queryByTestId('ac-prompt-billing')).toBeNull();
    expect(screen.getByTestId('ac-check-weather')).toHaveAttribute('data-ok', 'true');
    expect(screen.getByTestId('ac-data-wait')).toHaveTextContent('it takes 24–48 hours');
  });

  it('with Show costs off, no saving in money even from content loaded with a cost: the billing-rate prompt instead', async () => {
    await renderLabs(<AcComparisonScreen />, { monitorAttributes: { show_cost: false, cost: -1 } });
    expect(screen.getByTestId('ac-rating')).toHaveTextContent('Slightly inefficient');
    expect(screen.queryByTestId('ac-savings-value')).toBeNull();
    expect(screen.queryByTestId('ac-advice')).toBeNull();
    expect(screen.getByTestId('ac-prompt-billing')).toHaveTextContent('Enter your billing rate');
    expect(document.body.textContent).not.toMatch(/[$¢]/);
  });

  it('prompts for a billing rate when the cost is -1, and for a zip code when savings are null', async () => {
    const { unmount } = await renderLabs(<AcComparisonScreen />, { content: labsContent({ acEfficiency: { ...f.acEfficiency, cost: -1 } }) });
    expect(screen.getByTestId('ac-prompt-billing')).toHaveTextContent('Enter your billing rate');
    expect(screen.getByRole('link', { name: 'Enter billing rate' })).toHaveAttribute('href', '/settings/electricity_info');
    expect(screen.queryByTestId('ac-savings-value')).toBeNull();
    unmount();
    await renderLabs(<AcComparisonScreen />, {
      content: labsContent({ acEfficiency: { ...f.acEfficiency, savings: null, cohort: { weatherSimilarity: false, similarSize: true } } }),
    });
    expect(screen.getByRole('link', { name: 'Enter zip code' })).toHaveAttribute('href', '/settings/home');
    expect(screen.getByTestId('ac-check-weather')).toHaveAttribute('data-ok', 'false');
    expect(screen.getByRole('link', { name: 'Complete your home details' })).toBeInTheDocument();
  });

  it('needs data: says so, with the 24-48 hour wait', async () => {
    await renderLabs(<AcComparisonScreen />, { content: labsContent({ acEfficiency: { ...f.acEfficiency, rating: 'needsData', userKwhPerDegreeDay: null, thresholdKwhPerDegreeDay: null, histogram: null } }) });
    expect(screen.getByTestId('ac-rating')).toHaveTextContent('Needs more data');
    expect(screen.getByText(/not been enough heating or cooling/)).toBeInTheDocument();
    expect(screen.queryByTestId('ac-histogram')).toBeNull();
  });

  it('the histogram steps through its bars from the home’s own, and is also a table', async () => {
    await renderLabs(<AcComparisonScreen />);
    const chart = screen.getByRole('group', { name: 'Histogram of 160 similar homes by kWh per degree-day' });
    expect(screen.getByTestId('ac-summary')).toHaveTextContent('Yours uses 2.8 kWh per degree-day; efficient homes use up to 2.3. 77% of similar homes use less than yours.');
    chart.focus();
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByText('2 to 3 kWh per degree-day: 80 homes', { selector: '[aria-live]' })).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByText('3 to 4 kWh per degree-day: 20 homes', { selector: '[aria-live]' })).toBeInTheDocument();
    expect(within(screen.getByTestId('ac-table')).getAllByRole('row')).toHaveLength(5);
  });
});

