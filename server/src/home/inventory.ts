import type { WireDeviceInventory, WireDeviceInventoryUpdate, WireInventoryCategory, WireInventoryDetail } from '../../../src/api/wire/home';
import { HttpError } from '../errors';
import { msg, t, type Locale, type MessageKey, type MessageValues } from '../i18n';
import { HOME_LIMITS } from './limits';

/**
 * The device inventory (spec §3 "Device inventory", §5): categories of devices the user counts
 * (0-9, shown 9+), with make and model rows trimmed to the count, a none option per category and
 * a free "anything else" text. Titles are the device catalogue's (`deviceCategory.*`,
 * `deviceType.*`) in the request's language.
 */
interface CategoryDef {
  id: string;
  /** The none option is offered (false where nearly every home has something). */
  noneShown: boolean;
  sections: { id: string; devices: { type: string; icon: string }[] }[];
}

const dev = (type: string, icon: string) => ({ type, icon });
export const INVENTORY: CategoryDef[] = [
  {
    id: 'heating_cooling',
    noneShown: true,
    sections: [
      { id: 'cooling', devices: [dev('AirConditioner', 'ac'), dev('HeatPump', 'heat_pump'), dev('Fan', 'fan')] },
      { id: 'heating', devices: [dev('Furnace', 'heat'), dev('SpaceHeater', 'heater'), dev('Dehumidifier', 'dehumidifier')] },
    ],
  },
  {
    id: 'kitchen',
    noneShown: true,
    sections: [
      { id: 'cooking', devices: [dev('Oven', 'stove'), dev('Cooktop', 'stovetop'), dev('Microwave', 'microwave'), dev('TeaKettle', 'kettle')] },
      { id: 'cold', devices: [dev('Fridge', 'fridge'), dev('Freezer', 'freezer')] },
      { id: 'cleaning', devices: [dev('Dishwasher', 'dishes')] },
    ],
  },
  { id: 'laundry', noneShown: true, sections: [{ id: 'laundry', devices: [dev('Washer', 'washer'), dev('Dryer', 'dryer'), dev('Iron', 'iron')] }] },
  {
    id: 'water',
    noneShown: true,
    sections: [{ id: 'water', devices: [dev('WaterHeater', 'water_heater'), dev('WellPump', 'pump'), dev('SumpPump', 'pump'), dev('HotTub', 'hot_tub')] }],
  },
  {
    id: 'electronics',
    noneShown: false,
    sections: [{ id: 'electronics', devices: [dev('TV', 'tv'), dev('Computer', 'computer'), dev('GameConsole', 'game'), dev('Printer', 'printer'), dev('Router', 'modem')] }],
  },
  {
    id: 'outdoor',
    noneShown: true,
    sections: [{ id: 'outdoor', devices: [dev('PoolPump', 'pool'), dev('ElectricVehicle', 'car'), dev('OutdoorLights', 'lightbulb')] }],
  },
];

/** What is stored per monitor (device_inventories.data_json). */
export interface StoredInventory {
  categories: Record<string, { none: boolean; other: string; devices: Record<string, { count: number; details: WireInventoryDetail[] }> }>;
}

export const EMPTY_INVENTORY: StoredInventory = { categories: {} };

const L = HOME_LIMITS;
const bad = (key: MessageKey, values?: MessageValues) => new HttpError(400, msg(key, values));
const sectionTitle = (locale: Locale, c: CategoryDef, id: string) =>
  c.sections.length === 1 ? t(locale, `deviceCategory.${c.id}` as MessageKey) : t(locale, `inventory.section.${id}` as MessageKey);

/** GET …/device_inventory: the categories in the locale with what the user stored. */
export function inventoryOf(locale: Locale, stored: StoredInventory, updatedAt: string | null): WireDeviceInventory {
  const categories: WireInventoryCategory[] = INVENTORY.map((c) => {
    const mine = stored.categories[c.id];
    return {
      id: c.id,
      title: t(locale, `deviceCategory.${c.id}` as MessageKey),
      none_option: { selected: mine?.none ?? false, shown: c.noneShown, title: t(locale, 'inventory.none') },
      other: mine?.other ?? '',
      sections: c.sections.map((s) => ({
        id: s.id,
        title: sectionTitle(locale, c, s.id),
        devices: s.devices.map((x) => {
          const v = mine?.devices[x.type];
          return { id: x.type, name: t(locale, `deviceType.${x.type}` as MessageKey), icon: x.icon, count: v?.count ?? 0, details: v?.details ?? [] };
        }),
      })),
    };
  });
  return { categories, updated_at: updatedAt };
}

/**
 * Checks a POST body against the inventory and returns what to store: every rule before anything is
 * written; make and model trimmed (text) and their rows trimmed to the count. Categories left out
 * keep what was stored.
 */
export function checkInventory(body: WireDeviceInventoryUpdate, current: StoredInventory): StoredInventory {
  const next: StoredInventory = { categories: { ...current.categories } };
  const seen = new Set<string>();
  for (const c of body.categories) {
    const def = INVENTORY.find((x) => x.id === c.id);
    if (!def) throw bad('inventory.categoryUnknown', { id: c.id });
    if (seen.has(c.id)) throw bad('inventory.categoryTwice', { id: c.id });
    seen.add(c.id);
    const other = (c.other ?? '').trim();
    if (other.length > L.inventoryOtherMax) throw bad('inventory.otherTooLong', { max: L.inventoryOtherMax });
    const devices: StoredInventory['categories'][string]['devices'] = {};
    for (const s of c.sections) {
      const sdef = def.sections.find((x) => x.id === s.id);
      if (!sdef) throw bad('inventory.sectionUnknown', { id: s.id });
      for (const x of s.devices) {
        if (!sdef.devices.some((y) => y.type === x.id)) throw bad('inventory.deviceUnknown', { id: x.id });
        if (!Number.isInteger(x.count) || x.count < 0 || x.count > L.inventoryCountMax) throw bad('inventory.countRange', { max: L.inventoryCountMax });
        const details = (x.details ?? []).slice(0, x.count).map((row) => ({ make: row.make.trim(), model: row.model.trim() }));
        for (const row of details) {
          if (row.make.length > L.inventoryTextMax || row.model.length > L.inventoryTextMax) throw bad('inventory.textTooLong', { max: L.inventoryTextMax });
        }
        if (x.count > 0) devices[x.id] = { count: x.count, details };
      }
    }
    const none = c.none_option?.selected === true;
    if (none && !def.noneShown) throw bad('inventory.noneNotOffered', { id: c.id });
    if (none && Object.keys(devices).length > 0) throw bad('inventory.noneWithDevices');
    next.categories[c.id] = { none, other, devices };
  }
  return next;
}
