export interface Failure {
  status: number | 'error';
  message: string;
}

export interface GeneralState {
  /** The Labs switch: saved on change (POST /users/{id}/settings { labs_enabled }). */
  labs: { status: 'idle' | 'pending' | 'succeeded' | 'failed'; pendingValue: boolean | null; error: string | null };
}
