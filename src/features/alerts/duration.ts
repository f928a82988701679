import {
  ALERT_DEFAULT_DURATION_S, ALERT_DEFAULT_STATE, ALERT_MAX_DAYS, ALERT_MAX_HOURS, ALERT_MAX_MINUTES, type WireAlertState,
} from '../../api/wire/alerts';
import type { AlertStateChoice, DurationParts } from './types';

/**
 * Custom alert duration maths (spec monitoring §5): selectors days 0-30, hours 0-23, minutes 0-59;
 * seconds = minutes × 60 + hours × 3600 + days × 86400. Pure, unit-tested.
 */
export const MINUTE_S = 60;
export const HOUR_S = 3600;
export const DAY_S = 86_400;

export const DURATION_LIMITS: Readonly<Record<keyof DurationParts, number>> = {
  days: ALERT_MAX_DAYS,
  hours: ALERT_MAX_HOURS,
  minutes: ALERT_MAX_MINUTES,
};

/** 0…max, the options of one selector. */
export const optionsFor = (part: keyof DurationParts): number[] => Array.from({ length: DURATION_LIMITS[part] + 1 }, (_, i) => i);

export const toSeconds = ({ days, hours, minutes }: DurationParts): number => minutes * MINUTE_S + hours * HOUR_S + days * DAY_S;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.floor(value)));

/**
 * A stored duration as the three selectors. Leftover seconds (the selectors have none) are dropped;
 * anything beyond 30 days 23 hours 59 minutes shows as the largest choice.
 */
export function fromSeconds(seconds: number): DurationParts {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const days = Math.floor(s / DAY_S);
  if (days > ALERT_MAX_DAYS) return { days: ALERT_MAX_DAYS, hours: ALERT_MAX_HOURS, minutes: ALERT_MAX_MINUTES };
  return {
    days,
    hours: clamp((s % DAY_S) / HOUR_S, ALERT_MAX_HOURS),
    minutes: clamp((s % HOUR_S) / MINUTE_S, ALERT_MAX_MINUTES),
  };
}

/** The dialog's word for a stored state: idle shows as standby. */
export const choiceOf = (state: WireAlertState): AlertStateChoice => (state === 'idle' ? 'standby' : state);
/** The stored state for the dialog's word: standby is stored as idle. */
export const stateOf = (choice: AlertStateChoice): WireAlertState => (choice === 'standby' ? 'idle' : choice);

export const STATE_CHOICES: readonly AlertStateChoice[] = ['on', 'off', 'standby'];

/** The dialog's values for a new alert: on, 300 s (5 minutes). */
export const NEW_ALERT = { state: choiceOf(ALERT_DEFAULT_STATE), ...fromSeconds(ALERT_DEFAULT_DURATION_S) };
