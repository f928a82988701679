/**
 * Vehicles, tools, circuits and the special devices (always on, other, solar, battery, generator,
 * relay, panel). One stroked path each on a 24 × 24 grid.
 */
export const specialIcons = {
  car: 'M4.5 16h-2v-3.8l2.5-.9L8 7h7l3.8 4.3 2.7.9V16h-2M9.5 16h5M5 11.3h13.8M12 7v4.3M7 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  mower: 'M2 4h3l3 9M7 13h11a3 3 0 0 1 3 3v1H4v-1a3 3 0 0 1 3-3zM7 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  leafblower: 'M11 9H6a3 3 0 0 0-3 3v2a3 3 0 0 0 3 3h5zM11 11l10-3v5l-10 2M6 9V6h5M20 16.5h.01M17.5 18.5h.01M21 20h.01',
  drill: 'M3 5h11a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H3zM16 7.5h3M19 8.5h3M7 12l-1 9h5l1-9M6.5 16.5h5',
  breaker: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM10 8h4v8h-4zM10 12h4',
  motor: 'M4 8h11a3 3 0 0 1 3 3v2a3 3 0 0 1-3 3H4zM18 12h4M7 8V6M11 8V6M7 16v2M11 16v2M2 10v4',
  alwayson: 'M12 3v8M7.05 6.05a7 7 0 1 0 9.9 0',
  home: 'M3 11l9-7 9 7M5.5 9.5V20h13V9.5M10 20v-5h4v5',
  solar_alt: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  solar_panel: 'M5 4h14l2 10H3zM4 9h16M9.5 4 9 14M14.5 4l.5 10M12 14v4M8 21h8M12 18v3',
  battery: 'M4 7h13a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM22 10.5v3M11 9l-2.5 3.5h3.5L9.5 15',
  generator: 'M3 7h18v12H3zM7 7V4h10v3M13 9.5l-3 4h4l-3 4M5 19v2M19 19v2',
  relay: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM5 13h4l6-4M15 13h4M9 13h.01',
  panel: 'M6 2h12a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM8.5 6h3M12.5 6h3M8.5 10h3M12.5 10h3M8.5 14h3M12.5 14h3M8.5 18h7',
  merged: 'M9 9h11v11H9zM15 9V4H4v11h5',
  mystery: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
  grid: 'M12 2 7 22M12 2l5 20M8.6 9h6.8M6.9 15.5h10.2M4 9h16M9.5 22h5',
  generic: 'M13 2 4.5 13.5H11L10 22l8.5-11.5H12z',
} as const;
