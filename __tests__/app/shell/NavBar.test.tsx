import { screen, within } from '@testing-library/react';
import { NavBar } from '../../../src/app/shell/NavBar';
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
