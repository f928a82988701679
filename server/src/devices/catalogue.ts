import type { WireDeviceCategory, WireDeviceTypes } from '../../../src/api/wire/devices';

/**
 * The device catalogue (settings spec §3 "device catalogue"): appliance kinds grouped in
 * categories, each with a display name and an icon the app draws. Type ids are the simulator's
 * catalogue types (Fridge, HeatPump, ElectricVehicle, ...) plus a few more a user may choose.
 */
const t = (id: string, display_name: string, icon: string) => ({ id, display_name, icon });
const category = (id: string, display_name: string, icon: string, types: ReturnType<typeof t>[]): WireDeviceCategory => ({
  id,
  name: id,
  display_name,
  icon,
  types,
});

export const DEVICE_CATEGORIES: WireDeviceCategory[] = [
  category('kitchen', 'Kitchen', 'stove', [
    t('Fridge', 'Fridge', 'fridge'),
    t('Freezer', 'Freezer', 'freezer'),
    t('Oven', 'Oven', 'stove'),
    t('Cooktop', 'Cooktop', 'stove'),
    t('Microwave', 'Microwave', 'microwave'),
    t('Dishwasher', 'Dishwasher', 'dishwasher'),
    t('TeaKettle', 'Tea Kettle', 'kettle'),
    t('CoffeeMaker', 'Coffee Maker', 'cup'),
    t('Toaster', 'Toaster', 'toaster'),
  ]),
  category('laundry', 'Laundry', 'washer', [t('Washer', 'Washer', 'washer'), t('Dryer', 'Dryer', 'dryer'), t('Iron', 'Iron', 'socket')]),
  category('heating_cooling', 'Heating and cooling', 'ac', [
    t('HeatPump', 'Heat Pump', 'ac'),
    t('AirConditioner', 'Air Conditioner', 'ac'),
    t('Furnace', 'Furnace', 'ac'),
    t('SpaceHeater', 'Space Heater', 'heater'),
    t('Dehumidifier', 'Dehumidifier', 'socket'),
    t('Fan', 'Fan', 'socket'),
  ]),
  category('water', 'Water', 'water_heater', [
    t('WaterHeater', 'Water Heater', 'water_heater'),
    t('SumpPump', 'Sump Pump', 'pump'),
    t('WellPump', 'Well Pump', 'pump'),
  ]),
  category('lighting', 'Lighting', 'lightbulb', [t('Light', 'Light', 'lightbulb'), t('OutdoorLights', 'Outdoor Lights', 'light')]),
  category('entertainment', 'Entertainment', 'tv', [t('TV', 'TV', 'tv'), t('GameConsole', 'Game Console', 'socket'), t('Stereo', 'Stereo', 'socket')]),
  category('electronics', 'Electronics and office', 'computer', [
    t('Computer', 'Computer', 'computer'),
    t('Router', 'Router', 'modem'),
    t('Printer', 'Printer', 'socket'),
  ]),
  category('outdoor', 'Outdoor', 'pool', [
    t('PoolPump', 'Pool Pump', 'pool'),
    t('HotTub', 'Hot Tub', 'pool'),
    t('PatioHeater', 'Patio Heater', 'heater'),
  ]),
  category('vehicles', 'Vehicles', 'car', [t('ElectricVehicle', 'Electric Vehicle', 'car'), t('EBike', 'E-Bike Charger', 'socket')]),
  category('personal_care', 'Personal care', 'hair_dryer', [t('HairDryer', 'Hair Dryer', 'hair_dryer'), t('HairIron', 'Hair Iron', 'socket')]),
  category('other', 'Other', 'socket', [
    t('OtherDevice', 'Other Device', 'socket'),
    t('PowerStrip', 'Power Strip', 'socket'),
    t('DedicatedCircuit', 'Dedicated Circuit', 'socket'),
    t('Outlet', 'Outlet', 'outlet'),
    t('Motor', 'Motor', 'socket'),
  ]),
];

const TYPES = new Map(DEVICE_CATEGORIES.flatMap((c) => c.types.map((type) => [type.id, { ...type, category: c.id }] as const)));
const CATEGORIES = new Map(DEVICE_CATEGORIES.map((c) => [c.id, c]));

export const deviceTypes = (): WireDeviceTypes => ({ device_categories: DEVICE_CATEGORIES });

export const isCatalogueType = (id: string): boolean => TYPES.has(id);
export const isCategory = (id: string): boolean => CATEGORIES.has(id);

/** Display text of a type id (or a category id), falling back to the id itself. */
export function typeDisplay(id: string): string {
  return TYPES.get(id)?.display_name ?? CATEGORIES.get(id)?.display_name ?? id;
}

const ABOUT: Record<string, string> = {
  Fridge: 'Fridges cycle their compressor on and off all day. A steady rise in run time can mean worn door seals or dusty coils.',
  Freezer: 'Freezers run in regular cycles. Keeping them full and away from heat sources shortens those cycles.',
  HeatPump: 'Heat pumps move heat instead of making it. Their use follows the weather: expect more on the hottest and coldest days.',
  WaterHeater: 'Electric water heaters reheat the tank after showers, laundry and dishes, and a little all day to cover heat loss.',
  Dryer: 'Dryers are among the biggest loads in a home. Clean lint filters and full loads cut their run time.',
  Washer: 'Most of a washer’s energy goes into heating water; cold washes use far less.',
  Dishwasher: 'Dishwashers heat water and air. Skipping the heated dry saves a good part of each run.',
  Oven: 'Ovens hold their temperature by switching the element on and off, which is the pattern you see here.',
  Microwave: 'Microwaves draw a lot for a short time, so their yearly cost stays small.',
  TeaKettle: 'Kettles draw their full power for a few minutes. Boil only the water you need.',
  Light: 'Lighting use follows the seasons: more in winter evenings, less in summer.',
  TV: 'TVs draw the most with bright pictures; many also draw a little on standby.',
  PoolPump: 'Pool pumps run for hours each day in season. A timer or variable-speed pump cuts their cost a lot.',
  ElectricVehicle: 'EV charging is usually the largest single load in a home. Charging overnight often costs least.',
  HairDryer: 'Hair dryers draw a lot of power for a few minutes a day.',
  CoffeeMaker: 'Coffee makers heat quickly, then keep the pot warm at lower power.',
  SumpPump: 'Sump pumps run briefly when water collects; frequent runs can mean a wet season or a stuck float switch.',
  Router: 'Networking gear runs around the clock and is part of your Always On.',
  Computer: 'Computers draw more under load; sleep settings cut idle use.',
  Toaster: 'Toasters draw their full power for a few minutes at a time.',
  Relay: 'This circuit is switched by a relay in your panel. You can see its history and turn it on or off.',
  AlwaysOn: 'Always On is what your home draws around the clock: standby power, networking and devices that never switch off.',
  Unknown: 'Other is the power Kilowatch has not yet matched to a device.',
  Solar: 'Your solar panels’ production.',
};

/** The about text for a device type. */
export function aboutFor(type: string, name: string): { title: string; content: string } {
  return {
    title: `About ${name}`,
    content: ABOUT[type] ?? 'Kilowatch learns each device’s pattern over time. Give it a name and type to help.',
  };
}
