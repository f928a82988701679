/**
 * Labs fault detection (spec monitoring §2 "Motor stalls page" … "AC energy comparison page", §3
 * "Labs data", §9 labs constants; account-settings-shell §7 labs_content, §8 labs statuses, §9
 * efficiency bands). The shapes the local server answers (`server/src/labs`, `routes/labs.ts`) and
 * the app reads. `fault_detection_json`'s parts use camelCase keys, as the spec names them.
 *
 * Everything is computed from the simulator over the last LABS_LOOKBACK_DAYS local days (today so
 * far and the 29 days before), so it agrees with the power meter and history.
 */

/** Days of data the fault-detection pages look at (spec §9). */
export const LABS_LOOKBACK_DAYS = 30;
/** Voltage samples per (24-hour) day of the power-quality graph (spec §9); DST days have 1380 or 1500. */
export const VOLTAGE_SAMPLES_PER_DAY = 1440;
/** Sustained voltage: the median over this many seconds, computed each second (spec §9). */
export const SUSTAINED_WINDOW_S = 7;
/** Maximum and minimum sustained voltage cover the previous 24 hours (spec §9). */
export const SUSTAINED_SPAN_H = 24;
/** Nominal leg voltage, and the ±10 % band outside which a minute is a dip or a spike. */
export const NOMINAL_V = 120;
export const DIP_BELOW_V = 108;
export const SPIKE_ABOVE_V = 132;
/** Power-quality comparison terciles (spec §2): under 10 dips and spikes, 10-20, over 20. */
export const POWER_QUALITY_TERCILES = [10, 20] as const;
/** Floating neutral: under 2 V per kW of leg imbalance is low, 2 to 5 medium, 5 and more high. */
export const NEUTRAL_BANDS = [2, 5] as const;
/** AC efficiency bands (account-settings-shell §9): efficient at or below the threshold, slightly inefficient up to 1.5×. */
export const SLIGHTLY_INEFFICIENT_MAX_RATIO = 1.5;
/** Advice bands of the potential yearly savings, in dollars (spec §9): under 100, 100 to 300, 300 and above. */
export const SAVINGS_BANDS = [100, 300] as const;
/** The AC comparison's data wait (account-settings-shell §9). */
export const AC_DATA_WAIT_HOURS = [24, 48] as const;

/** Each part's status (account-settings-shell §8): 'failed' shows "not available". */
export type WireLabsStatus = 'ok' | 'failed';
/** A frequency against other homes, in terciles. */
export type WireFrequencyRating = 'low' | 'med' | 'high';
export type WireEfficiencyRating = 'efficient' | 'slightlyInefficient' | 'inefficient' | 'needsData' | 'failed';
export type WireLeg = 'L1' | 'L2';

/** One motor stall: locked-rotor current for a few seconds at a motor start. */
export interface WireMotorStall {
  /** The stall's first second (ISO); it is at the start of its minute. */
  time: string;
  deviceId: string;
  /** The device as the user sees it (their name, a merged device's name). */
  deviceName: string;
  deviceIcon: string;
  durationS: number;
  /** The home's highest reading during the stall, W: the power meter's maximum of that minute. */
  peakW: number;
  /** What the motor drew above its running power, W. */
  spikeW: number;
}

export interface WireMotorStalls {
  status: WireLabsStatus;
  rating: WireFrequencyRating | null;
  /** Average stalls a day over the lookback (today's part-day counts as a part). */
  averagePerDay: number | null;
  /** The most stalls in one local day, and which day (YYYY-MM-DD). */
  peakPerDay: number | null;
  peakDay: string | null;
  total: number | null;
  /** Stalls a day that bound the low and medium terciles of other homes. */
  terciles: [number, number] | null;
  /** One entry per local day, oldest first (YYYY-MM-DD). */
  dailyCounts: { date: string; count: number }[];
  mostRecent: WireMotorStall | null;
  /** The latest stalls, newest first (at most 10). */
  recent: WireMotorStall[];
  /** The support request is offered (a high rating, not asked for yet). */
  displaySupport: boolean;
}

export interface WireVoltageEvent {
  kind: 'dip' | 'spike';
  /** First minute (ISO) and the end of the last minute. */
  start: string;
  end: string;
  durationS: number;
  legs: WireLeg[];
  /** The lowest (dip) or highest (spike) minute voltage, V. */
  voltage: number;
}

export interface WireVoltageDayRef {
  /** 0 is today; days − 1 the oldest. */
  index: number;
  date: string;
  start: string;
  end: string;
}

export interface WirePowerQuality {
  status: WireLabsStatus;
  rating: WireFrequencyRating | null;
  /** Dips and spikes in the lookback. */
  eventCount: number | null;
  terciles: [number, number];
  /** L1 and L2 now (the feed's reading), V. */
  voltageNow: [number, number] | null;
  /** The mean minute voltage of each leg over the last `averageHours`. */
  averageHours: number;
  average: [number, number] | null;
  /** Sustained voltage (the 7-second median each second) over the previous 24 hours: its lowest and highest on either leg. */
  sustained: { min: number; minLeg: WireLeg; minTime: string; max: number; maxLeg: WireLeg; maxTime: string } | null;
  /** The latest dips and spikes, newest first (at most 20). */
  events: WireVoltageEvent[];
  /** The days the graph can show, index 0 (today) first. */
  days: WireVoltageDayRef[];
  nominalV: number;
  dipBelowV: number;
  spikeAboveV: number;
}

export interface WireFloatingNeutral {
  status: WireLabsStatus;
  rating: WireFrequencyRating | null;
  /** How far the legs' voltages move apart per kW of load imbalance, V/kW (about 0.4 with a sound neutral). */
  voltsPerKw: number | null;
  /** Each leg's watts and volts now. */
  legWatts: [number, number] | null;
  legVoltage: [number, number] | null;
  /** 'Contact me' is offered (a high rating, not asked for yet). */
  displaySupport: boolean;
}

export interface WireHistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface WireAcEfficiency {
  status: WireLabsStatus;
  rating: WireEfficiencyRating;
  deviceId: string | null;
  deviceName: string | null;
  /** kWh of heating and cooling per degree-day over the lookback: the home's, and the cohort's threshold. */
  userKwhPerDegreeDay: number | null;
  thresholdKwhPerDegreeDay: number | null;
  acKwh: number | null;
  degreeDays: number | null;
  /** kWh a year the home would save at the threshold (0 when efficient); null without a postal code. */
  savings: number | null;
  /** The home's electricity cost in cents per kWh; -1 when costs are hidden or not set. */
  cost: number;
  histogram: { bins: WireHistogramBin[]; homes: number } | null;
  /** What the cohort needs: a postal code (weather similarity) and the home size (similar size). */
  cohort: { weatherSimilarity: boolean; similarSize: boolean };
}

export interface WireFaultDetection {
  motorStalls: WireMotorStalls;
  powerQuality: WirePowerQuality;
  acEfficiency: WireAcEfficiency;
  floatingNeutral: WireFloatingNeutral;
}

/** GET /app/monitors/{id}/labs_content. Asset paths are below the API root; they take `?access_token=`. */
export interface WireLabsContent {
  monitor_id: number;
  /** When the figures were computed (the server's clock). */
  updated: string;
  lookback_days: number;
  /** The span looked at: the start of the oldest day, and now. */
  start: string;
  end: string;
  fault_detection_json: WireFaultDetection;
  assets: {
    daily_counts_image: string;
    power_meter_sample_image: string | null;
    raw_csv_files: { motor_stalls: string; power_quality: string; floating_neutral: string };
  };
}

/** GET /app/monitors/{id}/labs/voltage?day=: one day of the power-quality graph. */
export interface WireVoltageDay extends WireVoltageDayRef {
  /** Seconds between samples (60). */
  step_s: number;
  /** Minute means of each leg, V (0.1 V); null for minutes not yet reached. */
  l1: (number | null)[];
  l2: (number | null)[];
  events: WireVoltageEvent[];
}
