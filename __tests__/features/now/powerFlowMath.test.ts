import { allocateFlows, flowDuration, flowWidth, selfPoweredPercent } from '../../../src/features/now/powerFlowMath';

describe('power-flow allocation', () => {
  it('sends solar to the home first, then the battery, then the grid', () => {
    expect(allocateFlows({ home: 1234, solar: 3000, grid: -1266, battery: -500 })).toEqual({
      solarToHome: 1234, solarToBattery: 500, solarToGrid: 1266, gridToHome: 0, gridToBattery: 0, batteryToHome: 0, batteryToGrid: 0,
    });
  });

  it('covers the home from the battery, then the grid, at night', () => {
    expect(allocateFlows({ home: 1234, solar: 0, grid: 534, battery: 700 })).toMatchObject({
      batteryToHome: 700, gridToHome: 534, solarToHome: 0, batteryToGrid: 0,
    });
  });

  it('charges the battery from the grid, and exports battery surplus', () => {
    expect(allocateFlows({ home: 400, solar: null, grid: 2400, battery: -2000 })).toMatchObject({ gridToHome: 400, gridToBattery: 2000 });
    expect(allocateFlows({ home: 400, solar: null, grid: -600, battery: 1000 })).toMatchObject({ batteryToHome: 400, batteryToGrid: 600 });
  });

  it('is grid to home only without solar or battery', () => {
    expect(allocateFlows({ home: 590.4, solar: null, grid: 590.4, battery: null })).toMatchObject({ gridToHome: 590, solarToHome: 0, batteryToHome: 0 });
  });
});

describe('self-powered percent', () => {
  it('is the share of home use not drawn from the grid, capped at 100', () => {
    expect(selfPoweredPercent(1000, 600, null)).toBe(40);
    expect(selfPoweredPercent(1000, -4000, 600)).toBe(100);
    expect(selfPoweredPercent(0, 0, 240)).toBe(100);
    expect(selfPoweredPercent(0, 0, null)).toBeNull();
  });
});

describe('flow animation', () => {
  it('runs faster and thicker for more watts', () => {
    expect(flowDuration(0)).toBe(0);
    expect(flowDuration(50)).toBeGreaterThan(flowDuration(5000));
    expect(flowWidth(5000)).toBeGreaterThan(flowWidth(50));
    expect(flowWidth(1e6)).toBe(8);
  });
});
