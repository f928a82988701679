import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missingBrowserFeatures } from '../../../src/app/browserSupport';
import { UnsupportedBrowserBanner } from '../../../src/app/shell/UnsupportedBrowserBanner';
import { renderApp, renderWithProviders } from '../../support/renderApp';

type Win = Window & typeof globalThis;

/** A window with everything the app needs, minus the named globals. */
function windowWithout(...names: string[]): Win {
  const fake: Record<string, unknown> = {
    fetch: () => undefined,
    WebSocket: function WebSocket() {},
    AbortController: function AbortController() {},
    IntersectionObserver: function IntersectionObserver() {},
    ResizeObserver: function ResizeObserver() {},
    TextEncoder: function TextEncoder() {},
    crypto: { getRandomValues: () => undefined },
    Array,
    Intl,
    CSS: { supports: () => true },
  };
  for (const name of names) delete fake[name];
  return fake as unknown as Win;
}

describe('unsupported-browser warning', () => {
  it('finds nothing missing in a current browser', () => {
    expect(missingBrowserFeatures(windowWithout())).toEqual([]);
    expect(missingBrowserFeatures()).toEqual([]);
  });

  it('names what an old browser lacks', () => {
    expect(missingBrowserFeatures(windowWithout('ResizeObserver', 'fetch'))).toEqual(['fetch', 'ResizeObserver']);
    const noCustomProperties = { ...windowWithout(), CSS: { supports: () => false } } as unknown as Win;
    expect(missingBrowserFeatures(noCustomProperties)).toEqual(['CSS custom properties']);
  });

  it('warns in an old browser, and can be put away', async () => {
    renderWithProviders(<UnsupportedBrowserBanner probe={() => ['ResizeObserver']} />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Your browser is out of date. Parts of Kilowatch may not work in it.');
    await userEvent.click(screen.getByRole('button', { name: 'Hide this warning' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing in a current browser (the sign-in page shows no warning)', async () => {
    renderApp({ route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByText('Your browser is out of date.')).not.toBeInTheDocument();
  });
});
