import type { WireDeviceCategory, WireDeviceTypes } from '../../../src/api/wire/devices';
import { DEFAULT_LOCALE, en, t, type Locale, type MessageKey } from '../i18n';

/**
 * The device catalogue (settings spec §3 "device catalogue"): appliance kinds grouped in
 * categories, each with an icon the app draws and a display name in the reader's language
 * (server/src/i18n: `deviceType.<id>`, `deviceCategory.<id>`). Type ids are the simulator's
 * catalogue types (Fridge, HeatPump, ElectricVehicle, ...) plus a few more a user may choose.
 */
const type = (id: string, icon: string) => ({ id, icon });
const category = (id: string, icon: string, types: ReturnType<typeof type>[]) => ({ id, icon, types });

const CATEGORIES_DEF = [
  category('kitchen', 'stove', [
    type('Fridge', 'fridge'),
    type('Freezer', 'freezer'),
    type('Oven', 'stove'),
    type('Cooktop', 'stove'),
    type('Microwave', 'microwave'),
    type('Dishwasher', 'dishwasher'),
    type('TeaKettle', 'kettle'),
    type('CoffeeMaker', 'cup'),
    type('Toaster', 'toaster'),
  ]),
  category('laundry', 'washer', [type('Washer', 'washer'), type('Dryer', 'dryer'), type('Iron', 'socket')]),
  category('heating_cooling', 'ac', [
    type('HeatPump', 'ac'),
    type('AirConditioner', 'ac'),
    type('Furnace', 'ac'),
    type('SpaceHeater', 'heater'),
    type('Dehumidifier', 'socket'),
    type('Fan', 'socket'),
  ]),
  category('water', 'water_heater', [
    type('WaterHeater', 'water_heater'),
    type('SumpPump', 'pump'),
    type('WellPump', 'pump'),
  ]),
  category('lighting', 'lightbulb', [type('Light', 'lightbulb'), type('OutdoorLights', 'light')]),
  category('entertainment', 'tv', [type('TV', 'tv'), type('GameConsole', 'socket'), type('Stereo', 'socket')]),
  category('electronics', 'computer', [
    type('Computer', 'computer'),
    type('Router', 'modem'),
    type('Printer', 'socket'),
  ]),
  category('outdoor', 'pool', [
    type('PoolPump', 'pool'),
    type('HotTub', 'pool'),
    type('PatioHeater', 'heater'),
  ]),
  category('vehicles', 'car', [type('ElectricVehicle', 'car'), type('EBike', 'socket')]),
  category('personal_care', 'hair_dryer', [type('HairDryer', 'hair_dryer'), type('HairIron', 'socket')]),
  category('other', 'socket', [
    type('OtherDevice', 'socket'),
    type('PowerStrip', 'socket'),
    type('DedicatedCircuit', 'socket'),
    type('Outlet', 'outlet'),
    type('Motor', 'socket'),
  ]),
];

const keyOf = (prefix: 'deviceType' | 'deviceCategory', id: string): MessageKey | null => {
  const key = `${prefix}.${id}`;
  return key in en ? (key as MessageKey) : null;
};

/** The display name of a type id (or a category id) in the locale, or null for an unknown id. */
function displayName(id: string, locale: Locale): string | null {
  const key = keyOf('deviceType', id) ?? keyOf('deviceCategory', id);
  return key ? t(locale, key) : null;
}

/** Every type and category id (the catalogue test checks each has a name in every language). */
export const CATALOGUE_IDS = {
  types: CATEGORIES_DEF.flatMap((c) => c.types.map((x) => x.id)),
  categories: CATEGORIES_DEF.map((c) => c.id),
};

const localized = new Map<Locale, WireDeviceCategory[]>();

/** The catalogue in the locale's language (built once per locale). */
export function deviceCategories(locale: Locale = DEFAULT_LOCALE): WireDeviceCategory[] {
  let list = localized.get(locale);
  if (!list) {
    list = CATEGORIES_DEF.map((c) => ({
      id: c.id,
      name: c.id,
      display_name: displayName(c.id, locale) ?? c.id,
      icon: c.icon,
      types: c.types.map((x) => ({ id: x.id, display_name: displayName(x.id, locale) ?? x.id, icon: x.icon })),
    }));
    localized.set(locale, list);
  }
  return list;
}

const TYPES = new Set(CATALOGUE_IDS.types);
const CATEGORIES = new Set(CATALOGUE_IDS.categories);

export const deviceTypes = (locale: Locale = DEFAULT_LOCALE): WireDeviceTypes => ({ device_categories: deviceCategories(locale) });

export const isCatalogueType = (id: string): boolean => TYPES.has(id);
export const isCategory = (id: string): boolean => CATEGORIES.has(id);

/** Display text of a type id (or a category id) in the locale, falling back to the id itself. */
export function typeDisplay(id: string, locale: Locale = DEFAULT_LOCALE): string {
  return displayName(id, locale) ?? id;
}

/** The types with an about text of their own (`device.about.<type>`); others get the default. */
const aboutKey = (type: string): MessageKey => {
  const key = `device.about.${type}`;
  return key in en && key !== 'device.about.title' ? (key as MessageKey) : 'device.about.default';
};

/** The about text for a device type, in the locale. */
export function aboutFor(type: string, name: string, locale: Locale = DEFAULT_LOCALE): { title: string; content: string } {
  return { title: t(locale, 'device.about.title', { name }), content: t(locale, aboutKey(type)) };
}
