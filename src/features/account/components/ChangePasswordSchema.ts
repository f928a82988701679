import type { IntlShape } from 'react-intl';
import { object, ref, string } from 'yup';
import { passwordRuleMessages } from '../../../app/session/components/messages';
import { createPasswordSchema } from '../../../app/session/components/ResetPasswordSchema';
import { accountRuleMessages as m } from '../messages';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyPasswordValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (spec §5): the current password is required; the new one follows the password
 * rules ('Your password must be at least 8 characters', '… contain at least 1 number or symbol',
 * '… one lowercase character', '… one uppercase character'); the confirmation is required and must
 * match ('Your passwords must match').
 */
export const createChangePasswordSchema = (intl: IntlShape) =>
  object({
    currentPassword: string().required(intl.formatMessage(m.currentPasswordRequired)),
    newPassword: createPasswordSchema(intl),
    confirmPassword: string()
      .required(intl.formatMessage(passwordRuleMessages.confirmRequired))
      .oneOf([ref('newPassword')], intl.formatMessage(passwordRuleMessages.mismatch)),
  });
