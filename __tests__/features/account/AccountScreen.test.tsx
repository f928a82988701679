import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountScreen from '../../../src/features/account/components/AccountScreen';
import { accountSaga } from '../../../src/features/account/accountSaga';
import { accountReducer } from '../../../src/features/account/accountSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor, user } from '../../support/fixtures';
import { renderFeature } from '../../support/renderFeature';

const session = { accessToken: 't', userId: 7, monitors: [monitor()], user: user({ email: 'ada@example.com', email_verified: true }) };

function setup(handler: Parameters<typeof createFakeApi>[0]) {
  const api = createFakeApi(handler);
  return renderFeature(<AccountScreen />, { reducers: { account: accountReducer }, saga: accountSaga, session, api });
}

async function fillPassword(current: string, next: string, confirm = next) {
  const form = screen.getByRole('form', { name: 'Change password' });
  await userEvent.type(within(form).getByLabelText('Current password'), current);
  await userEvent.type(within(form).getByLabelText('New password'), next);
  await userEvent.type(within(form).getByLabelText('Confirm new password'), confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
  return form;
}

describe('the account page', () => {
  it('shows the address and that it is verified', () => {
    setup(() => ok(user()));
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByTestId('account-email')).toHaveTextContent('ada@example.com');
    expect(screen.getByTestId('email-verified')).toHaveTextContent('Verified');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('shows the §5 messages and sends nothing while a rule fails', async () => {
    const { types } = setup(() => ok(user()));
    const form = await fillPassword('x', 'short', 'other');
    expect(await within(form).findByText('Your password must be at least 8 characters')).toBeInTheDocument();
    expect(within(form).getByText('Your passwords must match')).toBeInTheDocument();
    expect(types()).not.toContain('account/passwordChangeRequested');
  });

  it('keeps what the user typed when the server refuses, with the reason', async () => {
    const { types } = setup((req) => (req.path === '/users/7/password' ? fail(400, { status: 'error', error_reason: 'Wrong password' }) : ok(user())));
    const form = await fillPassword('Not-my-pass-1', 'Brand-new-2');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Wrong password');
    expect(within(form).getByLabelText('Current password')).toHaveValue('Not-my-pass-1');
    expect(within(form).getByLabelText('New password')).toHaveValue('Brand-new-2');
    expect(types().filter((t) => t === 'account/passwordChangeRequested')).toHaveLength(1);
    expect(screen.getByTestId('notice-error')).toHaveTextContent('Password not changed');
  });

  it("empties the form after 'password changed'", async () => {
    setup(() => ok({ status: 'ok', sessions_revoked: 1 }));
    const form = await fillPassword('Old-pass-1', 'Brand-new-2');
    expect(await screen.findByText('password changed')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });

  it('after an email change shows the new address unverified, and a resend', async () => {
    const api = createFakeApi((req) => {
      if (req.path === '/users/7/email') return ok({ status: 'ok', email: 'ada@new.example', email_verified: false });
      if (req.path === '/users/7/resend_email_verification') return ok({ status: 'ok' });
      return fail(500);
    });
    renderFeature(<AccountScreen />, { reducers: { account: accountReducer }, saga: accountSaga, session, api });
    const form = screen.getByRole('form', { name: 'Change email' });
    await userEvent.type(within(form).getByLabelText('Current email'), 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('New email'), 'ada@new.example');
    await userEvent.type(within(form).getByLabelText('Confirm new email'), 'ada@new.example');
    await userEvent.type(within(form).getByLabelText('Password'), 'pw');
    await userEvent.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('verification sent to your new email')).toBeInTheDocument();
    expect(screen.getByTestId('account-email')).toHaveTextContent('ada@new.example');
    expect(screen.getByTestId('email-verified')).toHaveTextContent('Not verified');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(api.callsTo('/users/7/resend_email_verification')).toHaveLength(1);
  });
});
