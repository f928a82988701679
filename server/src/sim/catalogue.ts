import type { ApplianceKind, SimLegs, SimStage } from './types';

/** The appliances of a simulated home. Ratings vary by seed within [ratedLo, ratedHi]. */
export interface ApplianceSpec {
  kind: ApplianceKind;
  name: string;
  icon: string;
  type: string;
  display: string;
  stage: SimStage;
  legs: SimLegs;
  ratedLo: number;
  ratedHi: number;
  motor: boolean;
  idleW: number;
  make?: string;
  location?: string;
}

const spec = (
  kind: ApplianceKind,
  name: string,
  icon: string,
  type: string,
  display: string,
  stage: SimStage,
  legs: SimLegs,
  rated: [number, number],
  extra: Partial<ApplianceSpec> = {},
): ApplianceSpec => ({ kind, name, icon, type, display, stage, legs, ratedLo: rated[0], ratedHi: rated[1], motor: false, idleW: 0, ...extra });

/** About twenty devices across the four detection stages. */
export const APPLIANCES: ApplianceSpec[] = [
  spec('fridge', 'Fridge', 'fridge', 'Fridge', 'Fridge', 'RealTime', 'L1', [120, 180], { motor: true, location: 'Kitchen', make: 'Samsung' }),
  spec('freezer', 'Freezer', 'freezer', 'Freezer', 'Freezer', 'RealTime', 'L2', [90, 130], { motor: true, location: 'Garage' }),
  spec('hvac', 'Heat Pump', 'ac', 'HeatPump', 'Heat Pump', 'RealTime', 'both', [2600, 3400], { motor: true, location: 'Outside', make: 'Carrier' }),
  spec('water_heater', 'Water Heater', 'water_heater', 'WaterHeater', 'Water Heater', 'RealTime', 'both', [4000, 4500], { location: 'Basement' }),
  spec('dryer', 'Dryer', 'dryer', 'Dryer', 'Dryer', 'RealTime', 'both', [4800, 5600], { motor: true, location: 'Laundry' }),
  spec('washer', 'Washer', 'washer', 'Washer', 'Washer', 'Identified', 'L1', [450, 600], { motor: true, location: 'Laundry' }),
  spec('dishwasher', 'Dishwasher', 'dishwasher', 'Dishwasher', 'Dishwasher', 'RealTime', 'L2', [1200, 1450], { idleW: 20, location: 'Kitchen' }),
  spec('oven', 'Oven', 'stove', 'Oven', 'Oven', 'Tracking', 'both', [2800, 3400], { idleW: 50, location: 'Kitchen' }),
  spec('microwave', 'Microwave', 'microwave', 'Microwave', 'Microwave', 'RealTime', 'L1', [1100, 1400], { location: 'Kitchen' }),
  spec('kettle', 'Kettle', 'kettle', 'TeaKettle', 'Tea Kettle', 'Identified', 'L2', [1400, 1600], { location: 'Kitchen' }),
  spec('lights', 'Lights', 'lightbulb', 'Light', 'Light', 'Tracking', 'L1', [250, 450]),
  spec('tv', 'TV', 'tv', 'TV', 'TV', 'Identified', 'L2', [110, 140], { location: 'Living Room' }),
  spec('pool_pump', 'Pool Pump', 'pool', 'PoolPump', 'Pool Pump', 'RealTime', 'both', [1000, 1300], { motor: true, location: 'Backyard' }),
  spec('ev', 'EV', 'car', 'ElectricVehicle', 'Electric Vehicle', 'RealTime', 'both', [7000, 7700], { location: 'Garage' }),
  spec('hair_dryer', 'Hair Dryer', 'hair_dryer', 'HairDryer', 'Hair Dryer', 'Identified', 'L1', [1300, 1600], { location: 'Bathroom' }),
  spec('coffee', 'Coffee Maker', 'cup', 'CoffeeMaker', 'Coffee Maker', 'RealTime', 'L2', [900, 1100], { idleW: 100, location: 'Kitchen' }),
  spec('sump_pump', 'Sump Pump', 'pump', 'SumpPump', 'Sump Pump', 'Tracking', 'L1', [650, 850], { motor: true, location: 'Basement' }),
  spec('router', 'Router', 'modem', 'Router', 'Router', 'Inventory', 'L2', [10, 10]),
  spec('computer', 'Computer', 'computer', 'Computer', 'Computer', 'Inventory', 'L1', [70, 110], { location: 'Office' }),
  spec('toaster', 'Toaster', 'toaster', 'Toaster', 'Toaster', 'Inventory', 'L2', [850, 950], { location: 'Kitchen' }),
];

/** Wiser relay circuits, present when profile.relays. */
export const RELAYS: ApplianceSpec[] = [
  spec('relay_lights', 'Landscape Lights', 'light', 'Relay', 'Relay', 'RealTime', 'L1', [140, 180]),
  spec('relay_heater', 'Patio Heater', 'heater', 'Relay', 'Relay', 'RealTime', 'both', [1500, 1500]),
  spec('relay_garage', 'Garage Outlets', 'outlet', 'Relay', 'Relay', 'RealTime', 'L2', [300, 1200]),
];
