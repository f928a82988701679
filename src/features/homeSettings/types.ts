import type { WireAttributeOptions, WireElectricityCost, WireHomeAttributesUpdate, WireSolarSpecs, WireSolarSpecsUpdate } from '../../api/wire/home';
import type { WireBatteryInfo } from '../../api/wire/devices';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A failed call, as the slice stores it (never an Error). */
export interface Failure {
  status: number | 'error';
  message: string;
}

/** The settings pages that save home attributes. */
export type HomeForm = 'home' | 'electricity' | 'solar' | 'panel';

export interface Loadable<T> {
  status: RequestStatus;
  data: T | null;
  error: string | null;
}

export type Country = 'US' | 'CA';

export interface HomeSettingsState {
  /** The monitor's attributes themselves live in session.monitors[].attributes (one source). */
  attributes: { status: RequestStatus; error: string | null; monitorId: number | null };
  options: Loadable<WireAttributeOptions>;
  /** The average electricity cost per location, by country. */
  costs: Record<Country, Loadable<WireElectricityCost[]>>;
  solarSpecs: Loadable<WireSolarSpecs>;
  battery: Loadable<WireBatteryInfo>;
  /** The save in flight or last finished, per page. */
  save: { status: 'idle' | 'pending' | 'succeeded' | 'failed'; form: HomeForm | null; error: string | null };
  /** The settings version the attributes were last fetched at (another tab's save bumps it). */
  seenSettingsVersion: number | null;
}

export interface SaveRequest {
  form: HomeForm;
  changes: WireHomeAttributesUpdate;
  /** Home details' Continue: go on to the device survey after saving. */
  next?: string;
}

/** The solar page saves the specs, then the attributes (spec §7). */
export interface SolarSaveRequest {
  specs: WireSolarSpecsUpdate | null;
  changes: WireHomeAttributesUpdate;
}
