import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import { ALWAYS_ON_DEVICE_MAX_W, ALWAYS_ON_DEVICE_MIN_W, DEVICE_NAME_MAX } from '../../../api/wire/devices';
import { alwaysOnDeviceMessages as m, settingsMessages } from '../messages';

export interface AlwaysOnDeviceValues {
  name: string;
  /** As typed: the number field's text. */
  watts: string;
}

/**
 * An always-on device the user adds: a name (required, at most 64 characters) and its power in
 * watts (0.1 to 2,000 W), the server's rules with its texts.
 */
export function createAlwaysOnDeviceSchema(intl: IntlShape) {
  const range = intl.formatMessage(m.wattsRange, { min: intl.formatNumber(ALWAYS_ON_DEVICE_MIN_W), max: intl.formatNumber(ALWAYS_ON_DEVICE_MAX_W) });
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(intl.formatMessage(settingsMessages.nameRequired))
      .max(DEVICE_NAME_MAX, intl.formatMessage(settingsMessages.tooLong, { max: DEVICE_NAME_MAX })),
    watts: yup
      .string()
      .trim()
      .required(intl.formatMessage(m.wattsRequired))
      .test('number', range, (value) => {
        const w = parseWatts(value ?? '');
        return w !== null && w >= ALWAYS_ON_DEVICE_MIN_W && w <= ALWAYS_ON_DEVICE_MAX_W;
      }),
  });
}

/** The typed power as a number (a comma decimal separator too), or null. */
export function parseWatts(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 10) / 10;
}
