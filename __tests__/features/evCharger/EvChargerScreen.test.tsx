import { screen, within } from '@testing-library/react';
import type { ApiRequest, HttpResult } from '../../../src/api/types';
import EvChargerScreen from '../../../src/features/evCharger/components/EvChargerScreen';
import { fail, ok } from '../../support/fakeApi';
import { flush } from '../../support/renderApp';
import { enabled, notEnabled, slots } from './evFixtures';
import { renderEv } from './renderEv';

const STATUS = '/evcharge/monitors/42/status';

/** Answers: the status (enabled after Finish setup), start/stop with the given statuses. */
function server(initial = notEnabled()) {
  let status = initial;
  return (r: ApiRequest<unknown>) => {
    if (r.path === STATUS) return ok(status);
    if (r.path.endsWith('/chargepoint')) {
      status = enabled();
      return ok({ status: 'ok', enabled: true, integration_id: 'cp-0123456789ab' });
    }
    if (r.path.endsWith('/charge/start')) return ok((status = enabled({ charge_status: 'Charging', wattage: 7412, description: 'Your EV is charging.' })));
    if (r.path.endsWith('/charge/stop')) return ok((status = enabled()));
    return fail(404);
  };
}

describe('/labs/ev-charger', () => {
  test('not enabled: the logo, notes, Connect (new tab), then Finish setup enables and refetches the status', async () => {
    const { user, requests } = await renderEv(<EvChargerScreen />, server());
    const panel = screen.getByRole('region', { name: 'Connect your charge point' });
    expect(within(panel).getByRole('img', { name: 'Charge-point account' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    const link = within(panel).getByRole('link', { name: 'Connect (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/demo-provider/chargepoint');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'EV charger settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give feedback on this lab' })).toBeNull();

    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    await user.click(within(panel).getByRole('button', { name: 'Finish setup' }));
    await flush();
    expect(requests().map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${STATUS}`, 'POST /evcharge/monitors/42/chargepoint', `GET ${STATUS}`]);
    expect(screen.getByRole('region', { name: 'Charger status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EV charger settings' })).toHaveAttribute('href', '/labs/ev-charger/settings');
    expect(screen.getByRole('button', { name: 'Give feedback on this lab' })).toBeInTheDocument();
  });

  test('in the mobile app, Finish setup is a click-here-to-finish link', async () => {
    const { user, requests } = await renderEv(<EvChargerScreen />, server(), { mobile: true });
    expect(screen.queryByRole('button', { name: 'Finish setup' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done connecting? Click here to finish.' }));
    await flush();
    expect(requests().filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/evcharge/monitors/42/chargepoint']);
  });

  test('the status card: Start when plugged in, Stop while charging, no button when not plugged in', async () => {
    const { user, requests } = await renderEv(<EvChargerScreen />, server(enabled()));
    const card = screen.getByRole('region', { name: 'Charger status' });
    expect(card).toHaveTextContent('Plugged in');
    expect(card).toHaveTextContent('Your EV is plugged in and not charging.');
    await user.click(within(card).getByRole('button', { name: 'Start charging' }));
    await flush();
    expect(card).toHaveTextContent('Charging');
    expect(screen.getByTestId('ev-watts')).toHaveTextContent('7,412 W');
    await user.click(within(card).getByRole('button', { name: 'Stop charging' }));
    await flush();
    expect(within(card).getByRole('button', { name: 'Start charging' })).toBeInTheDocument();
    expect(requests().filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/evcharge/monitors/42/charge/start', '/evcharge/monitors/42/charge/stop']);

    await renderEv(<EvChargerScreen />, server(enabled({ charge_status: 'Disconnected', description: 'Your EV is not plugged in.' })));
    const away = screen.getAllByRole('region', { name: 'Charger status' }).at(-1)!;
    expect(away).toHaveTextContent('Not plugged in');
    expect(within(away).queryByRole('button')).toBeNull();
  });

  test('charge activity: charge time, energy, carbon, the last start and stop, a graph and its table', async () => {
    const { user } = await renderEv(<EvChargerScreen />, server(enabled()));
    const card = screen.getByRole('region', { name: 'Charge activity' });
    expect(within(card).getByTestId('ev-charge-time')).toHaveTextContent('1 hr 30 min');
    expect(within(card).getByTestId('ev-kwh')).toHaveTextContent('11.1 kWh');
    expect(card).toHaveTextContent('8.5 lbs CO₂');
    // Slots 70-75 of a chart starting 20:15 EST: 13:45 to 15:15 the next day.
    expect(within(card).getByTestId('ev-last-start')).toHaveTextContent('Tue 1:45 PM');
    expect(within(card).getByTestId('ev-last-stop')).toHaveTextContent('Tue 3:15 PM');
    const graph = within(card).getByRole('group', { name: /^Charging power by quarter-hour, Mon 8:15 PM to Tue 8:00 PM \(EST\)$/ });
    expect(screen.getByTestId('ev-activity-summary')).toHaveTextContent('Charging in 6 of the 96 quarter-hours, 1 hr 30 min in all, at up to 7.4 kW.');
    graph.focus();
    await user.keyboard('{End}');
    expect(screen.getByTestId('ev-graph-announcement')).toHaveTextContent('8:00 PM to 8:15 PM: 0.0 kW, grid carbon 0.82 lbs/kWh');
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByTestId('ev-graph-announcement')).toHaveTextContent('8:30 PM to 8:45 PM: 0.0 kW');
    await user.click(within(card).getByRole('button', { name: 'Show as table' }));
    const table = within(card).getByRole('region', { name: 'Charging power by quarter-hour, last 24 hours (EST)' });
    expect(within(table).getAllByRole('row')).toHaveLength(97);
    expect(within(table).getByRole('row', { name: /1:45 PM – 2:00 PM 7\.4 kW/ })).toBeInTheDocument();
  });

  test('Charging when the latest slot is above 0; a dash for the stop with fewer than 2 slots', async () => {
    const { unmount } = await renderEv(<EvChargerScreen />, server(enabled({ charge_status: 'Charging', chart: { ...enabled().chart!, watts: slots(3, 0) } })));
    expect(screen.getByTestId('ev-last-stop')).toHaveTextContent('Charging');
    unmount();
    await renderEv(<EvChargerScreen />, server(enabled({ chart: { ...enabled().chart!, watts: slots(1, 20) } })));
    expect(screen.getByTestId('ev-last-start')).toHaveTextContent('Tue 3:00 PM');
    expect(screen.getByTestId('ev-last-stop')).toHaveTextContent('—');
  });

  test('no kWh: the no-activity message; no fuel mix: the trouble-loading message', async () => {
    await renderEv(
      <EvChargerScreen />,
      server(enabled({ last_24_hours: { kwh: 0, solar_kwh: 0, carbon_impact_lbs: 0 }, chart: { ...enabled().chart!, watts: slots(0) }, fuel_mix: null, fuel_mix_basis: null })),
    );
    expect(screen.getByText('No EV charge activity in the last 24 hours')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Charging power/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Fuel mix' })).toHaveTextContent('Kilowatch is having trouble loading fuel mix');
  });

  test('the fuel mix lists fuels at 1 % or more', async () => {
    await renderEv(<EvChargerScreen />, server(enabled()));
    const card = screen.getByRole('region', { name: 'Fuel mix' });
    const rows = within(card).getAllByRole('row').slice(1).map((r) => within(r).getByRole('rowheader').textContent);
    expect(rows).toEqual(['Natural gas', 'Nuclear', 'Coal', 'Wind', 'Hydro', 'Other']);
    expect(card).toHaveTextContent('The electricity your EV charged with in the last 24 hours');
    expect(card).toHaveTextContent('44.1%');
  });

  test('a failed load offers a retry', async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { user } = await renderEv(<EvChargerScreen />, () => answer);
    expect(screen.getByRole('alert')).toHaveTextContent('Your EV charger could not be loaded.');
    answer = ok(enabled());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(screen.getByRole('region', { name: 'Charger status' })).toBeInTheDocument();
  });
});
