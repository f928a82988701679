import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { ValidationError } from 'yup';
import SecurityScreen from '../../../src/features/mfa/components/SecurityScreen';
import { createMfaCodeSchema, createMfaPasswordSchema } from '../../../src/features/mfa/components/MfaSchemas';
import { mfaSaga } from '../../../src/features/mfa/mfaSaga';
import { mfaReducer } from '../../../src/features/mfa/mfaSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor, user } from '../../support/fixtures';
import { renderFeature } from '../../support/renderFeature';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function setup(totp: boolean, handler: Parameters<typeof createFakeApi>[0]) {
  return renderFeature(<SecurityScreen />, {
    reducers: { mfa: mfaReducer },
    saga: mfaSaga,
    session: { accessToken: 't', userId: 7, monitors: [monitor()], user: user({ totp_enabled: totp }) },
    api: createFakeApi(handler),
    route: '/settings/security',
  });
}

describe('the two-factor schemas', () => {
  const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US' });
  const message = async (schema: ReturnType<typeof createMfaCodeSchema> | ReturnType<typeof createMfaPasswordSchema>, values: object) =>
    schema.validate(values).then(() => null, (e: ValidationError) => e.message);

  it('the password is required', async () => {
    expect(await message(createMfaPasswordSchema(intl), { password: '' })).toBe('please enter your password');
    expect(await message(createMfaPasswordSchema(intl), { password: 'x' })).toBeNull();
  });

  it('the one-time code is required and is 6 digits (spaces allowed between)', async () => {
    const schema = createMfaCodeSchema(intl);
    expect(await message(schema, { code: '' })).toBe('please enter the one-time code');
    expect(await message(schema, { code: '12345' })).toBe('The code is the 6 digits shown in your authenticator app');
    expect(await message(schema, { code: '12a456' })).toBe('The code is the 6 digits shown in your authenticator app');
    expect(await message(schema, { code: '123 456' })).toBeNull();
  });
});

describe('the security page', () => {
  it('sets up two-factor: password, QR code and key, code, success, then take me home', async () => {
    const { api } = setup(false, (req) => {
      if (req.path === '/users/7/mfa/totp') return ok({ status: 'ok', secret: SECRET, qr_code: 'iVBORw0KGgo=', otpauth_url: 'otpauth://totp/x', period: 30, digits: 6 });
      if (req.path === '/users/7/mfa/totp/verify') return ok({ status: 'ok', totp_enabled: true });
      return ok(user({ totp_enabled: true }));
    });
    expect(screen.getByTestId('mfa-status')).toHaveTextContent('Off');
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    const dialog = screen.getByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();

    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(dialog).getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('please enter the one-time code')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('One-time code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Two-factor authentication is on')).toBeInTheDocument();
    expect(api.callsTo('/users/7/mfa/totp/verify')[0]?.request.body).toMatchObject({ code: '123456' });
    expect(screen.getByTestId('mfa-status')).toHaveTextContent('On');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Take me home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the code typed when it is refused, with an error notice', async () => {
    setup(false, (req) => {
      if (req.path === '/users/7/mfa/totp') return ok({ status: 'ok', secret: SECRET, qr_code: 'iVBORw0KGgo=', otpauth_url: 'otpauth://totp/x', period: 30, digits: 6 });
      return fail(400, { status: 'error', error_reason: 'Invalid verification code' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await userEvent.type(within(dialog).getByLabelText('One-time code'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(within(dialog).getByLabelText('One-time code')).toHaveValue('000000');
    expect(screen.getByTestId('notice-error')).toHaveTextContent('Two-factor authentication');
  });

  it('cancel closes the dialog (after its delay) and the next setup starts at the password again', async () => {
    setup(false, () => ok({ status: 'ok', secret: SECRET, qr_code: 'iVBORw0KGgo=', otpauth_url: 'otpauth://totp/x', period: 30, digits: 6 }));
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
  });

  it("turns it off with the password: 'Success' / 'Two-factor authentication disabled'", async () => {
    const { api } = setup(true, () => ok({ status: 'ok', totp_enabled: false }));
    expect(screen.getByTestId('mfa-status')).toHaveTextContent('On');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('please enter your password')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication disabled')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('mfa-status')).toHaveTextContent('Off');
    expect(api.callsTo('/users/7/mfa/totp/disable')).toHaveLength(1);
  });
});
