import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail } from '../../../support/fakeApi';
import { renderApp } from '../../../support/renderApp';

describe('LoginScreen', () => {
  it("shows the server's error message when sign-in fails", async () => {
    const api = createFakeApi(() => fail(401, { status: 'error', error_reason: 'Wrong password' }));
    renderApp({ route: '/login', api });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('validates before sending anything', async () => {
    const api = createFakeApi(() => fail(500));
    renderApp({ route: '/login', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Please enter your password')).toHaveAttribute('role', 'alert');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.getByText('Email address is not valid')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says nothing about a field the user only passed through, so nothing moves under a click', async () => {
    renderApp({ route: '/login' });
    const email = await screen.findByLabelText('Email');
    email.focus();
    await userEvent.click(screen.getByRole('button', { name: /^Server: / }));
    expect(screen.queryByText('Please enter your email')).not.toBeInTheDocument();
    // The click reached the link: its dialog opens.
    expect(await screen.findByRole('dialog', { name: 'Choose a server' })).toBeInTheDocument();
    // Once typed in and left, a field says what is wrong.
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.tab();
    expect(screen.getByText('Email address is not valid')).toHaveAttribute('role', 'alert');
  });

  it('shows the pending state while signing in', async () => {
    let answer: (value: unknown) => void = () => {};
    const api = createFakeApi(() => new Promise((resolve) => (answer = resolve)) as never);
    renderApp({ route: '/login', api });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer({ ok: false, status: 401, message: 'Wrong password', body: {} });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('links to forgot password and can reveal the password', async () => {
    renderApp({ route: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot_password');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
  });

  it('signs support staff in with ?admin_token=', async () => {
    const api = createFakeApi(() => fail(401, { status: 'error', error_reason: 'Token expired' }));
    renderApp({ route: '/login?admin_token=abc', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Token expired');
    expect(api.calls[0]?.request).toMatchObject({ path: '/authenticate_token', body: { access_token: 'abc' } });
  });
});
