import type { IsoTime } from './common';

export interface WireMonitorAttributes {
  id: number;
  name: string;
  state: string | null;
  cost: number;
  sell_back_rate: number;
  user_set_cost: boolean;
  cycle_start: number | null;
  basement_type: string | null;
  home_size_type: string | null;
  home_type: string | null;
  number_of_occupants: string | null;
  occupancy_type: string | null;
  year_built_type: string | null;
  postal_code: string | null;
  show_cost: boolean;
  tou_enabled: boolean;
  solar_tou_enabled: boolean;
  to_grid_threshold: number | null;
  panel: { panel_type: 'MAIN' | 'SUB'; panel_slots: number } | null;
  home_info_survey_progress: 'LEGACY' | 'COMPLETED' | 'PENDING';
  device_survey_progress: 'LEGACY' | 'COMPLETED' | 'PENDING';
}

export interface WireMonitor {
  id: number;
  date_created: IsoTime;
  serial_number: string;
  time_zone: string;
  solar_connected: boolean;
  solar_configured: boolean;
  online: boolean;
  attributes: WireMonitorAttributes;
  signal_check_completed_time: IsoTime | null;
  data_sharing: unknown[];
  ethernet_supported: boolean;
  power_over_ethernet_supported: boolean;
  aux_ignore: boolean;
  aux_port: 'solar' | 'generator' | 'split_service' | 'dedicated_circuit' | null;
  hardware_type: string;
  zigbee_supported: boolean;
  /** Comma-free list, e.g. ['solar', 'battery'] (spec: battery detected when it contains battery). */
  energy_sources: string[];
}

/** GET /app/monitors/{id}/status (wire §3.2). */
export interface WireMonitorStatus {
  signals: { progress: number; status: string };
  device_detection: { in_progress: unknown[]; found: { icon: string; name: string; progress: number }[]; num_detected: number };
  monitor_info: {
    emac: string;
    wifi_strength: number;
    ip_address: string;
    connection_state: string;
    version: string;
    ssid: string;
    mac: string;
    ethernet: boolean;
    test_result: string;
    serial: string;
    ndt_enabled: boolean;
    online: boolean;
    signal: null;
  };
}

/** GET /app/monitors/{id}/overview (wire §3.1). */
export interface WireMonitorOverview {
  checksum: string;
  device_data_checksum: string;
  monitor_overview: {
    monitor: WireMonitor;
    ndi_enabled: boolean;
    local_api_enabled: boolean;
    partner_channel: string | null;
    partner_tags: string[];
    num_devices: number;
    num_named_devices: number;
    num_unnamed_devices: number;
    notify_weak_connection: boolean;
  };
}

/** GET /public/monitors/environments (wire §1.1). */
export interface WireEnvironment {
  environment: string;
  client_bridgelink_url: string;
  api_url: string;
  display_name: string;
}
