/**
 * The keys of the device glyph set: one symbol each in devices.svg (the glyphs themselves, drawn by
 * DeviceIcon.tsx), in the sprite's order. The keys include the whole wire `icon` vocabulary (wire §3.3).
 */
export const ICON_KEYS = [
  'fridge', 'freezer', 'stove', 'stovetop', 'microwave', 'kettle', 'toaster', 'toaster_oven', 'cup',
  'coffee_grinder', 'blender', 'mixer', 'skillet', 'grill', 'dishes', 'trash', 'rice_cooker', 'washer', 'dryer',
  'vacuum', 'iron', 'hair_dryer', 'hair_curler', 'hair_straightener', 'lightbulb', 'light', 'fan', 'ac', 'heat_pump',
  'heat', 'heater', 'thermostat', 'water_heater', 'humidifier', 'dehumidifier', 'hot_tub', 'pool', 'pump',
  'aquarium', 'garage', 'tv', 'computer', 'game', 'media_console', 'modem', 'printer', 'sound', 'voice_assistant',
  'smartcamera', 'sensor', 'settings', 'papershredder', 'socket', 'outlet', 'plug', 'power_strip', 'car', 'mower',
  'leafblower', 'drill', 'breaker', 'motor', 'alwayson', 'home', 'solar_alt', 'solar_panel', 'battery', 'generator',
  'relay', 'panel', 'merged', 'mystery', 'grid', 'generic',
] as const;

export type DeviceIconKey = (typeof ICON_KEYS)[number];

/** The wire `icon` values clients see (wire §3.3 and the realtime-only alwayson, home, solar_alt). */
export const WIRE_ICONS = [
  'ac', 'aquarium', 'blender', 'breaker', 'car', 'coffee_grinder', 'computer', 'cup', 'dehumidifier', 'dishes', 'drill',
  'fan', 'freezer', 'fridge', 'game', 'garage', 'grill', 'hair_curler', 'hair_dryer', 'hair_straightener', 'heat',
  'heater', 'hot_tub', 'humidifier', 'iron', 'kettle', 'leafblower', 'light', 'lightbulb', 'media_console', 'microwave',
  'mixer', 'modem', 'mower', 'outlet', 'papershredder', 'plug', 'printer', 'pump', 'sensor', 'settings', 'skillet',
  'smartcamera', 'socket', 'sound', 'stove', 'thermostat', 'toaster', 'toaster_oven', 'trash', 'tv', 'vacuum',
  'voice_assistant', 'washer', 'water_heater', 'alwayson', 'home', 'solar_alt',
] as const satisfies readonly DeviceIconKey[];

/** Other spellings of icon values and special device ids. */
const ALIASES: Record<string, DeviceIconKey> = {
  always_on: 'alwayson', unknown: 'home', other: 'home', solar: 'solar_alt', dishwasher: 'dishes', router: 'modem',
  oven: 'stove', range: 'stove', cooktop: 'stovetop', refrigerator: 'fridge', coffee: 'cup', ev: 'car',
  electric_vehicle: 'car', pool_pump: 'pool', heatpump: 'heat_pump', furnace: 'heat', game_console: 'game',
  washing_machine: 'washer', smart_plug: 'plug', smartplug: 'plug', powerstrip: 'power_strip', relays: 'relay',
  smart_relay: 'relay', circuit: 'breaker', dedicated_circuit: 'breaker', unknownmotor: 'motor', unknown_motor: 'motor',
  mystery_device: 'mystery', lights: 'lightbulb', lamp: 'light', tea: 'kettle', camera: 'smartcamera', speaker: 'sound',
  virtual: 'merged',
};

/** Catalogue device types (UserDeviceType values) to glyphs. */
const TYPE_ICONS: Record<string, DeviceIconKey> = {
  AirCompressor: 'motor', AirFryer: 'toaster_oven', AirPurifier: 'fan', BeerFridge: 'fridge', Blender: 'blender',
  BreadMaker: 'toaster_oven', CirculatorPump: 'pump', CoffeeGrinder: 'coffee_grinder', CoffeeMaker: 'cup',
  CondensatePump: 'pump', CurlingIron: 'hair_curler', Dehumidifier: 'dehumidifier', Dishwasher: 'dishes',
  Disposal: 'trash', Drill: 'drill', Dryer: 'dryer', ElectricDryer: 'dryer', GasDryer: 'dryer', HeatPumpDryer: 'dryer',
  ElectricVehicle: 'car', FoodProcessor: 'blender', Freezer: 'freezer', Fridge: 'fridge', GarageDoor: 'garage',
  Griddle: 'skillet', Grill: 'grill', HairCurler: 'hair_curler', HairDryer: 'hair_dryer', HairStraightener: 'hair_straightener',
  HairStyler: 'hair_curler', HotTub: 'hot_tub', Humidifier: 'humidifier', IceMaker: 'freezer', Iron: 'iron',
  Kegerator: 'fridge', Kiln: 'heat', KitchenAppliance: 'stove', LawnMower: 'mower', LeafBlower: 'leafblower',
  Microwave: 'microwave', MilkFrother: 'cup', Mixer: 'mixer', OtherAppliance: 'socket', Oven: 'stove',
  PaperShredder: 'papershredder', PoolPump: 'pool', PowerTool: 'drill', Pump: 'pump', RiceCooker: 'rice_cooker',
  SewagePump: 'pump', SewingMachine: 'motor', Skillet: 'skillet', SlowCooker: 'rice_cooker', Smoker: 'grill',
  Steamer: 'rice_cooker', StoveTop: 'stovetop', SumpPump: 'pump', TeaKettle: 'kettle', Toaster: 'toaster',
  ToasterOven: 'toaster_oven', TrashCompactor: 'trash', Vacuum: 'vacuum', WaffleIron: 'skillet', Washer: 'washer',
  WaterCooler: 'fridge', WaterDispenser: 'fridge', WaterPump: 'pump', WaterSoftener: 'water_heater', WellPump: 'pump',
  WineFridge: 'fridge',
  Aquarium: 'aquarium', CableBox: 'media_console', Computer: 'computer', ElectricBlanket: 'heat', GameConsole: 'game',
  MediaConsole: 'media_console', OtherElectronics: 'plug', OtherHomeEntertainment: 'tv', OtherNetworkDevice: 'modem',
  OtherSmartHome: 'sensor', PowerStrip: 'power_strip', Printer: 'printer', Router: 'modem', Servers: 'computer',
  SmartCam: 'smartcamera', SmartPlug: 'plug', Speakers: 'sound', Stereo: 'sound', Terrarium: 'aquarium', TV: 'tv', Tv: 'tv',
  VoiceAssistant: 'voice_assistant', WirelessExtender: 'modem',
  ApplianceLight: 'lightbulb', BathFanLight: 'fan', GarageDoorLight: 'lightbulb', Light: 'lightbulb',
  AC: 'ac', CentralAC: 'ac', WindowAC: 'ac', Fan: 'fan', OtherCooling: 'ac',
  CentralHeat: 'heat', DrivewayHeater: 'heater', ElectricBaseboard: 'heater', ElectricFurnace: 'heat',
  ElectricWaterHeater: 'water_heater', FloorHeater: 'heater', Furnace: 'heat', GasWaterHeater: 'water_heater',
  HeatPump: 'heat_pump', HeatPumpWaterHeater: 'water_heater', HydronicWaterBoiler: 'water_heater',
  InstantWaterHeater: 'water_heater', OtherHeater: 'heater', PelletStove: 'heat', PoolHeater: 'hot_tub',
  RoofGutterHeater: 'heater', SaunaHeater: 'heater', SpaceHeater: 'heater', Thermostat: 'thermostat',
  TowelHeater: 'heater', WaterHeater: 'water_heater',
  AlwaysOn: 'alwayson', DedicatedCircuit: 'breaker', MysteryDevice: 'mystery', MysteryHeat: 'heat',
  MysteryMotor: 'motor', UnknownMotor: 'motor', Motor: 'motor', OtherDevice: 'socket', SmartRelay: 'relay', Relay: 'relay',
  Unknown: 'home', Other: 'home', Solar: 'solar_alt', Battery: 'battery', Generator: 'generator', Panel: 'panel',
  AirConditioner: 'ac', Cooktop: 'stovetop', OutdoorLights: 'light', EBike: 'plug', HairIron: 'hair_straightener',
  PatioHeater: 'heater', Outlet: 'outlet',
};

const KEYS: ReadonlySet<string> = new Set(ICON_KEYS);
const isKey = (key: string): key is DeviceIconKey => KEYS.has(key);

/** The glyph for a wire icon value; null when the set has none for it. */
export function iconForWire(icon: string | null | undefined): DeviceIconKey | null {
  if (!icon) return null;
  if (isKey(icon)) return icon;
  const lower = icon.toLowerCase();
  if (isKey(lower)) return lower;
  return ALIASES[lower] ?? TYPE_ICONS[icon] ?? null;
}

/** The glyph for a catalogue type (UserDeviceType); null when unknown. */
export function iconForType(type: string | null | undefined): DeviceIconKey | null {
  if (!type) return null;
  return TYPE_ICONS[type] ?? iconForWire(type);
}

/** Catch-all icons the catalogue gives many types: a type with its own glyph draws that instead. */
const WEAK_ICONS = new Set<DeviceIconKey>(['socket', 'plug', 'outlet']);
/** Types that say how a device is wired rather than what it is: they never replace an icon. */
const GENERIC_TYPE_ICONS = new Set<DeviceIconKey>(['relay', 'breaker', 'panel', 'socket', 'plug', 'outlet', 'power_strip', 'home', 'mystery', 'generic']);

/** The device's wire icon first (unless it is a catch-all and the type has its own glyph), then its type, then the generic glyph. */
export function resolveIcon(icon?: string | null, type?: string | null): DeviceIconKey {
  const fromIcon = iconForWire(icon);
  const fromType = iconForType(type);
  if (fromIcon && WEAK_ICONS.has(fromIcon) && fromType && !GENERIC_TYPE_ICONS.has(fromType)) return fromType;
  return fromIcon ?? fromType ?? 'generic';
}
