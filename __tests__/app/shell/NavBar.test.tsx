import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { NavBar } from '../../../src/app/shell/NavBar';
import { createAppStore } from '../../../src/app/store';
import { renderWithProviders } from '../../support/renderApp';

/** The section the user is in is the highlighted one; the Dashboard is a tab of Usage. */
const activeLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .filter((a) => a.className.split(' ').includes('active'))
    .map((a) => a.getAttribute('href'));

describe('the navigation bar', () => {
  it.each([
    ['/usage', ['/usage']],
    ['/dashboard', ['/usage']],
    ['/devices/fridge-1', ['/devices']],
    ['/now', ['/now']],
  ])('on %s highlights %j', (route, expected) => {
    renderWithProviders(<NavBar />, { route });
    expect(activeLinks()).toEqual(expected);
  });
});

it('Sign out carries where the address bar is at the click, even while a new screen is still rendering', async () => {
  window.history.replaceState(null, '', '/now');
  render(
    <Provider store={createAppStore({ runSagas: false })}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <BrowserRouter>
          <NavBar />
        </BrowserRouter>
      </IntlProvider>
    </Provider>,
  );
  // The address moved on (a navigation whose lazy screen is still loading): this render still says /now.
  window.history.pushState(null, '', '/usage');
  await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));
  expect(`${window.location.pathname}${window.location.search}`).toBe('/logout?next=%2Fusage');
});
