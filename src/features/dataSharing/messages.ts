import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../../i18n/messageTypes';

type Values<K extends string> = Record<K, string | number>;

export const screenMessages = {
  ...defineMessages({
    title: { id: 'dataSharing.screen.title', defaultMessage: 'Data sharing' },
    loading: { id: 'dataSharing.screen.loading', defaultMessage: 'Loading data-sharing partners' },
    retry: { id: 'dataSharing.screen.retry', defaultMessage: 'Try again' },
    empty: { id: 'dataSharing.screen.empty', defaultMessage: 'No partner asks for your data at the moment.' },
    sharing: { id: 'dataSharing.status.sharing', defaultMessage: 'Sharing' },
    notSharing: { id: 'dataSharing.status.notSharing', defaultMessage: 'Not sharing' },
    required: { id: 'dataSharing.status.required', defaultMessage: 'Required by your program' },
    details: { id: 'dataSharing.partner.details', defaultMessage: 'Details' },
    enable: { id: 'dataSharing.partner.enable', defaultMessage: 'Enable' },
    disable: { id: 'dataSharing.partner.disable', defaultMessage: 'Disable' },
    notNow: { id: 'dataSharing.partner.notNow', defaultMessage: 'Not right now' },
    close: { id: 'dataSharing.dialog.close', defaultMessage: 'Close' },
    managedByPartner: { id: 'dataSharing.dialog.managedByPartner', defaultMessage: 'This consent is managed with the partner’s program.' },
  }),
  subtitle: defineMessage<ProductValues>({
    id: 'dataSharing.screen.subtitle',
    defaultMessage: 'Choose which partners {product} shares your home’s energy data with. Nothing is shared without your consent.',
  }),
  loadFailed: defineMessage<Values<'reason'>>({ id: 'dataSharing.screen.loadFailed', defaultMessage: 'Data-sharing partners could not be loaded: {reason}' }),
  enableNamed: defineMessage<Values<'partner'>>({ id: 'dataSharing.partner.enableNamed', defaultMessage: 'Enable sharing with {partner}' }),
  disableNamed: defineMessage<Values<'partner'>>({ id: 'dataSharing.partner.disableNamed', defaultMessage: 'Disable sharing with {partner}' }),
  detailsNamed: defineMessage<Values<'partner'>>({ id: 'dataSharing.partner.detailsNamed', defaultMessage: 'Details of sharing with {partner}' }),
  disableTitle: defineMessage<Values<'partner'>>({ id: 'dataSharing.confirm.title', defaultMessage: 'Stop sharing with {partner}?' }),
  disableBody: defineMessage<Values<'partner'>>({
    id: 'dataSharing.confirm.body',
    defaultMessage: '{partner} will no longer receive your home’s data. You can share again at any time.',
  }),
  updateFailed: defineMessage<Values<'reason'>>({ id: 'dataSharing.partner.updateFailed', defaultMessage: 'Your choice was not saved: {reason}' }),
};

/** Spec §8: success notices (5 s) name the partner as enabled or disabled. */
export const noticeMessages = {
  enabled: defineMessage<Values<'partner'>>({ id: 'dataSharing.notice.enabled', defaultMessage: '{partner} enabled' }),
  disabled: defineMessage<Values<'partner'>>({ id: 'dataSharing.notice.disabled', defaultMessage: '{partner} disabled' }),
  ...defineMessages({
    failed: { id: 'dataSharing.notice.failed', defaultMessage: 'Your choice was not saved' },
  }),
};

export const text = (m: { id?: string | number; defaultMessage?: unknown }, values?: Record<string, string | number>) => {
  const base = { id: String(m.id), defaultMessage: m.defaultMessage as string };
  return values ? { ...base, values } : base;
};
