import type { EvChargerRow } from '../db/evChargers';
import { t, type Locale, type MessageKey } from '../i18n';
import type { WireEvChargeStatus, WireEvStatus } from '../../../src/api/wire/evCharger';
import type { EvFigures } from './charging';
import { carbonIntensity, fuelMixEntries } from './grid';
import { toWireEvSettings } from './settings';

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

const DESCRIPTION: Record<WireEvChargeStatus, MessageKey> = {
  Charging: 'ev.status.charging',
  Connected: 'ev.status.connected',
  Disconnected: 'ev.status.disconnected',
  NotEnabled: 'ev.status.notEnabled',
};

/** The status of a monitor whose charge-point account is not connected. */
export function notEnabledStatus(locale: Locale, atMs: number): WireEvStatus {
  return {
    enabled: false,
    integration_id: null,
    charge_status: 'NotEnabled',
    description: t(locale, DESCRIPTION.NotEnabled),
    wattage: 0,
    as_of: new Date(atMs).toISOString(),
    settings: null,
    last_24_hours: null,
    chart: null,
    carbon_intensity: null,
    fuel_mix: null,
    fuel_mix_basis: null,
  };
}

/** GET …/status of an enabled charger, from the simulator's figures, in the reader's language. */
export function toWireEvStatus(figures: EvFigures, charger: EvChargerRow, locale: Locale, atMs: number): WireEvStatus {
  const { now, slots, totals, sharesNow } = figures;
  const charged = totals.chargedMix !== null;
  const mix = charged ? totals.chargedMix : sharesNow;
  return {
    enabled: true,
    integration_id: charger.integration_id,
    charge_status: now.chargeStatus,
    description: t(locale, DESCRIPTION[now.chargeStatus]),
    wattage: now.wattage,
    as_of: new Date(atMs).toISOString(),
    settings: toWireEvSettings(charger),
    last_24_hours: {
      kwh: round(totals.kwh, 3),
      solar_kwh: round(totals.solarKwh, 3),
      carbon_impact_lbs: totals.carbonLbs === null ? null : round(totals.carbonLbs, 2),
    },
    chart: {
      start: new Date(slots.startMs).toISOString(),
      end: new Date(slots.endMs).toISOString(),
      slot_minutes: 15,
      watts: slots.watts,
      carbon_intensity: totals.intensity ? totals.intensity.map((x) => round(x, 3)) : null,
    },
    carbon_intensity: sharesNow ? round(carbonIntensity(sharesNow), 3) : null,
    fuel_mix: mix ? fuelMixEntries(mix) : null,
    fuel_mix_basis: mix ? (charged ? 'charging' : 'now') : null,
  };
}
