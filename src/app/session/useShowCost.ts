import { useSelector } from 'react-redux';
import { selectShowCost, type WithSession } from './sessionSelectors';

/**
 * True when the home shows costs (Settings → Electricity info, "Show costs"). Every screen that shows
 * money reads this one hook and leaves the money out, closing up the layout, when it is false.
 */
export const useShowCost = (): boolean => useSelector((state: WithSession) => selectShowCost(state));
