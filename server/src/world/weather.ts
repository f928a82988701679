import type { MonitorProfile } from '../contracts';
import { between, smoothNoise, streamId } from '../hash';
import { calendarFor } from '../time/calendar';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * The world outside the home: weather and sun for a location (outdoor temperature, cloudiness, sun
 * position, PV output). A deterministic model standing in for a weather service: the simulator's
 * appliances and panels follow it, and Labs' degree-days and the EV lab's grid mix read it. It is not
 * a measurement of any home, so figures may read it without crossing the store's wall.
 */

const DEG = Math.PI / 180;
const S_TEMP = streamId('weather.temp');
const S_CLOUD_DAY = streamId('weather.cloud.day');
const S_CLOUD_FAST = streamId('weather.cloud.fast');
const S_CLOUD_MID = streamId('weather.cloud.mid');

/**
 * Outdoor temperature, °C. `dayOfYear` and `clockHours` are local; the seasonal swing grows with
 * latitude and flips in the southern hemisphere; the daily minimum is near 05:00, the maximum
 * near 15:00; a smooth weather term (±5 °C over a few days) comes from the hash noise.
 */
export function outdoorTempC(seed: number, latitude: number, epochMin: number, dayOfYear: number, clockHours: number): number {
  const absLat = Math.min(70, Math.abs(latitude));
  const annualMean = 27 - 0.4 * Math.max(0, absLat - 15);
  const seasonalAmp = Math.min(16, 0.25 * absLat + 1);
  const peakDay = latitude >= 0 ? 200 : 17;
  const season = Math.cos((2 * Math.PI * (dayOfYear - peakDay)) / 365.25);
  const weather = 5 * smoothNoise(seed, S_TEMP, epochMin, 3 * 1440);
  const diurnalAmp = 5.5 + 1.5 * smoothNoise(seed, S_TEMP + 1, epochMin, 1440);
  const diurnal = Math.cos((2 * Math.PI * (clockHours - 15)) / 24);
  return annualMean + seasonalAmp * season + weather + diurnalAmp * diurnal;
}

/** Cloud cover in [0, 1]: a day-scale weather pattern plus passing clouds at 5-40 minute scales. */
export function cloudCover(seed: number, epochMin: number): number {
  const day = 0.5 + 0.5 * smoothNoise(seed, S_CLOUD_DAY, epochMin, 1.5 * 1440);
  const base = Math.max(0, Math.min(1, (day - 0.25) * 1.4));
  const passing = 0.5 * smoothNoise(seed, S_CLOUD_MID, epochMin, 37) + 0.5 * smoothNoise(seed, S_CLOUD_FAST, epochMin, 6);
  // Passing clouds matter most on partly cloudy days.
  const partly = 4 * base * (1 - base);
  return Math.max(0, Math.min(1, base + 0.35 * partly * passing));
}

export interface SunPosition {
  /** Elevation above the horizon, radians. */
  elevation: number;
  /** Azimuth clockwise from north, radians. */
  azimuth: number;
}

/** Sun position by the NOAA / Astronomical Almanac low-precision formulae (about 0.01° to 2050). */
export function sunPosition(epochMs: number, latitude: number, longitude: number): SunPosition {
  const n = epochMs / 86_400_000 + 2440587.5 - 2451545.0;
  const L = (280.46 + 0.9856474 * n) % 360;
  const g = ((357.528 + 0.9856003 * n) % 360) * DEG;
  const lambda = (L + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g)) * DEG;
  const eps = (23.439 - 0.0000004 * n) * DEG;
  const ra = Math.atan2(Math.cos(eps) * Math.sin(lambda), Math.cos(lambda));
  const dec = Math.asin(Math.sin(eps) * Math.sin(lambda));
  const gmstHours = (18.697374558 + 24.06570982441908 * n) % 24;
  const hourAngle = (gmstHours * 15 + longitude) * DEG - ra;
  const lat = latitude * DEG;
  const sinElev = Math.sin(lat) * Math.sin(dec) + Math.cos(lat) * Math.cos(dec) * Math.cos(hourAngle);
  const elevation = Math.asin(Math.max(-1, Math.min(1, sinElev)));
  const azimuth = Math.atan2(-Math.sin(hourAngle), Math.tan(dec) * Math.cos(lat) - Math.sin(lat) * Math.cos(hourAngle));
  return { elevation, azimuth: (azimuth + 2 * Math.PI) % (2 * Math.PI) };
}

export interface SolarArray {
  capacityW: number;
  tilt: number;
  azimuth: number;
}

/** The household's PV array: 6-8 kW from the seed, tilted 25°, facing the equator. */
export function solarArray(seed: number, latitude: number): SolarArray {
  return {
    capacityW: Math.round(between(6000, 8000, seed, streamId('solar.capacity')) / 50) * 50,
    tilt: 25 * DEG,
    azimuth: latitude >= 0 ? Math.PI : 0,
  };
}

/**
 * PV output in W at an instant: clear-sky beam on the tilted plane (Meinel air-mass model) plus
 * diffuse light, reduced by clouds and by heat. 0 whenever the sun is below the horizon.
 */
export function solarOutputW(arr: SolarArray, sun: SunPosition, clouds: number, tempC: number): number {
  if (sun.elevation <= 0.005) return 0;
  const sinE = Math.sin(sun.elevation);
  const airMass = 1 / (sinE + 0.50572 * Math.pow(sun.elevation / DEG + 6.07995, -1.6364));
  const beam = 1.353 * Math.pow(0.7, Math.pow(airMass, 0.678));
  const cosInc =
    sinE * Math.cos(arr.tilt) + Math.cos(sun.elevation) * Math.sin(arr.tilt) * Math.cos(sun.azimuth - arr.azimuth);
  const diffuse = 0.12 * beam * sinE * ((1 + Math.cos(arr.tilt)) / 2);
  const clear = beam * Math.max(0, cosInc) + diffuse;
  const cloudFactor = 1 - 0.78 * Math.pow(clouds, 1.4);
  const heat = 1 - Math.max(0, tempC - 25) * 0.004;
  return Math.max(0, arr.capacityW * 0.86 * clear * cloudFactor * heat);
}

/** Outdoor temperature (°C) at a monitor's location at an instant. */
export function outdoorTemp(profile: MonitorProfile, epochMs: number): number {
  const cal = calendarFor(profile.timeZone);
  const day = cal.dayOf(epochMs);
  const m = Math.floor(epochMs / 60_000);
  return outdoorTempC(profile.seed >>> 0, profile.latitude, m, day.dayOfYear, cal.clockMin(epochMs) / 60);
}
