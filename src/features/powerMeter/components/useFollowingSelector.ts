import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../../../app/hooks';

/**
 * A selector for the parts that describe the window in words (the range label, the interval
 * chooser, the summary): they follow the store at a lower priority, in a transition, so the graph
 * is drawn first and they render right after it (within the same frame on any machine this app runs
 * on), instead of every zoom step and live second waiting for their text layout.
 */
export function useFollowingSelector<T>(selector: (state: RootState) => T): T {
  const store = useStore<RootState>();
  const [value, setValue] = useState(() => selector(store.getState()));
  const selectorRef = useRef(selector);
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    selectorRef.current = selector;
    valueRef.current = value;
  });
  // A layout effect: subscribed before anything can dispatch after this render.
  useLayoutEffect(
    () =>
      store.subscribe(() => {
        const next = selectorRef.current(store.getState());
        if (Object.is(next, valueRef.current)) return;
        valueRef.current = next;
        startTransition(() => setValue(next));
      }),
    [store],
  );
  return value;
}
