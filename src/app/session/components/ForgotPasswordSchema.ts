import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { authMessages as m } from './messages';

export interface ForgotPasswordValues {
  email: string;
}

export const createForgotPasswordSchema = (intl: IntlShape) =>
  object({
    email: string().trim().required(intl.formatMessage(m.emailRequired)).email(intl.formatMessage(m.emailInvalid)),
  });
