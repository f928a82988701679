import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok } from '../../../support/fakeApi';
import { renderApp } from '../../../support/renderApp';

async function typeAndBlur(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
}

describe('ResetPasswordScreen', () => {
  it.each([
    ['short', 'Aa1', 'Your password must be at least 8 characters'],
    ['no number or symbol', 'Abcdefgh', 'Your password must contain at least 1 number or symbol'],
    ['no lowercase', 'ABCDEFG1', 'Your password must contain one lowercase character'],
    ['no uppercase', 'abcdefg1', 'Your password must contain one uppercase character'],
  ])('rejects a password with %s with the exact message', async (_case, password, message) => {
    renderApp({ route: '/reset_password?token=t1' });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await typeAndBlur('New password', password);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
  });

  it("says 'Your passwords must match'", async () => {
    renderApp({ route: '/reset_password?token=t1' });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await typeAndBlur('New password', 'Goodpass1');
    await typeAndBlur('Confirm new password', 'Goodpass2');
    expect(await screen.findByText('Your passwords must match')).toBeInTheDocument();
  });

  it('posts the new password with the token from the link, then goes to sign in', async () => {
    const api = createFakeApi(() => ok({ status: 'ok' }));
    renderApp({ route: '/reset_password?token=reset-123', api });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await typeAndBlur('New password', 'Goodpass1!');
    await typeAndBlur('Confirm new password', 'Goodpass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/reset_password', body: { password: 'Goodpass1!', token: 'reset-123' } });
    expect(screen.getByText('Password updated')).toBeInTheDocument();
  });

  it('explains a link without a token', async () => {
    renderApp({ route: '/reset_password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is not valid. Ask for a new one.');
  });
});
