import type { ReactElement } from 'react';

/** A small inline icon set for the common device icons (24 x 24, stroked with currentColor). */
const ICONS: Record<string, ReactElement> = {
  alwayson: <path d="M12 3v8M7.05 6.05a7 7 0 1 0 9.9 0" />,
  home: <path d="M3 11l9-7 9 7M5.5 9.5V20h13V9.5M10 20v-5h4v5" />,
  fridge: <path d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM5 9h14M8.5 5v2M8.5 12v3" />,
  ac: <path d="M4 5h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM6 11h12M7 18c1-1 2 1 3 0M11 18c1-1 2 1 3 0M15 18c1-1 2 1 3 0" />,
  water_heater: <path d="M9 2h6a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zM12 10c-1.6 1.6-2.2 2.7-2.2 3.8a2.2 2.2 0 0 0 4.4 0c0-1.1-.6-2.2-2.2-3.8z" />,
  dryer: <path d="M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM7 5.5h2M12 18a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM10 12.5l1 1 1-1 1 1 1-1" />,
  washer: <path d="M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM7 5.5h2M15 5.5h2M12 19a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11zM8.5 13.5c1.2-1 2.3 1 3.5 0s2.3-1 3.5 0" />,
  dishwasher: <path d="M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM4 7h16M9 11v6M12 10.5v7M15 11v6" />,
  stove: <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM3 8h18M7 11.5h10v6H7zM7 5.5h.01M10.5 5.5h.01M14 5.5h.01M17.5 5.5h.01" />,
  microwave: <path d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM5.5 8h9v8h-9zM18 8.5v.01M18 12v3" />,
  kettle: <path d="M6 20h12l-1.4-9H7.4zM8 11V8.5a1.5 1.5 0 0 1 1.5-1.5h4A1.5 1.5 0 0 1 15 8.5V11M17 12.5h1.5a2 2 0 0 1 0 4H17.5M11.5 7V5" />,
  lightbulb: <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2v.5h5V16c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z" />,
  tv: <path d="M4 5h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM8 21h8M12 18v3" />,
  pool: <path d="M2 17c2 1.3 3.5 1.3 5 0s3.5-1.3 5 0 3.5 1.3 5 0 3-1.3 5 0M2 21c2 1.3 3.5 1.3 5 0s3.5-1.3 5 0 3.5 1.3 5 0 3-1.3 5 0M8 15V5a2 2 0 0 1 3.5-1.3M15 15V5a2 2 0 0 1 3.5-1.3M8 8.5h7M8 12h7" />,
  car: <path d="M3 16.5V13l2.2-5h13.6L21 13v3.5zM3 13h18M7 19.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />,
  solar_alt: <path d="M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
  battery: <path d="M4 7h13a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM22 10.5v3M11 9l-2.5 3.5h3.5L9.5 15" />,
  socket: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9v3M14.5 9v3M10 16h4" />,
  grid: <path d="M12 2L7 22M12 2l5 20M8.6 9h6.8M6.9 15.5h10.2M4 9h16M9.5 22h5" />,
  generator: <path d="M3 7h18v12H3zM7 7V4h10v3M13 9.5l-3 4h4l-3 4" />,
  generic: <path d="M13 2L4.5 13.5H11L10 22l8.5-11.5H12z" />,
};

const ALIASES: Record<string, string> = {
  always_on: 'alwayson', unknown: 'home', other: 'home', heat_pump: 'ac', heatpump: 'ac', furnace: 'ac',
  freezer: 'fridge', refrigerator: 'fridge', oven: 'stove', range: 'stove', cooktop: 'stove', light: 'lightbulb',
  lights: 'lightbulb', pool_pump: 'pool', pump: 'pool', ev: 'car', electric_vehicle: 'car', solar: 'solar_alt',
  plug: 'socket', outlet: 'socket', washing_machine: 'washer', water: 'water_heater', tea: 'kettle',
};

export function iconKey(name: string): string {
  const key = name.toLowerCase();
  if (ICONS[key]) return key;
  const alias = ALIASES[key];
  return alias && ICONS[alias] ? alias : 'generic';
}

/** Decorative device glyph (its name is always given as text next to it). */
export default function DeviceIcon({ name, className, size }: { name: string; className?: string; size?: number }) {
  const key = iconKey(name);
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={key}
    >
      {ICONS[key]}
    </svg>
  );
}
