import { createSelector } from '@reduxjs/toolkit';
import type { WithSession } from '../app/session/sessionSelectors';

export type Brand = 'standard' | 'partner';

export const PRODUCT_NAMES: Record<Brand, string> = { standard: 'Kilowatch', partner: 'Kilowatch Wiser' };

/** The partner edition is chosen by the monitor serial: one starting with W (spec §1). */
export function brandForSerial(serial: string | null | undefined): Brand {
  return serial?.toUpperCase().startsWith('W') ? 'partner' : 'standard';
}

export const selectBrand = (state: WithSession): Brand => brandForSerial(state.session.monitors[0]?.serial_number);

/** 'Kilowatch', or 'Kilowatch Wiser' in the partner edition. Pass it to messages as {product}. */
export const selectProductName = (state: WithSession): string => PRODUCT_NAMES[selectBrand(state)];

/** Values for messages that name the product, e.g. 'Lost connection to {product}'. */
export const selectProductValues = createSelector([selectProductName], (product) => ({ product }));
