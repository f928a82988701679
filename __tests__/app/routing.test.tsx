import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { externalNavigation } from '../../src/app/externalNavigation';
import { onPageView, type PageView } from '../../src/app/analytics';
import { createFakeApi, fail, ok } from '../support/fakeApi';
import { authResponse, monitor, user } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { stateWith } from '../support/sagaHarness';

const signedIn = (extra: Parameters<typeof stateWith>[1] = {}) =>
  stateWith({ accessToken: 't1.v2.a.b.c', refreshToken: 'r', userId: 7, monitors: [monitor()], noRenew: true }, extra);
const location = () => screen.getByTestId('location').textContent;
/** A deep link the power meter can read (start and end), so it keeps it in the URL. */
const METER_LINK = '/meter?start=2026-11-01T10:00:00.000Z&end=2026-11-01T10:15:00.000Z';
const METER_NEXT = encodeURIComponent(METER_LINK);

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('guards', () => {
  it('sends a signed-out deep link to /login?next=… and returns there after sign-in', async () => {
    const api = createFakeApi((req) => {
      if (req.path === '/authenticate') return ok(authResponse());
      if (req.path === '/users/7') return ok(user());
      return fail(404);
    });
    renderApp({ route: METER_LINK, api });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(location()).toBe(`/login?next=${METER_NEXT}`);

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Power meter' })).toBeInTheDocument();
    expect(location()).toBe(METER_LINK);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor away from /login to ?next=', async () => {
    renderApp({ route: '/login?next=%2Fusage', preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    expect(location()).toBe('/usage');
  });

  it('sends a signed-in visitor away from /mfa to the target it carries (a sign-in finishing on /mfa)', async () => {
    renderApp({ route: `/mfa?next=${METER_NEXT}`, preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Power meter' })).toBeInTheDocument();
    expect(location()).toBe(METER_LINK);
  });

  it('keeps a deep link through the MFA step', async () => {
    const api = createFakeApi((req) => {
      if (req.path === '/authenticate') return fail(401, { status: 'mfa_required', mfa_token: 'mfa-1', mfa_type: 'totp', error_reason: 'Requires MFA' });
      if (req.path === '/authenticate/mfa') return ok(authResponse());
      if (req.path === '/users/7') return ok(user());
      return fail(404);
    });
    renderApp({ route: METER_LINK, api });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe(`/mfa?next=${METER_NEXT}`));
    await userEvent.type(await screen.findByLabelText(/code/i), '123456');
    await userEvent.click(screen.getByRole('button', { name: /verify|continue|sign in/i }));
    expect(await screen.findByRole('heading', { name: 'Power meter' })).toBeInTheDocument();
    expect(location()).toBe(METER_LINK);
  });

  it("the navigation's Sign out goes to /login carrying where the user was", async () => {
    // A screen that keeps its query as given (Usage rewrites ?scale=week to its canonical form).
    renderApp({ route: METER_LINK, preloadedState: signedIn() });
    await screen.findByRole('heading', { name: 'Power meter' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe(`/login?next=${METER_NEXT}`));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('keeps public pages open to signed-out visitors', async () => {
    renderApp({ route: '/forgot_password' });
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });
});

describe('redirects', () => {
  it('sends the root to /now', async () => {
    renderApp({ route: '/', preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Now' })).toBeInTheDocument();
    expect(location()).toBe('/now');
  });

  it('follows a legacy notification target', async () => {
    renderApp({ route: '/?target=device&device_id=fridge-1', preloadedState: signedIn() });
    // the device detail screen (its load fails against the offline fake API)
    expect(await screen.findByText('This device could not be loaded.')).toBeInTheDocument();
    expect(location()).toBe('/devices/fridge-1');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByText("The page you were looking for doesn't exist.")).toBeInTheDocument();
  });

  it('keeps the navigation bar on the not-found page when signed in', async () => {
    renderApp({ route: '/no/such/page', preloadedState: signedIn() });
    expect(await screen.findByText("The page you were looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('offers the partner edition its relay panel in the navigation, and the standard edition not', async () => {
    const { unmount } = renderApp({ route: '/no/such/page', preloadedState: signedIn() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Relays' })).toBeNull();
    unmount();
    const partner = stateWith({ accessToken: 't1.v2.a.b.c', refreshToken: 'r', userId: 7, monitors: [monitor({ serial_number: 'W100000001' })], noRenew: true });
    renderApp({ route: '/no/such/page', preloadedState: partner });
    const partnerNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(partnerNav).getByRole('link', { name: 'Relays' })).toHaveAttribute('href', '/panel');
  });

  it('/settings lists the settings pages that exist, and sign out', async () => {
    renderApp({ route: '/settings', preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Appearance/ })).toHaveAttribute('href', '/settings/appearance');
    expect(within(main).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout?next=%2Fsettings');
  });

  it.each(['/wattcheck', '/connectionguide', '/settings/system_mobile', '/trends'])('%s goes to the provider app page', async (route) => {
    renderApp({ route, preloadedState: signedIn() });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://kilowatch.app/get-app'));
  });
});

describe('every route exists', () => {
  const signedInRoutes: [string, string][] = [
    ['/solar', 'Solar'], ['/sources', 'Energy sources'], ['/panel', 'Relays'], ['/panel/history', 'Relay history'],
    ['/dashboard', 'Dashboard'], ['/labs', 'Labs'], ['/labs/ev-charger/settings', 'EV charger settings'],
    ['/labs/motor-stalls', 'Motor stalls'], ['/labs/power-quality', 'Power quality'], ['/labs/floating-neutral', 'Floating neutral'],
    ['/labs/ac-energy-comparison', 'AC energy comparison'], ['/labs/ev-charger', 'EV charger'], ['/labs/tapo', 'Smart plugs'],
    ['/settings/about', 'About'], ['/settings/account', 'Account'], ['/settings/data_sharing', 'Data sharing'],
    ['/settings/electricity_info', 'Electricity info'], ['/settings/feedback', 'Feedback'], ['/settings/appearance', 'Appearance'],
    ['/settings/help', 'Help'], ['/settings/home', 'My Home'], ['/settings/monitor', 'System'], ['/settings/solar', 'Solar and battery'],
    ['/settings/panel', 'Panel'], ['/settings/connected-devices', 'Connected devices'], ['/settings/integrations/nest', 'Nest'],
    ['/assessment', 'Device survey'], ['/assessment/N123', 'Device survey'], ['/oauth/authorize', 'Authorize access'],
    ['/discourse_sso', 'Community sign-in'], ['/zendesk_sso', 'Support sign-in'],
  ];
  it.each(signedInRoutes)('%s shows %s', async (route, heading) => {
    renderApp({ route, preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  // The device screens load their device from the API; the offline fake API makes them show their error state.
  it.each(['/devices/always_on', '/devices/unknown', '/devices/solar', '/devices/d1', '/devices/d1/settings', '/always_on/d2', '/panel/r1', '/panel/r1/settings'])(
    '%s shows the device screens',
    async (route) => {
      renderApp({ route, preloadedState: signedIn() });
      expect(await screen.findByText('This device could not be loaded.')).toBeInTheDocument();
      expect(location()).toBe(route);
    },
  );

  it('/devices opens the list on the always-on device', async () => {
    renderApp({ route: '/devices', preloadedState: signedIn() });
    await waitFor(() => expect(location()).toBe('/devices/always_on'));
  });

  it('/devices/not-found says the device no longer exists', async () => {
    renderApp({ route: '/devices/not-found', preloadedState: signedIn() });
    expect(await screen.findByText('It looks like this device no longer exists...')).toBeInTheDocument();
  });

  it.each([['/renu', 'Renu'], ['/scratch', 'Scratch pad'], ['/oauth/integrations/nest', 'Sign in to finish connecting Nest'], ['/verify_email', 'Verify your email'], ['/reset_password', 'Choose a new password']])(
    'public %s shows %s',
    async (route, heading) => {
      renderApp({ route });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    },
  );

  it('hides the navigation bar on the SSO and oauth pages', async () => {
    renderApp({ route: '/zendesk_sso', preloadedState: signedIn() });
    await screen.findByRole('heading', { name: 'Support sign-in' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('reports the screen name of every page view, without secrets', async () => {
    const views: PageView[] = [];
    const stop = onPageView((view) => views.push(view));
    renderApp({ route: '/reset_password?token=secret-token' });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    stop();
    expect(views).toContainEqual({ screen: 'ResetPassword', path: '/reset_password?token=redacted' });
  });
});

describe('mobile flag', () => {
  const mobile = () => signedIn({ app: { initState: 0, mobile: true, signedInFeaturesReady: false } });

  it('sends pages the mobile app does not keep to the get-app address', async () => {
    renderApp({ route: '/meter', preloadedState: mobile() });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://kilowatch.app/get-app'));
    expect(screen.queryByRole('heading', { name: 'Power meter' })).not.toBeInTheDocument();
  });

  it('keeps labs pages, without the navigation bar', async () => {
    renderApp({ route: '/labs/motor-stalls', preloadedState: mobile() });
    expect(await screen.findByRole('heading', { name: 'Motor stalls' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends an unknown page to the get-app address, signed in or not', async () => {
    renderApp({ route: '/no/such/page', preloadedState: mobile() });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://kilowatch.app/get-app'));
    assign.mockClear();
    renderApp({ route: '/no/such/page', preloadedState: stateWith({}, { app: { initState: 0, mobile: true, signedInFeaturesReady: false } }) });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://kilowatch.app/get-app'));
    expect(screen.queryByText("The page you were looking for doesn't exist.")).not.toBeInTheDocument();
  });

  it('/logout signs out, then goes to the get-app address instead of the sign-in page', async () => {
    const api = createFakeApi(() => ok(null));
    const { store } = renderApp({ route: '/logout', api, preloadedState: mobile() });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://kilowatch.app/get-app'));
    expect(store.getState().session.accessToken).toBeNull();
    expect(api.callsTo('/logout')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/logout');
  });

  it('keeps the sign-in page', async () => {
    renderApp({ route: '/login', preloadedState: stateWith({}, { app: { initState: 0, mobile: true, signedInFeaturesReady: false } }) });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
