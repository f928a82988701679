import type { MessageKey } from './en';
import { t } from './format';
import type { Locale } from './locale';

const SYSTEM_NAMES: Readonly<Record<string, MessageKey>> = {
  always_on: 'device.name.always_on',
  unknown: 'device.name.unknown',
  solar: 'device.name.solar',
  battery: 'device.name.battery',
  generator: 'device.name.generator',
};

/**
 * The name of a system device (Always On, Other, Solar, Battery, Generator) in the locale; null for any other
 * id. Callers use it only where the user has not named the device: typed names stay as typed.
 */
export function systemDeviceName(locale: Locale, id: string): string | null {
  const key = SYSTEM_NAMES[id];
  return key ? t(locale, key) : null;
}
