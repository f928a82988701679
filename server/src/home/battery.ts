/** What a home battery is doing, from its watts (+ discharging, − charging) and charge (0-1). */
export type ChargeState = 'Charging' | 'Discharging' | 'Idle' | 'Full' | 'Empty';

export function chargeState(batteryW: number, soc: number): ChargeState {
  if (batteryW < -5) return 'Charging';
  if (batteryW > 5) return 'Discharging';
  if (soc >= 0.995) return 'Full';
  return 'Idle';
}
