/**
 * Kitchen and cooling glyphs. Every entry is the `d` of one stroked path on a 24 × 24 grid
 * (drawn with stroke width 1.75, round caps and joins, no fill; see DeviceIcon.tsx).
 */
export const kitchenIcons = {
  fridge: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM5 9h14M8.5 5v2M8.5 12v3',
  freezer: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM8.5 5v2.5M12 11v7M9 12.8l6 3.4M15 12.8l-6 3.4',
  stove: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM3 8h18M7 11.5h10v6H7zM7 5.5h.01M10.5 5.5h.01M14 5.5h.01M17.5 5.5h.01',
  stovetop: 'M3 7h18v10H3zM8 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM16.5 13.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM5 17v2M19 17v2',
  microwave: 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM5.5 8h9v8h-9zM18 8.5v.01M18 12v3',
  kettle: 'M5 20h12l-1.5-10h-9zM6.5 10 8 6h6l1.5 4M16.3 12.5 20 10v5l-3.1 1.4M9 3.5h4',
  toaster: 'M5 8h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zM8 8V4h3v4M13 8V4h3v4M7 16h4M18 13v3',
  toaster_oven: 'M3 6h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zM5 9h10v7H5zM18.5 9.5v.01M18.5 13v.01M18.5 16v.01M5 19v2M19 19v2',
  cup: 'M5 9h11v6a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5zM16 11h1.5a2.5 2.5 0 0 1 0 5H16M8 2.5c-.7 1 .7 2 0 3M11.5 2.5c-.7 1 .7 2 0 3M4 22h14',
  coffee_grinder: 'M12 4V2h4M7 8l1-4h8l1 4M6 8h12v11a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2zM12 17.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  blender: 'M7 3h10l-1.5 11h-7zM8.5 14h7l1 3h-9zM6.5 17h11v4h-11zM12 19h.01M9.8 7h4.6',
  mixer: 'M3 21h18M5 21V5a2 2 0 0 1 2-2h9a3 3 0 0 1 3 3v1H9M13 7v4M8 12h11l-1.5 6h-8z',
  skillet: 'M2 11h14v1a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5zM16 12h6M5 7c0-1 1-1 1-2M9 7c0-1 1-1 1-2M13 7c0-1 1-1 1-2',
  grill: 'M4 9h16a8 8 0 0 1-16 0zM12 17v4M7 21l2-4.3M17 21l-2-4.3M8 5c0-1 1-1 1-2M12 5c0-1 1-1 1-2M16 5c0-1 1-1 1-2',
  dishes: 'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM4 7h16M7 4.5h.01M10 4.5h.01M9 11v6M12 10.5v7M15 11v6',
  trash: 'M4 6h16M9 6V4h6v2M6 6l1 15h10l1-15M10 10v7M14 10v7',
  rice_cooker: 'M4 10h16v6a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM5 10a7 4 0 0 1 14 0M12 6V4.5M9 15h6',
} as const;
