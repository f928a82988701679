import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { appRoutes } from '../../../src/app/routes';
import SettingsMenuScreen from '../../../src/features/settingsMenu/components/SettingsMenuScreen';
import { MENU_GROUPS } from '../../../src/features/settingsMenu/menuItems';
import { monitor, settings, user } from '../../support/fixtures';
import { renderFeature } from '../../support/renderFeature';

/** Every path of the route table. */
function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
}

const render = (multitenant: 'tenant' | 'admin' | null = null) =>
  renderFeature(<SettingsMenuScreen />, {
    reducers: {},
    session: { accessToken: 't', userId: 7, monitors: [monitor()], user: user({ email: 'ada@example.com' }), settings: settings({ multitenant_state: multitenant }) },
    route: '/settings',
  });

describe('the settings menu', () => {
  it('links every settings page of the route table', () => {
    render();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    // One page with two spellings, one per integration (reached from Connected devices), and the app-only redirect.
    const skip = new Set(['settings', 'settings/connected-devices', 'settings/integrations/:integration', 'settings/system_mobile']);
    const pages = paths(appRoutes).filter((p) => p.startsWith('settings/') && !skip.has(p));
    expect(pages.length).toBeGreaterThanOrEqual(15);
    for (const page of pages) expect([page, hrefs.some((h) => h === `/${page}`)]).toEqual([page, true]);
    // The device inventory (assessment) and the integrations too.
    expect(hrefs).toEqual(expect.arrayContaining(['/assessment', '/settings/connected_devices#integrations']));
    for (const item of MENU_GROUPS.flatMap((g) => g.items)) expect(paths(appRoutes)).toContain(item.to.slice(1).split('#')[0]);
  });

  it('shows the mobile-app-only items as such, not as links', () => {
    render();
    const mobile = screen.getByRole('region', { name: 'In the mobile app' });
    for (const name of ['Delete account', 'Reset data', 'Factory reset', 'Sensor sources']) {
      expect(within(mobile).getByText(name)).toBeInTheDocument();
      expect(within(mobile).queryByRole('link', { name: new RegExp(name) })).toBeNull();
    }
    expect(within(mobile).getByText('Mobile app only')).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', 'https://kilowatch.app/get-app');
  });

  it('hides the integrations from multi-tenant admins', () => {
    render('admin');
    expect(screen.queryByRole('link', { name: /Integrations/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Connected devices/ })).toBeInTheDocument();
  });

  it('shows who is signed in, and sign out', () => {
    render();
    expect(screen.getByText('Signed in as ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout?next=%2Fsettings');
  });
});
