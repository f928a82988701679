import { render } from '@testing-library/react';
import DeviceIcon from '../../../src/common/icons/DeviceIcon';
import { ICON_PATHS, WIRE_ICONS, iconForType, resolveIcon } from '../../../src/common/icons/iconRegistry';

describe('device icons', () => {
  it('has a glyph for every wire icon value', () => {
    for (const icon of WIRE_ICONS) expect([icon, resolveIcon(icon)]).toEqual([icon, icon]);
  });

  it('every glyph is a well-formed path on the 24 × 24 grid', () => {
    for (const [key, d] of Object.entries(ICON_PATHS)) {
      expect([key, /^M[\d.\s,MLHVCSQTAZmlhvcsqtaz-]+$/.test(d)]).toEqual([key, true]);
    }
  });

  it('maps catalogue types and special devices, with a generic fallback', () => {
    expect(iconForType('HeatPump')).toBe('heat_pump');
    expect(iconForType('ElectricVehicle')).toBe('car');
    expect(iconForType('PoolPump')).toBe('pool');
    expect(iconForType('Router')).toBe('modem');
    expect(iconForType('TV')).toBe('tv');
    expect(resolveIcon('always_on')).toBe('alwayson');
    expect(resolveIcon('dishwasher')).toBe('dishes');
    expect(resolveIcon('socket', 'GameConsole')).toBe('game');
    expect(resolveIcon('fridge', 'Dryer')).toBe('fridge');
    expect(resolveIcon('outlet', 'Relay')).toBe('outlet');
    expect(resolveIcon('no_such_icon', 'NoSuchType')).toBe('generic');
  });

  it('is decorative unless given a title', () => {
    const { container, rerender } = render(<DeviceIcon icon="fridge" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<DeviceIcon icon="fridge" title="Fridge" />);
    expect(container.querySelector('svg')).toHaveAttribute('role', 'img');
    expect(container.querySelector('svg')).toHaveAccessibleName('Fridge');
  });
});
