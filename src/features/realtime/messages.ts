import { defineMessage } from 'react-intl';

/** Values of a message with placeholders (react-intl 12 types them per message). */
type Values<K extends string> = Record<K, string | number>;

/**
 * Texts the realtime slice stores as descriptors (state.realtime.closeMessage / errorTitle), so the
 * screens render them by id with { product }.
 */
export default {
  lostConnection: defineMessage<Values<'product'>>({ id: 'realtime.feed.lostConnection', defaultMessage: 'Lost connection to {product}' }),
  couldNotConnect: defineMessage<Values<'product'>>({ id: 'realtime.feed.couldNotConnect', defaultMessage: 'Could not connect to {product}' }),
  errorConnecting: defineMessage<Values<'product'>>({ id: 'realtime.feed.errorConnecting', defaultMessage: 'Error Connecting to {product}' }),
};
