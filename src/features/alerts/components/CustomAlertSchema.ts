import * as yup from 'yup';
import { DURATION_LIMITS, NEW_ALERT, choiceOf, fromSeconds, STATE_CHOICES } from '../duration';
import type { AlertStateChoice, DurationParts, WireDeviceAlert } from '../types';

export interface CustomAlertValues extends DurationParts {
  state: AlertStateChoice;
}

const part = (max: number) => yup.number().required().integer().min(0).max(max);

/**
 * The dialog's values: a state and three selectors (days 0-30, hours 0-23, minutes 0-59, spec §5).
 * The selectors only offer valid choices, so no error texts are shown (spec §5: "No alert text
 * messages are shown for validation"); the schema guards submit.
 */
export const customAlertSchema: yup.ObjectSchema<CustomAlertValues> = yup.object({
  state: yup.mixed<AlertStateChoice>().oneOf([...STATE_CHOICES]).required(),
  days: part(DURATION_LIMITS.days),
  hours: part(DURATION_LIMITS.hours),
  minutes: part(DURATION_LIMITS.minutes),
});

/** A new alert starts at on, 5 minutes (300 s); an edited one at its stored state and duration. */
export function initialAlertValues(alert?: Pick<WireDeviceAlert, 'state' | 'duration'>): CustomAlertValues {
  if (!alert) return { ...NEW_ALERT };
  return { state: choiceOf(alert.state), ...fromSeconds(alert.duration) };
}
