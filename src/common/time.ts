/** Thrown text when a time of day cannot be read (spec §5). */
export const INVALID_TIME_FORMAT = 'Invalid Time Format';

export interface TimeOfDay {
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,3}))?)?$/;

/** Reads a 24-hour time HH:MM[:SS[.mmm]]; throws Error('Invalid Time Format') otherwise. */
export function parseTime(text: string): TimeOfDay {
  const match = TIME.exec(text.trim());
  if (!match) throw new Error(INVALID_TIME_FORMAT);
  const [, h, m, s, ms] = match;
  return { hours: Number(h), minutes: Number(m), seconds: Number(s ?? 0), milliseconds: Number((ms ?? '0').padEnd(3, '0')) };
}

/** The same check without throwing. */
export function isValidTime(text: string): boolean {
  return TIME.test(text.trim());
}

/** 'HH:MM' or 'HH:MM:SS' (seconds only when not zero). */
export function formatTime({ hours, minutes, seconds }: TimeOfDay): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return seconds ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(hours)}:${pad(minutes)}`;
}

/** Milliseconds since midnight. */
export function timeToMs({ hours, minutes, seconds, milliseconds }: TimeOfDay): number {
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds;
}
