import { useCallback, useState, type KeyboardEvent } from 'react';
import { stepForKey } from './chartMath';

/**
 * Keyboard and pointer stepping through a chart's points: arrow keys move one step (Home/End to the
 * ends), Escape lets go; each key press announces the point through a polite live region. Pointer
 * hover shows the same point without announcing it. `resetKey` forgets the point (a new period).
 */
export function useChartStepper(steps: number, describe: (i: number) => string, resetKey: string) {
  const [state, setState] = useState<{ key: string; active: number | null; announcement: string }>({ key: resetKey, active: null, announcement: '' });
  const current = state.key === resetKey ? state : { key: resetKey, active: null, announcement: '' };
  const active = current.active !== null && current.active < steps ? current.active : null;

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        if (active !== null) {
          event.stopPropagation();
          setState({ key: resetKey, active: null, announcement: '' });
        }
        return;
      }
      const next = stepForKey(event.key, active, steps);
      if (next === null) return;
      // The arrows belong to the chart while it has focus (the carousel around it pages otherwise).
      event.preventDefault();
      event.stopPropagation();
      setState({ key: resetKey, active: next, announcement: describe(next) });
    },
    [active, steps, describe, resetKey],
  );
  const hover = useCallback((i: number | null) => setState((s) => ({ key: resetKey, active: i, announcement: s.key === resetKey ? s.announcement : '' })), [resetKey]);
  return { active, announcement: current.announcement, onKeyDown, hover };
}
