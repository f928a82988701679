import type { ApiRequest } from '../../api/types';
import type {
  WireChangeEmailRequest, WireChangeEmailResponse, WireChangePasswordRequest, WireChangePasswordResponse, WireOk,
} from '../../api/wire/account';

/** The account endpoints (spec §7). The only place their paths appear. */
export const accountApi = {
  changePassword: (userId: number, body: WireChangePasswordRequest): ApiRequest<WireChangePasswordResponse> => ({ method: 'POST', path: `/users/${userId}/password`, body, encoding: 'json' }),
  changeEmail: (userId: number, body: WireChangeEmailRequest): ApiRequest<WireChangeEmailResponse> => ({ method: 'POST', path: `/users/${userId}/email`, body, encoding: 'json' }),
  resendVerification: (userId: number): ApiRequest<WireOk> => ({ method: 'POST', path: `/users/${userId}/resend_email_verification`, body: {}, encoding: 'json' }),
};
