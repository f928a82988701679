import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RateZonesSection from '../../../src/features/rateZones/components/RateZonesSection';
import { rateZonesSaga } from '../../../src/features/rateZones/rateZonesSaga';
import { createRequested, rateZonesReducer } from '../../../src/features/rateZones/rateZonesSlice';
import { createFakeApi, ok } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { renderFeature } from '../../support/renderFeature';
import { lists, zone } from './fixtures';

/** The list and the full-screen editor against a fake API (the journeys use the real server). */
function setup(route = '/settings/electricity_info') {
  const evening = zone();
  const api = createFakeApi((r) => (r.method === 'GET' ? ok(lists([evening], [], [zone({ id: 3, name: 'Last winter', status: 'historic' })])) : ok({ status: 'ok', zones: [evening], lists: lists([evening]) })));
  const user = userEvent.setup();
  const view = renderFeature(<RateZonesSection touEnabled />, {
    reducers: { rateZones: rateZonesReducer },
    saga: rateZonesSaga,
    session: { accessToken: 't', monitors: [monitor({ id: 42, attributes: { cost: 15 } as never })], monitorTimeZone: 'America/New_York' },
    api,
    route,
  });
  return { ...view, user, api };
}

test('groups the zones as current and historic, with the rate against the flat rate', async () => {
  setup();
  const current = await screen.findByRole('region', { name: /^Current rate zones/ });
  expect(within(current).getByText('Evening peak')).toBeInTheDocument();
  expect(current).toHaveTextContent('2.1× your standard rate');
  // The last day shown is the day before the end date stored.
  expect(current).toHaveTextContent('Nov 23, 2026 to Nov 22, 2027');
  expect(screen.getByRole('region', { name: /^Historic rate zones/ })).toHaveTextContent('Last winter');
  expect(screen.queryByRole('region', { name: /^Future rate zones/ })).toBeNull();
});

test('the editor: ?rateZoneOpen=true while open; all day hides the times and sends 00:00; a past end date turns alert and rollover off', async () => {
  const { user, types, dispatched } = setup();
  await user.click(await screen.findByRole('button', { name: 'Add rate zone' }));
  const dialog = await screen.findByRole('dialog', { name: 'New rate zone' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?rateZoneOpen=true'));
  await user.type(within(dialog).getByLabelText('Name'), 'Winter');
  await user.type(within(dialog).getByLabelText('Rate (cents per kWh)'), '12');
  await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
  expect(within(dialog).queryByLabelText('Start time')).toBeNull();
  const end = within(dialog).getByLabelText('End date (last day)');
  await user.clear(end);
  await user.type(end, '2026-03-31');
  const start = within(dialog).getByLabelText('Start date');
  await user.clear(start);
  await user.type(start, '2025-11-01');
  const alert = within(dialog).getByRole('switch', { name: 'Show a banner while this zone is in force' });
  await waitFor(() => expect(alert).toHaveAttribute('aria-checked', 'false'));
  expect(alert).toBeDisabled();
  expect(within(dialog).getByRole('switch', { name: 'Repeat every year' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(types().filter((t) => t === createRequested.type)).toHaveLength(1));
  const sent = dispatched.find((a) => a.type === createRequested.type)!.payload as { body: Record<string, unknown> };
  expect(sent.body).toMatchObject({ name: 'Winter', all_day: true, start_time: '00:00', end_time: '00:00', end_date: '2026-04-01', alert: false, rollover: false });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('location')).not.toHaveTextContent('rateZoneOpen');
  // Each write refetches the home settings.
  expect(types()).toContain('homeSettings/fetchRequested');
});

test('arriving at ?rateZoneOpen=true opens the editor; Escape closes it', async () => {
  const { user } = setup('/settings/electricity_info?rateZoneOpen=true');
  expect(await screen.findByRole('dialog', { name: 'New rate zone' })).toBeInTheDocument();
  await act(async () => {
    await user.keyboard('{Escape}');
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
