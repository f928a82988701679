import type { WireRateZone, WireRateZoneLists } from '../../../src/api/wire/rateZones';

/** A stored weekday evening zone, as the server answers it. */
export function zone(over: Partial<WireRateZone> = {}): WireRateZone {
  return {
    id: 1,
    monitor_id: 42,
    name: 'Evening peak',
    cost: 31.5,
    start_date: '2026-11-23',
    end_date: '2027-11-23',
    start_time: '16:00',
    end_time: '21:00',
    all_day: false,
    days_enabled: 'Monday,Tuesday,Wednesday,Thursday,Friday',
    alert: true,
    rollover: false,
    status: 'present',
    occurrence: { start_date: '2026-11-23', end_date: '2027-11-23' },
    created_at: '2026-11-23T22:00:00.000Z',
    updated_at: '2026-11-23T22:00:00.000Z',
    ...over,
  };
}

export const lists = (present: WireRateZone[] = [], future: WireRateZone[] = [], historic: WireRateZone[] = []): WireRateZoneLists => ({ present, future, historic });
