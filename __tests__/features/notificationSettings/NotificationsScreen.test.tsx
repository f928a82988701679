import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationFlag, WireNotificationFlags } from '../../../src/api/wire/account';
import NotificationsScreen from '../../../src/features/notificationSettings/components/NotificationsScreen';
import { GROUPED_FLAGS, groupsFor } from '../../../src/features/notificationSettings/groups';
import { notificationSettingsSaga } from '../../../src/features/notificationSettings/notificationSettingsSaga';
import { notificationSettingsReducer } from '../../../src/features/notificationSettings/notificationSettingsSlice';
import { NOTIFICATION_DEFAULTS } from '../../../server/src/wire/userWire';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor, settings } from '../../support/fixtures';
import { settingsSucceeded } from '../../../src/app/session/sessionSlice';
import { renderFeature } from '../../support/renderFeature';

const ALL = Object.keys(NOTIFICATION_DEFAULTS) as NotificationFlag[];

function setup(handler: Parameters<typeof createFakeApi>[0], m = monitor({ id: 42 })) {
  return renderFeature(<NotificationsScreen />, {
    reducers: { notificationSettings: notificationSettingsReducer },
    saga: notificationSettingsSaga,
    session: { accessToken: 't', userId: 7, monitors: [m] },
    api: createFakeApi(handler),
  });
}

describe('notification groups', () => {
  it('cover every flag of the settings entity (email and push), each once', () => {
    expect([...GROUPED_FLAGS].sort()).toEqual([...ALL].sort());
    expect(new Set(GROUPED_FLAGS).size).toBe(GROUPED_FLAGS.length);
  });

  it('are devices, monitor, peaks, always-on, comparisons, usage changes, and rates and power', () => {
    expect(groupsFor({ generator: false, relays: false }).map((g) => g.key)).toEqual(['devices', 'monitor', 'peaks', 'alwaysOn', 'comparisons', 'usageChanges', 'homeAndGrid']);
  });

  it('show the generator only with a generator and relay updates only with relays', () => {
    const topics = (home: { generator: boolean; relays: boolean }) => groupsFor(home).flatMap((g) => g.topics.map((t) => t.key));
    expect(topics({ generator: false, relays: false })).not.toContain('generatorOn');
    expect(topics({ generator: false, relays: false })).not.toContain('relayUpdate');
    expect(topics({ generator: true, relays: true })).toEqual(expect.arrayContaining(['generatorOn', 'relayUpdate']));
  });
});

describe('the notifications page', () => {
  const flags: WireNotificationFlags = { ...NOTIFICATION_DEFAULTS };

  it("loads the monitor's flags and saves a change at once, with only that flag", async () => {
    const { api } = setup((req) =>
      req.method === 'GET' ? ok({ '42': flags }) : ok({ '42': { ...flags, ...(req.body as object) } }),
    );
    const group = await screen.findByRole('region', { name: 'Peaks' });
    const email = within(group).getByRole('switch', { name: 'New peak: Email' });
    expect(email).toHaveAttribute('aria-checked', 'false');
    expect(within(group).getByRole('switch', { name: 'New peak: Push' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(email);
    expect(email).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[0]?.request).toMatchObject({ method: 'GET', path: '/users/7/notifications', query: { monitor_id: 42 } });
    expect(api.calls[1]?.request).toMatchObject({ method: 'POST', path: '/users/7/notifications', query: { monitor_id: 42 }, body: { new_peak_email: true } });
    await waitFor(() => expect(email).not.toBeDisabled());
    expect(email).toHaveAttribute('aria-checked', 'true');
  });

  it('puts a switch back when the save fails, with an error notice', async () => {
    setup((req) => (req.method === 'GET' ? ok({ '42': flags }) : fail(500, { status: 'error', error_reason: 'Something broke' })));
    const push = within(await screen.findByRole('region', { name: 'Usage changes' })).getByRole('switch', { name: 'Daily change: Push' });
    await userEvent.click(push);
    expect(await screen.findByTestId('notice-error')).toHaveTextContent('Notification setting not saved');
    await waitFor(() => expect(push).toHaveAttribute('aria-checked', 'true'));
  });

  it('email-only and push-only topics show one switch', async () => {
    setup(() => ok({ '42': flags }));
    const monitorGroup = await screen.findByRole('region', { name: 'Monitor' });
    expect(within(monitorGroup).getByRole('switch', { name: 'Monthly report: Email' })).toBeInTheDocument();
    expect(within(monitorGroup).queryByRole('switch', { name: 'Monthly report: Push' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Always-on change: Email' })).toBeNull();
  });

  it('a failed load offers a retry', async () => {
    let calls = 0;
    setup(() => (calls++ === 0 ? fail(500) : ok({ '42': flags })));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Devices' })).toBeInTheDocument();
  });
});

describe('other tabs', () => {
  it('settings refetched after another tab’s change update the switches', async () => {
    const { store } = setup(() => ok({ '42': { ...NOTIFICATION_DEFAULTS } }));
    const email = within(await screen.findByRole('region', { name: 'Peaks' })).getByRole('switch', { name: 'New peak: Email' });
    expect(email).toHaveAttribute('aria-checked', 'false');
    store.dispatch(settingsSucceeded(settings({ notifications: { '42': { ...NOTIFICATION_DEFAULTS, new_peak_email: true } } }, 9)));
    await waitFor(() => expect(email).toHaveAttribute('aria-checked', 'true'));
  });
});
