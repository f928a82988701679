import { SCREEN_NAMES } from '../../src/app/screenNames';

/** Spec account-settings-shell §2 "Screen names", with the relay screens and Labs pages spelled out. */
const SPEC_SCREEN_NAMES = [
  'Now', 'Trends', 'Dashboard', 'PowerMeter', 'DeviceList', 'Login', 'Login-Mfa', 'ForgotPassword', 'ResetPassword',
  'Feedback', 'Usage', 'Goals', 'Compare', 'DataSharing', 'Labs', 'MotorStalls', 'PowerQuality', 'CoolingEfficiency',
  'FloatingNeutral', 'EVCharger', 'EVChargerSettings', 'CarbonIntensity', 'EnergySources', 'PowerFlow', 'Bubbles',
  'NotFound', 'PeakDevices', 'PanelSettings', 'RelayFirmwareUpdates', 'RelayUpdateSettings', 'RelayList', 'RelayHistory',
  'SolarSystemSpecs', 'Wattcheck', 'ConnectionGuide', 'Solar', 'Battery', 'AlwaysOn', 'AlwaysOnDevice', 'DeviceDetail',
  'DeviceSettings',
];

describe('screen names', () => {
  it("hold every name of the spec's list", () => {
    expect(SPEC_SCREEN_NAMES.filter((name) => !(SCREEN_NAMES as readonly string[]).includes(name))).toEqual([]);
  });

  it('are unique', () => {
    expect(new Set(SCREEN_NAMES).size).toBe(SCREEN_NAMES.length);
  });
});
