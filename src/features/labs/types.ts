import type { WireLabsContent, WireVoltageDay } from '../../api/wire/labs';

export type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface Failure {
  status: number | 'error';
  message: string;
}

export interface Remote<T> {
  status: Status;
  data: T | null;
  error: string | null;
}

/** A support request ('contact me') of a labs page: sent once, then hidden (spec §4). */
export type SupportStatus = 'idle' | 'pending' | 'sent' | 'failed';
export type SupportLabsId = 'motor-stalls' | 'floating-neutral';

export interface LabsState {
  content: Remote<WireLabsContent>;
  /** Power-quality days by index (0 = today), and the one on screen. */
  voltage: { index: number; days: Record<number, Remote<WireVoltageDay>> };
  support: Partial<Record<SupportLabsId, SupportStatus>>;
}
