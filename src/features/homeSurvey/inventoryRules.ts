import { HOME_LIMITS, type WireDeviceInventoryUpdate, type WireInventoryCategory, type WireInventoryDetail } from '../../api/wire/home';

/** The device inventory's rules (spec §3, §5), pure: counts 0-9, detail rows trimmed to the count, none. */

const clampCount = (n: number) => Math.min(HOME_LIMITS.inventoryCountMax, Math.max(0, Math.round(n)));

/** Detail rows (make, model) trimmed to the count. */
export const trimDetails = (details: readonly WireInventoryDetail[], count: number): WireInventoryDetail[] => details.slice(0, Math.max(0, count));

/** A device's count changed: kept within 0-9, its rows trimmed; counting a device clears the category's none. */
export function setCount(category: WireInventoryCategory, deviceId: string, count: number): WireInventoryCategory {
  const c = clampCount(count);
  return {
    ...category,
    none_option: c > 0 ? { ...category.none_option, selected: false } : category.none_option,
    sections: category.sections.map((s) => ({
      ...s,
      devices: s.devices.map((d) => (d.id === deviceId ? { ...d, count: c, details: trimDetails(d.details, c) } : d)),
    })),
  };
}

/** "I have none of these": on clears every count of the category (and its rows). */
export function setNone(category: WireInventoryCategory, selected: boolean): WireInventoryCategory {
  return {
    ...category,
    none_option: { ...category.none_option, selected },
    sections: selected ? category.sections.map((s) => ({ ...s, devices: s.devices.map((d) => ({ ...d, count: 0, details: [] })) })) : category.sections,
  };
}

/** Row `index` of a device's make and model (rows before it are filled in empty). */
export function setDetail(category: WireInventoryCategory, deviceId: string, index: number, field: keyof WireInventoryDetail, value: string): WireInventoryCategory {
  return {
    ...category,
    sections: category.sections.map((s) => ({
      ...s,
      devices: s.devices.map((d) => {
        if (d.id !== deviceId || index >= d.count) return d;
        const details = Array.from({ length: Math.max(d.details.length, index + 1) }, (_, i) => d.details[i] ?? { make: '', model: '' });
        details[index] = { ...details[index]!, [field]: value };
        return { ...d, details };
      }),
    })),
  };
}

export const setOther = (category: WireInventoryCategory, other: string): WireInventoryCategory => ({ ...category, other });

/** How many devices a category counts. */
export const categoryCount = (category: WireInventoryCategory): number => category.sections.reduce((n, s) => n + s.devices.reduce((m, d) => m + d.count, 0), 0);

/** The POST body: every category, rows trimmed to their counts and empty trailing rows dropped. */
export function inventoryUpdate(categories: readonly WireInventoryCategory[]): WireDeviceInventoryUpdate {
  return {
    categories: categories.map((c) => ({
      id: c.id,
      none_option: { selected: c.none_option.selected },
      other: c.other.trim(),
      sections: c.sections.map((s) => ({
        id: s.id,
        devices: s.devices.map((d) => {
          const rows = trimDetails(d.details, d.count).map((r) => ({ make: r.make.trim(), model: r.model.trim() }));
          while (rows.length > 0 && !rows[rows.length - 1]!.make && !rows[rows.length - 1]!.model) rows.pop();
          return { id: d.id, count: d.count, details: rows };
        }),
      })),
    })),
  };
}
