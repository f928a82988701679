import { useEffect } from 'react';

/**
 * Renders nothing; calls `onMount` once it has mounted. Placed after a lazy component inside the same
 * Suspense boundary, it says when that component has really arrived (the boundary shows its children
 * together), so a card can stay aria-busy while the component's chunk is still on its way.
 */
export function MountSignal({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}
