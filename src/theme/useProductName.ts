import { useSelector } from 'react-redux';
import type { WithSession } from '../app/session/sessionSelectors';
import { selectProductName, selectProductValues } from './brand';

/** 'Kilowatch' or 'Kilowatch Wiser'. */
export function useProductName(): string {
  return useSelector((state: WithSession) => selectProductName(state));
}

/** { product } for messages such as 'Lost connection to {product}'. */
export function useProductValues(): { product: string } {
  return useSelector((state: WithSession) => selectProductValues(state));
}
