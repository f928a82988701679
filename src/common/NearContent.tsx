import { Suspense, useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useNearViewport } from './useNearViewport';

/**
 * A section whose lazy content draws when it comes near the view (useNearViewport): whether it is near,
 * whether that content has really arrived (`drawn`: its chunk loaded and it mounted), and the callback
 * NearContent calls then. The section stays aria-busy until `drawn`.
 */
export function useNearContent(ref: RefObject<Element | null>): { near: boolean; drawn: boolean; onDrawn: () => void } {
  const near = useNearViewport(ref);
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  return { near, drawn, onDrawn };
}

/** Renders nothing; calls `onMount` once it has mounted (after the content it follows in one Suspense boundary). */
function MountSignal({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * The section's lazy content once it is near, with `placeholder` holding its place until then and
 * while its chunk loads; `onDrawn` once the content is on screen (the boundary shows its children
 * together, so the signal mounts with them).
 */
export function NearContent({ near, placeholder, onDrawn, children }: { near: boolean; placeholder: ReactNode; onDrawn: () => void; children: ReactNode }) {
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {children}
      <MountSignal onMount={onDrawn} />
    </Suspense>
  );
}
