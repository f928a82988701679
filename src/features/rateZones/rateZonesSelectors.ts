import type { WithSession } from '../../app/session/sessionSelectors';
import { initialState } from './rateZonesSlice';
import type { RateZonesState, WireRateZone } from './types';

/** Any state with the slice (injected with the signed-in features; the initial state until then). */
export type StateWithRateZones = WithSession & { rateZones?: RateZonesState };

export const selectRateZones = (state: StateWithRateZones): RateZonesState => state.rateZones ?? initialState;
export const selectList = (state: StateWithRateZones) => selectRateZones(state).list;
export const selectEditor = (state: StateWithRateZones) => selectRateZones(state).editor;
export const selectSave = (state: StateWithRateZones) => selectRateZones(state).save;
export const selectRemove = (state: StateWithRateZones) => selectRateZones(state).remove;
export const selectDuplicating = (state: StateWithRateZones) => selectRateZones(state).duplicating;

/** A listed zone by id (any status). */
export function selectZone(state: StateWithRateZones, id: number | null): WireRateZone | null {
  const data = selectList(state).data;
  if (!data || id === null) return null;
  return [...data.present, ...data.future, ...data.historic].find((z) => z.id === id) ?? null;
}

/** The home's flat rate (cents per kWh) from the monitor's attributes; null when costs are hidden. */
export function selectFlatRate(state: StateWithRateZones): number | null {
  const cost = state.session.monitors[0]?.attributes?.cost;
  return typeof cost === 'number' && cost >= 0 ? cost : null;
}
