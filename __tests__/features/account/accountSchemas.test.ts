import { createIntl } from 'react-intl';
import { ValidationError } from 'yup';
import { createChangeEmailSchema } from '../../../src/features/account/components/ChangeEmailSchema';
import { createChangePasswordSchema } from '../../../src/features/account/components/ChangePasswordSchema';

const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US' });

/** Every message the values break, field by field. */
async function errors(schema: ReturnType<typeof createChangeEmailSchema> | ReturnType<typeof createChangePasswordSchema>, values: object): Promise<Record<string, string[]>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string[]> = {};
    for (const inner of (e as ValidationError).inner) (out[inner.path ?? ''] ??= []).push(inner.message);
    return out;
  }
}

describe('change password (spec §5)', () => {
  const schema = createChangePasswordSchema(intl);
  const good = { currentPassword: 'Old-pass-1', newPassword: 'Brand-new-2', confirmPassword: 'Brand-new-2' };

  it('accepts a current password and a new one that meets every rule, confirmed', async () => {
    expect(await errors(schema, good)).toEqual({});
  });

  it('requires the current password, the new one and its confirmation', async () => {
    expect(await errors(schema, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: ['please enter your current password'],
      newPassword: expect.arrayContaining(['Please enter a new password']),
      confirmPassword: ['Please confirm your new password'],
    });
  });

  it.each([
    ['Ab-1234', 'Your password must be at least 8 characters'],
    ['Abcdefgh', 'Your password must contain at least 1 number or symbol'],
    ['ABCDEFG-1', 'Your password must contain one lowercase character'],
    ['abcdefg-1', 'Your password must contain one uppercase character'],
  ])('the new password %s: %s', async (newPassword, message) => {
    expect((await errors(schema, { ...good, newPassword, confirmPassword: newPassword })).newPassword).toEqual([message]);
  });

  it("says 'Your passwords must match' when the confirmation differs", async () => {
    expect(await errors(schema, { ...good, confirmPassword: 'Brand-new-3' })).toEqual({ confirmPassword: ['Your passwords must match'] });
  });
});

describe('change email (spec §5)', () => {
  const schema = createChangeEmailSchema(intl);
  const good = { currentEmail: 'ada@example.com', newEmail: 'ada@new.example', confirmEmail: 'Ada@New.example ', password: 'secret' };

  it('accepts the current email, a valid new one confirmed (case and spaces aside) and the password', async () => {
    expect(await errors(schema, good)).toEqual({});
  });

  it('requires every field, each with its own message', async () => {
    expect(await errors(schema, { currentEmail: ' ', newEmail: '', confirmEmail: '', password: '' })).toEqual({
      currentEmail: ['please enter your current email'],
      newEmail: ['please enter your new email'],
      confirmEmail: ['please confirm your new email'],
      password: ['please enter your password'],
    });
  });

  it.each(['ada', 'ada@', 'ada@example', 'a da@example.com', `${'a'.repeat(250)}@x.io`])("'%s' is 'email address is not valid'", async (newEmail) => {
    expect((await errors(schema, { ...good, newEmail, confirmEmail: newEmail })).newEmail).toEqual(['email address is not valid']);
  });

  it("says 'email and email confirmation must match' when they differ", async () => {
    expect(await errors(schema, { ...good, confirmEmail: 'ada@other.example' })).toEqual({ confirmEmail: ['email and email confirmation must match'] });
  });
});
