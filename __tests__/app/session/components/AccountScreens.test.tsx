import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '../../../support/fakeApi';
import { renderApp } from '../../../support/renderApp';
import { stateWith } from '../../../support/sagaHarness';

describe('forgot password', () => {
  it("sends the email and shows 'Password Reset Sent'", async () => {
    const api = createFakeApi(() => ok({ status: 'ok' }));
    renderApp({ route: '/forgot_password', api });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Password Reset Sent')).toBeInTheDocument();
    expect(screen.getByText('Please check your email for password reset instructions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(api.calls[0]?.request).toMatchObject({ path: '/forgot_password', body: { email: 'ada@example.com' } });
  });
});

describe('MFA page', () => {
  it('asks for a numeric one-time code and submits totp, mfa_token and client_time', async () => {
    const api = createFakeApi(() => fail(401, { status: 'error', error_reason: 'Invalid code' }));
    renderApp({ route: '/mfa', api, preloadedState: stateWith({ mfa: { token: 'mfa-1', next: null } }) });
    const code = await screen.findByLabelText('One-time code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    const body = api.calls[0]?.request.body as Record<string, string>;
    expect(body).toMatchObject({ totp: '123456', mfa_token: 'mfa-1' });
    expect(new Date(body.client_time ?? '').toISOString()).toBe(body.client_time);
  });

  it('explains an expired sign-in when there is no MFA token', async () => {
    renderApp({ route: '/mfa' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in has expired. Please sign in again.');
  });
});

describe('verify email', () => {
  it('confirms the address', async () => {
    const api = createFakeApi(() => ok({ status: 'ok' }));
    renderApp({ route: '/verify_email?token=v1', api });
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/verify_email', body: { token: 'v1' } });
  });

  it("says 'Email verification failed' with the reason", async () => {
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: 'Link expired' }));
    renderApp({ route: '/verify_email?token=v1', api });
    expect(await screen.findByRole('heading', { name: 'Email verification failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Link expired');
  });

  it("says 'Email verification failed' once when it is also the server's reason, and what to do next", async () => {
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: 'Email verification failed' }));
    renderApp({ route: '/verify_email?token=v1', api });
    expect(await screen.findByRole('heading', { name: 'Email verification failed' })).toBeInTheDocument();
    expect(screen.getAllByText(/Email verification failed/)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('ask for a new verification email');
  });
});

describe('logout route', () => {
  it('signs out and lands on /login', async () => {
    const api = createFakeApi(() => ok(null));
    const { store } = renderApp({ route: '/logout', api, preloadedState: stateWith({ accessToken: 'tok', userId: 7, noRenew: true }) });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(store.getState().session.accessToken).toBeNull();
    expect(api.callsTo('/logout')).toHaveLength(1);
  });
});
