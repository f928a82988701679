/** What every Failed event carries: plain data (ARCHITECTURE habit 1). */
export interface Failure {
  status: number | 'error';
  message: string;
}

export type OperationStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** One request the account page makes (change password, change email, resend the link). */
export interface Operation {
  status: OperationStatus;
  error: string | null;
}

export interface AccountState {
  password: Operation;
  email: Operation;
  resend: Operation;
  /**
   * The address a change just moved to (spec §4: a change sets email_verified false at once).
   * The user record is refetched too; until it arrives this is what the page shows.
   */
  changedEmail: string | null;
}

/** The change-password form's submission. */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}

/** The change-email form's submission. */
export interface EmailChange {
  email: string;
  currentEmail: string;
  password: string;
  confirmation: string;
}
