import type { WireEvSettings, WireEvStatus } from '../../api/wire/evCharger';

export type { WireEvChargeStatus, WireEvFuel, WireEvFuelMixEntry, WireEvSettings, WireEvStatus } from '../../api/wire/evCharger';

/** Every call's request pattern (spec §4): a finite state. */
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What every Failed event carries: plain data, never an Error. */
export interface Failure {
  status: number | 'error';
  message: string;
}

export type ChargeAction = 'start' | 'stop';

export interface EvChargerState {
  /** GET …/status: fetched after initialisation, on opening the pages and every 30 s while the lab is open. */
  status: LoadStatus;
  data: WireEvStatus | null;
  error: string | null;
  /** The user opened the charge-point account page (Connect): Finish setup becomes the next step. Pure UI state. */
  connectOpened: boolean;
  /** POST …/chargepoint (Finish setup). */
  enable: { status: RequestStatus; error: string | null };
  /** POST …/charge/start or …/charge/stop. */
  command: { status: RequestStatus; action: ChargeAction | null; error: string | null };
  /** POST …/settings. */
  settings: { status: RequestStatus; error: string | null };
  /** POST /users/{id}/labs/feedback from this lab. */
  feedback: { status: RequestStatus; error: string | null; open: boolean };
}

export type EvSettingsValues = WireEvSettings;
