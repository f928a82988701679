import { useEffect, useState, type RefObject } from 'react';

/** How far beyond the view a deferred section starts to render: about one flick of a thumb. */
export const NEAR_VIEWPORT_MARGIN = '240px 0px';

let revealedByKeyboard = false;
const revealListeners = new Set<() => void>();

/** The first Tab key press reveals every deferred section, so that keyboard users can tab into them. */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || revealedByKeyboard) return;
  revealedByKeyboard = true;
  document.removeEventListener('keydown', onKeyDown, true);
  for (const listener of [...revealListeners]) listener();
}

/**
 * Whether the element is in the view or within `margin` of it; once true it stays true.
 * Sections below the fold render (and load their code) only then, so that the first screen does
 * less work and downloads less. Keyboard navigation (the first Tab) reveals them all at once.
 * Without IntersectionObserver (old browsers, jsdom) it is true from the start.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(() => revealedByKeyboard || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const reveal = () => setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reveal();
    }, { rootMargin: margin });
    observer.observe(element);
    if (revealListeners.size === 0) document.addEventListener('keydown', onKeyDown, true);
    revealListeners.add(reveal);
    return () => {
      observer.disconnect();
      revealListeners.delete(reveal);
      if (revealListeners.size === 0) document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [ref, margin, near]);
  return near;
}

/** Tests (jsdom has no layout): `true` draws every section at once, as if all were in view; `false` forgets that and any keyboard reveal. */
export function setAllNearForTests(all: boolean): void {
  revealedByKeyboard = all;
}
