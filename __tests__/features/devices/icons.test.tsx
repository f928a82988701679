import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { ICON_NAMES, Icon } from '../../../src/common/Icon';
import DeviceIcon from '../../../src/common/icons/DeviceIcon';
import { ICON_KEYS, WIRE_ICONS, iconForType, resolveIcon } from '../../../src/common/icons/iconRegistry';

/** A sprite's symbols, in order: each one path on the 24 × 24 grid. */
function symbolsOf(file: string): { id: string; d: string; rest: string }[] {
  const svg = readFileSync(path.join(__dirname, '../../../src/common', file), 'utf8');
  return [...svg.matchAll(/<symbol id="([^"]+)"([^>]*)>(.*?)<\/symbol>/g)].map(([, id, attrs, inner]) => {
    const d = /^<path d="([^"]+)"\/>$/.exec(inner!)?.[1] ?? '';
    return { id: id!, d, rest: attrs! };
  });
}

describe('device icons', () => {
  it('has a glyph for every wire icon value', () => {
    for (const icon of WIRE_ICONS) expect([icon, resolveIcon(icon)]).toEqual([icon, icon]);
  });

  it('the sprites hold one well-formed path on the 24 × 24 grid for every key, and nothing else', () => {
    for (const [file, keys] of [['icons/devices.svg', ICON_KEYS], ['uiIcons.svg', ICON_NAMES]] as const) {
      const symbols = symbolsOf(file);
      expect(symbols.map((s) => s.id)).toEqual([...keys]);
      for (const { id, d, rest } of symbols) {
        expect([id, rest, /^M[\d.\s,MLHVCSQTAZmlhvcsqtaz-]+$/.test(d)]).toEqual([id, ' viewBox="0 0 24 24"', true]);
      }
    }
  });

  it('draws each glyph from its sprite by key', () => {
    const { container, rerender } = render(<DeviceIcon icon="dishwasher" />);
    expect(container.querySelector('use')?.getAttribute('href')).toMatch(/#dishes$/);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'dishes');
    rerender(<Icon name="bolt" />);
    expect(container.querySelector('use')?.getAttribute('href')).toMatch(/#bolt$/);
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
