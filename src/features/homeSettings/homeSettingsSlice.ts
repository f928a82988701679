import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireBatteryInfo } from '../../api/wire/devices';
import type { WireAttributeOptions, WireElectricityCost, WireHomeAttributes, WireSolarSpecs } from '../../api/wire/home';
import type { Country, Failure, HomeForm, HomeSettingsState, Loadable, SaveRequest, SolarSaveRequest } from './types';

const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null, error: null });

export const initialState: HomeSettingsState = {
  attributes: { status: 'idle', error: null, monitorId: null },
  options: idle(),
  costs: { US: idle(), CA: idle() },
  solarSpecs: idle(),
  battery: idle(),
  save: { status: 'idle', form: null, error: null },
  seenSettingsVersion: null,
};

const loading = <T>(l: Loadable<T>) => {
  l.status = 'loading';
  l.error = null;
};
const loaded = <T>(l: Loadable<T>, data: T) => {
  if (l.status !== 'loading') return;
  l.status = 'succeeded';
  l.data = data;
};
const failed = <T>(l: Loadable<T>, f: Failure) => {
  if (l.status !== 'loading') return;
  l.status = 'failed';
  l.error = f.message;
};
const startSave = (state: HomeSettingsState, form: HomeForm) => {
  state.save = { status: 'pending', form, error: null };
};

/**
 * Home settings (spec account-settings-shell §2-§5): the monitor's home attributes (home details,
 * electricity cost and billing cycle, solar rates, panel), the options lists, the average costs per
 * location, solar specs and the battery's facts.
 *
 * Events other features may react to:
 * - `homeSettings/saveSucceeded` `{ form, attributes }`: home settings were saved (any page: the
 *   cost, the billing cycle and the sell-back rate change every cost the server reports, and the
 *   billing cycle the BILL period). The Usage viewer resets its cache on it.
 * - `homeSettings/fetchRequested`: dispatch it to refetch the home settings (e.g. after a rate-zone
 *   change). The attributes land in `session.monitors[].attributes` (session/monitorAttributesReceived).
 */
const homeSettingsSlice = createSlice({
  name: 'homeSettings',
  initialState,
  reducers: {
    fetchRequested(state) {
      state.attributes.status = 'loading';
      state.attributes.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<{ monitorId: number; attributes: WireHomeAttributes; settingsVersion: number | null }>) {
      if (state.attributes.status !== 'loading') return;
      state.attributes = { status: 'succeeded', error: null, monitorId: action.payload.monitorId };
      state.seenSettingsVersion = action.payload.settingsVersion;
    },
    fetchFailed(state, action: PayloadAction<Failure>) {
      if (state.attributes.status !== 'loading') return;
      state.attributes.status = 'failed';
      state.attributes.error = action.payload.message;
    },

    optionsRequested(state) {
      loading(state.options);
    },
    optionsSucceeded(state, action: PayloadAction<WireAttributeOptions>) {
      loaded(state.options, action.payload);
    },
    optionsFailed(state, action: PayloadAction<Failure>) {
      failed(state.options, action.payload);
    },

    costsRequested(state, action: PayloadAction<{ country: Country }>) {
      loading(state.costs[action.payload.country]);
    },
    costsSucceeded(state, action: PayloadAction<{ country: Country; costs: WireElectricityCost[] }>) {
      loaded(state.costs[action.payload.country], action.payload.costs);
    },
    costsFailed(state, action: PayloadAction<{ country: Country } & Failure>) {
      failed(state.costs[action.payload.country], action.payload);
    },

    solarSpecsRequested(state) {
      loading(state.solarSpecs);
    },
    solarSpecsSucceeded(state, action: PayloadAction<WireSolarSpecs>) {
      // A save's answer lands here too (the specs are saved first).
      state.solarSpecs = { status: 'succeeded', data: action.payload, error: null };
    },
    solarSpecsFailed(state, action: PayloadAction<Failure>) {
      failed(state.solarSpecs, action.payload);
    },

    batteryRequested(state) {
      loading(state.battery);
    },
    batterySucceeded(state, action: PayloadAction<WireBatteryInfo>) {
      loaded(state.battery, action.payload);
    },
    batteryFailed(state, action: PayloadAction<Failure>) {
      failed(state.battery, action.payload);
    },

    /** A page's Save: the changed attributes, in one POST …/attributes. */
    saveRequested(state, action: PayloadAction<SaveRequest>) {
      if (state.save.status !== 'pending') startSave(state, action.payload.form);
    },
    /** The solar page's Save: specs first, then the attributes. */
    solarSaveRequested(state, _action: PayloadAction<SolarSaveRequest>) {
      if (state.save.status !== 'pending') startSave(state, 'solar');
    },
    saveSucceeded(state, action: PayloadAction<{ form: HomeForm; attributes: WireHomeAttributes }>) {
      if (state.save.status !== 'pending' || state.save.form !== action.payload.form) return;
      state.save = { status: 'succeeded', form: action.payload.form, error: null };
    },
    saveFailed(state, action: PayloadAction<{ form: HomeForm } & Failure>) {
      if (state.save.status !== 'pending' || state.save.form !== action.payload.form) return;
      state.save = { status: 'failed', form: action.payload.form, error: action.payload.message };
    },
    /** A page opened: forget the outcome of an earlier save (pure UI state). */
    saveReset(state) {
      if (state.save.status !== 'pending') state.save = { status: 'idle', form: null, error: null };
    },
  },
});

export const homeSettingsActions = homeSettingsSlice.actions;
export const {
  fetchRequested, fetchSucceeded, fetchFailed, optionsRequested, optionsSucceeded, optionsFailed, costsRequested, costsSucceeded,
  costsFailed, solarSpecsRequested, solarSpecsSucceeded, solarSpecsFailed, batteryRequested, batterySucceeded, batteryFailed,
  saveRequested, solarSaveRequested, saveSucceeded, saveFailed, saveReset,
} = homeSettingsSlice.actions;
export const homeSettingsReducer = homeSettingsSlice.reducer;
export default homeSettingsSlice;
