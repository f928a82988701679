import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import {
  DEVICE_NAME_MAX, DEVICE_NOTES_MAX, DEVICE_TEXT_MAX, STANDBY_DEFAULT_W, STANDBY_MAX_W, STANDBY_MIN_W,
  type WireDeviceDetail, type WireDeviceUpdate,
} from '../../../api/wire/devices';
import { deviceType } from '../devicesRules';
import { settingsMessages as m } from '../messages';

export interface DeviceSettingsValues {
  name: string;
  type: string;
  icon: string;
  location: string;
  make: string;
  model: string;
  notes: string;
  standby: number;
}

export interface StandbyLimits {
  min: number;
  max: number;
}

/** Standby limits: the device's config, else the spec's default 8 W and minimum 3 W. */
export function standbyLimits(detail: Pick<WireDeviceDetail, 'standby_config'>): StandbyLimits {
  const config = detail.standby_config;
  return { min: config?.min_w ?? STANDBY_MIN_W, max: config?.max_w ?? STANDBY_MAX_W };
}

export function initialSettingsValues(detail: WireDeviceDetail): DeviceSettingsValues {
  const { device } = detail;
  return {
    name: device.name ?? '',
    type: deviceType(device) ?? '',
    icon: device.icon ?? '',
    location: device.given_location ?? device.location ?? '',
    make: device.given_make ?? device.make ?? '',
    model: device.given_model ?? device.model ?? '',
    notes: detail.notes ?? '',
    standby: detail.standby_config?.threshold_w ?? detail.standby_config?.default_w ?? STANDBY_DEFAULT_W,
  };
}

/** Name required ('please enter a name'), texts within the server's limits, standby within its range. */
export function createDeviceSettingsSchema(intl: IntlShape, limits: StandbyLimits) {
  const tooLong = (max: number) => intl.formatMessage(m.tooLong, { max });
  return yup.object({
    name: yup.string().trim().required(intl.formatMessage(m.nameRequired)).max(DEVICE_NAME_MAX, tooLong(DEVICE_NAME_MAX)),
    type: yup.string(),
    icon: yup.string(),
    location: yup.string().max(DEVICE_TEXT_MAX, tooLong(DEVICE_TEXT_MAX)),
    make: yup.string().max(DEVICE_TEXT_MAX, tooLong(DEVICE_TEXT_MAX)),
    model: yup.string().max(DEVICE_TEXT_MAX, tooLong(DEVICE_TEXT_MAX)),
    notes: yup.string().max(DEVICE_NOTES_MAX, tooLong(DEVICE_NOTES_MAX)),
    standby: yup
      .number()
      .required()
      .min(limits.min, intl.formatMessage(m.standbyRange, limits))
      .max(limits.max, intl.formatMessage(m.standbyRange, limits)),
  });
}

/** Only the fields that changed (the POST body is "the changed fields", spec §7). */
export function changedFields(initial: DeviceSettingsValues, values: DeviceSettingsValues, withStandby: boolean): WireDeviceUpdate {
  const changes: WireDeviceUpdate = {};
  const name = values.name.trim();
  if (name !== initial.name) changes.name = name;
  if (values.type && values.type !== initial.type) changes.type = values.type;
  if (values.icon && values.icon !== initial.icon) changes.icon = values.icon;
  for (const key of ['location', 'make', 'model'] as const) {
    const value = values[key].trim();
    if (value !== initial[key]) changes[key] = value;
  }
  if (values.notes !== initial.notes) changes.notes = values.notes;
  if (withStandby && values.standby !== initial.standby) changes.standby_threshold_w = values.standby;
  return changes;
}
