/** Watts on each path of the power-flow diagram. */
export interface Flows {
  solarToHome: number;
  solarToBattery: number;
  solarToGrid: number;
  gridToHome: number;
  gridToBattery: number;
  batteryToHome: number;
  batteryToGrid: number;
}

export interface FlowInputs {
  /** Home consumption, W. */
  home: number;
  /** Solar production, W (>= 0); null without solar. */
  solar: number | null;
  /** Grid, W: > 0 imports, < 0 exports. */
  grid: number;
  /** Battery, W: > 0 discharging (into the home, as the server's battery_w), < 0 charging; null without one. */
  battery: number | null;
}

const pos = (v: number | null) => (v !== null && v > 0 ? v : 0);

/**
 * Splits the measured totals into paths. Solar serves the home first, then charges the battery,
 * then exports; the battery's discharge serves the home, then exports; the grid covers what is
 * left of the home and of the battery's charge. Values are rounded watts.
 */
export function allocateFlows({ home, solar, grid, battery }: FlowInputs): Flows {
  const solarW = pos(solar);
  const discharge = pos(battery);
  const charge = pos(battery === null ? null : -battery);
  const homeW = Math.max(0, home);

  const solarToHome = Math.min(solarW, homeW);
  let homeLeft = homeW - solarToHome;
  const batteryToHome = Math.min(discharge, homeLeft);
  homeLeft -= batteryToHome;
  let solarLeft = solarW - solarToHome;
  const solarToBattery = Math.min(solarLeft, charge);
  solarLeft -= solarToBattery;
  const imported = pos(grid);
  const gridToHome = Math.min(homeLeft, imported);
  const gridToBattery = Math.min(charge - solarToBattery, imported - gridToHome);
  const exported = pos(-grid);
  const solarToGrid = Math.min(solarLeft, exported);
  const batteryToGrid = Math.min(discharge - batteryToHome, exported - solarToGrid);

  const r = (v: number) => Math.max(0, Math.round(v));
  return {
    solarToHome: r(solarToHome), solarToBattery: r(solarToBattery), solarToGrid: r(solarToGrid),
    gridToHome: r(gridToHome), gridToBattery: r(gridToBattery),
    batteryToHome: r(batteryToHome), batteryToGrid: r(batteryToGrid),
  };
}

/** Self-powered percent: the share of home use not drawn from the grid, capped at 100. */
export function selfPoweredPercent(home: number, grid: number, solarPct: number | null): number | null {
  if (home > 0) return Math.min(100, Math.max(0, Math.round(((home - Math.max(0, grid)) / home) * 100)));
  return solarPct === null ? null : Math.min(100, Math.max(0, Math.round(solarPct)));
}

/** Dash animation seconds per cycle: faster for more watts. */
export function flowDuration(watts: number): number {
  if (watts <= 0) return 0;
  return Math.round(Math.min(3, Math.max(0.5, 3 - Math.log10(watts) * 0.7)) * 100) / 100;
}

/** Stroke width in SVG units: thicker for more watts. */
export function flowWidth(watts: number): number {
  return Math.round(Math.min(8, 2 + Math.sqrt(Math.max(0, watts)) / 12) * 10) / 10;
}
