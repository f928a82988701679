import { selectUser, type WithSession } from '../../app/session/sessionSelectors';
import type { AccountState } from './types';

export type WithAccount = WithSession & { account: AccountState };

export const selectPasswordChange = (state: WithAccount) => state.account.password;
export const selectEmailChange = (state: WithAccount) => state.account.email;
export const selectResend = (state: WithAccount) => state.account.resend;

/** The account's address: the one a change just set, else the user record's; null before the record loads. */
export const selectAccountEmail = (state: WithAccount): string | null => state.account.changedEmail ?? selectUser(state)?.email ?? null;

/** Whether the address is verified: a change just made makes it unverified (spec §4), else the user record says. */
export const selectEmailVerified = (state: WithAccount): boolean | null => {
  if (state.account.changedEmail !== null) return false;
  const user = selectUser(state);
  return user ? user.email_verified : null;
};
