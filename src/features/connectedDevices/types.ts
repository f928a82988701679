export interface Failure {
  status: number | 'error';
  message: string;
}

export interface ConnectedDevicesState {
  /** The network device identification switch as the user set it, not saved yet (null: as stored). */
  draft: boolean | null;
  /** The last value saved, until the refetched settings say the same. */
  saved: { monitorId: number; enabled: boolean } | null;
  save: { status: 'idle' | 'pending' | 'succeeded' | 'failed'; error: string | null };
}

/** What the shell's integrations slot gets (issue 17 builds the rows). */
export interface IntegrationsSlotProps {
  monitorId: number;
  multitenantState: 'tenant' | 'admin' | null;
}
