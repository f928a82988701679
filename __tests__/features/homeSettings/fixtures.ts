import type { WireAttributeOptions, WireHomeAttributes } from '../../../src/api/wire/home';

/** The demo home's attributes as GET …/attributes answers them. */
export function attributes(overrides: Partial<WireHomeAttributes> = {}): WireHomeAttributes {
  return {
    id: 42,
    name: 'Demo home',
    state: 'NY',
    cost: 16.5,
    sell_back_rate: 16.5,
    user_set_cost: true,
    cycle_start: 1,
    basement_type: 'No basement',
    home_size_type: '2250 sq. ft',
    home_type: 'Single family',
    number_of_occupants: '4',
    occupancy_type: 'Full-time',
    year_built_type: '1990s',
    postal_code: '10001',
    show_cost: true,
    tou_enabled: false,
    solar_tou_enabled: false,
    to_grid_threshold: 40,
    panel: null,
    home_info_survey_progress: 'COMPLETED',
    device_survey_progress: 'PENDING',
    home_type_key: 'home_type_single_family',
    home_size_type_key: 'home_size_type_2250',
    year_built_type_key: 'year_built_type_1990s',
    number_of_occupants_key: 'number_of_occupants_4',
    basement_type_key: 'basement_type_none',
    occupancy_type_key: 'occupancy_type_full_time',
    electricity_cost: null,
    user_set_sell_back_rate: true,
    ...overrides,
  };
}

export const options: WireAttributeOptions = {
  home_type: [{ key: 'home_type_single_family', display: 'Single family' }, { key: 'home_type_townhouse', display: 'Townhouse' }],
  home_size_type: [{ key: 'home_size_type_2250', display: '2250 sq. ft' }],
  year_built_type: [{ key: 'year_built_type_1990s', display: '1990s' }],
  number_of_occupants: [{ key: 'number_of_occupants_4', display: '4' }],
  basement_type: [{ key: 'basement_type_none', display: 'No basement' }],
  occupancy_type: [{ key: 'occupancy_type_full_time', display: 'Full-time' }],
};
