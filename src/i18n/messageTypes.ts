/**
 * react-intl 12 types message values: a message with placeholders is declared with
 * `defineMessage<Values>({ id, defaultMessage })`; messages without values go in `defineMessages`.
 */
export type ProductValues = { product: string };
