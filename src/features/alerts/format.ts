import type { IntlShape } from 'react-intl';
import type { WireDeviceAlert } from '../../api/wire/alerts';
import { fromSeconds } from './duration';
import { rowMessages as m } from './messages';

/** '1 day 2 hours 3 minutes': the non-zero parts; '' for 0. */
export function formatDuration(intl: IntlShape, seconds: number): string {
  const { days, hours, minutes } = fromSeconds(seconds);
  const parts: string[] = [];
  if (days > 0) parts.push(intl.formatMessage(m.days, { count: days }));
  if (hours > 0) parts.push(intl.formatMessage(m.hours, { count: hours }));
  if (minutes > 0) parts.push(intl.formatMessage(m.minutes, { count: minutes }));
  return parts.join(' ');
}

/** A custom alert in words: 'Off for 1 day 2 hours 3 minutes', or 'Turns off' for 0 s. */
export function formatAlertSummary(intl: IntlShape, alert: Pick<WireDeviceAlert, 'state' | 'duration'>): string {
  const duration = formatDuration(intl, alert.duration);
  return duration ? intl.formatMessage(m.summary[alert.state], { duration }) : intl.formatMessage(m.summaryNow[alert.state]);
}
