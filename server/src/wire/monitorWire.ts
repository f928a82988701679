import { createHash } from 'node:crypto';
import type { EvCommand, MonitorProfile, RateZoneRule } from '../contracts';
import { dateDayNo, timeOfDayMs } from '../rates/zones';
import { attributesOf, type MonitorRow } from '../db/monitors';
import { feedChecksums } from '../realtime/checksums';
import type { WireMonitor, WireMonitorOverview, WireMonitorStatus } from '../../../src/api/wire/monitor';
import { HOME_LIMITS } from '../home/limits';
import { costsShown } from '../devices/money';

export const FIRMWARE_VERSION = '1.64.2-kilowatch';

export const energySourcesOf = (row: MonitorRow): string[] =>
  [row.solar ? 'solar' : null, row.battery ? 'battery' : null].filter((s): s is string => s !== null);

export const isPartnerSerial = (serial: string): boolean => serial.toUpperCase().startsWith('W');

export function toWireMonitor(row: MonitorRow): WireMonitor {
  return {
    id: row.id,
    date_created: row.date_created,
    serial_number: row.serial_number,
    time_zone: row.time_zone,
    solar_connected: !!row.solar,
    solar_configured: !!row.solar,
    online: row.online !== 0,
    attributes: attributesOf(row),
    signal_check_completed_time: row.signal_check_completed_time,
    data_sharing: [],
    ethernet_supported: false,
    power_over_ethernet_supported: false,
    aux_ignore: false,
    aux_port: row.aux_port,
    hardware_type: row.hardware_type,
    zigbee_supported: false,
    energy_sources: energySourcesOf(row),
  };
}

export function toMonitorProfile(row: MonitorRow): MonitorProfile {
  const attributes = attributesOf(row);
  const cost = attributes.cost;
  const sellBack = attributes.sell_back_rate;
  return {
    id: row.id,
    seed: row.seed,
    serialNumber: row.serial_number,
    timeZone: row.time_zone,
    latitude: row.latitude,
    longitude: row.longitude,
    solar: !!row.solar,
    battery: !!row.battery,
    relays: !!row.relays,
    costCentsPerKwh: typeof cost === 'number' && cost >= 0 ? cost : HOME_LIMITS.costDefault,
    showCost: costsShown(attributes),
    sellBackCentsPerKwh: typeof sellBack === 'number' && sellBack >= 0 ? sellBack : null,
    touEnabled: attributes.tou_enabled === true,
    solarTouEnabled: attributes.solar_tou_enabled === true,
    generator: row.aux_port === 'generator',
    ...evCommandsOf(row),
    ...faultsOf(row),
    ...rateZonesOf(row),
  };
}

type StoredZone = [number, string, number, string, string, string, string, number, number, number, number];
const parsedZones = new Map<string, readonly RateZoneRule[]>();

/** The row's rate zones as the cost model reads them (the same array for the same text, so cache keys are computed once). */
function rateZonesOf(row: MonitorRow): { rateZones?: readonly RateZoneRule[] } {
  const text = row.rate_zones_json;
  if (!text || text === '[]') return {};
  let list = parsedZones.get(text);
  if (!list) {
    const raw = JSON.parse(text) as StoredZone[];
    list = Object.freeze(
      raw.map(([id, name, cost, startDate, endDate, startTime, endTime, allDay, days, alert, rollover]) =>
        Object.freeze({
          id, name, cost,
          startDay: dateDayNo(startDate), endDay: dateDayNo(endDate),
          startMs: timeOfDayMs(startTime), endMs: timeOfDayMs(endTime),
          allDay: allDay === 1, days, alert: alert === 1, rollover: rollover === 1,
        }),
      ),
    );
    if (parsedZones.size >= 1000) parsedZones.delete(parsedZones.keys().next().value as string);
    parsedZones.set(text, list);
  }
  return { rateZones: list };
}

const parsedCommands = new Map<string, readonly EvCommand[]>();

/** The row's EV commands (the same array for the same text, so the simulator's key is computed once). */
function evCommandsOf(row: MonitorRow): { evCommands?: readonly EvCommand[] } {
  const text = row.ev_commands_json;
  if (!text || text === '[]') return {};
  let list = parsedCommands.get(text);
  if (!list) {
    const raw = JSON.parse(text) as [number, EvCommand['action']][];
    list = Object.freeze(raw.map(([atMs, action]) => Object.freeze({ atMs, action })));
    if (parsedCommands.size >= 1000) parsedCommands.delete(parsedCommands.keys().next().value as string);
    parsedCommands.set(text, list);
  }
  return { evCommands: list };
}

/** The simulator faults of a monitor row (migration 9), only when it has some (healthy profiles stay as they were). */
function faultsOf(row: MonitorRow): Pick<MonitorProfile, 'faults'> {
  const keys = new Set((row.sim_faults ?? '').split(',').map((k) => k.trim()).filter(Boolean));
  if (keys.size === 0) return {};
  return { faults: { failingCompressor: keys.has('failingCompressor') || undefined, weakNeutral: keys.has('weakNeutral') || undefined } };
}

/** A stable, locally administered MAC address derived from the monitor id. */
export function macFor(monitorId: number, kind: 'wifi' | 'ethernet'): string {
  const bytes = createHash('sha1').update(`${kind}:${monitorId}`).digest().subarray(0, 6);
  bytes[0] = ((bytes[0] ?? 0) & 0xfc) | 0x02;
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(':');
}

export function toWireStatus(row: MonitorRow): WireMonitorStatus {
  const checked = row.signal_check_completed_time ?? row.date_created;
  const [y, m, d] = checked.slice(0, 10).split('-');
  return {
    signals: { progress: 100, status: 'OK' },
    device_detection: { in_progress: [], found: [], num_detected: row.num_detected },
    monitor_info: {
      emac: macFor(row.id, 'ethernet'),
      wifi_strength: 60 + (row.id % 35),
      ip_address: `192.168.1.${20 + (row.id % 200)}`,
      connection_state: row.online !== 0 ? 'ONLINE' : 'OFFLINE',
      version: FIRMWARE_VERSION,
      ssid: 'Kilowatch-Home',
      mac: macFor(row.id, 'wifi'),
      ethernet: false,
      test_result: `Good as of ${m}/${d}/${y}`,
      serial: row.serial_number,
      ndt_enabled: false,
      online: row.online !== 0,
      signal: null,
    },
  };
}

/**
 * The overview, with the same checksums the realtime feed sends in data_change (wire §2.4), so a
 * client comparing the two sees a change exactly when the feed announces one.
 */
export function toWireOverview(row: MonitorRow, versions: { userVersion: number; settingsVersion: number }): WireMonitorOverview {
  const partner = isPartnerSerial(row.serial_number);
  const sums = feedChecksums(toMonitorProfile(row), versions);
  return {
    checksum: sums.monitor_overview_checksum,
    device_data_checksum: sums.device_data_checksum,
    monitor_overview: {
      monitor: toWireMonitor(row),
      ndi_enabled: !!row.ndi_enabled,
      local_api_enabled: false,
      partner_channel: partner ? 'WISER' : null,
      partner_tags: partner ? ['CHANNEL__Wiser'] : [],
      num_devices: row.num_detected,
      num_named_devices: row.num_detected,
      num_unnamed_devices: 0,
      notify_weak_connection: false,
    },
  };
}
