import type { IntlShape } from 'react-intl';
import messages from './messages';

/** Fault codes the feed sends, in the reader's language. */
const KNOWN: Readonly<Record<string, typeof messages.faultMotorStall>> = { MotorStall: messages.faultMotorStall };

/**
 * A fault as words: a known code in the reader's language; another code spelled out ('SomeFault' →
 * 'Some fault'); free text kept as it is.
 */
export function faultText(fault: string, intl?: IntlShape): string {
  const known = KNOWN[fault];
  if (known && intl) return intl.formatMessage(known);
  if (/\s/.test(fault)) return fault;
  const words = fault.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
