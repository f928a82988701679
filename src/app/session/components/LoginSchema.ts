import type { IntlShape } from 'react-intl';
import { authMessages as m } from './messages';
import type { FormErrors } from './useLightForm';

export type LoginValues = {
  email: string;
  password: string;
};

/** Deliberately the same check as yup's string().email(), without yup (the sign-in page stays light). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login rules: email required and well formed, password required. */
export const createLoginValidator =
  (intl: IntlShape) =>
  (values: LoginValues): FormErrors<LoginValues> => {
    const errors: FormErrors<LoginValues> = {};
    const email = values.email.trim();
    if (!email) errors.email = intl.formatMessage(m.emailRequired);
    else if (!EMAIL.test(email)) errors.email = intl.formatMessage(m.emailInvalid);
    if (!values.password) errors.password = intl.formatMessage(m.passwordRequired);
    return errors;
  };
