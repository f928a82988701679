import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { scaleUtc, select, zoom, zoomIdentity, type D3ZoomEvent } from 'd3';
import type { MeterWindow } from '../types';

/**
 * The zoom island (ARCHITECTURE habit 8): d3-zoom on the plot's overlay gives wheel and pinch zoom,
 * drag to pan and double-click to zoom in. Each gesture is measured against the window it started
 * from (`currentWindow()` when it starts); the resulting window goes to `onWindow` at most once per
 * animation frame, and when the gesture ends the element's transform is reset, so the store's
 * window stays the only truth.
 */
export function useChartZoom(
  ref: RefObject<SVGRectElement | null>,
  currentWindow: () => MeterWindow,
  plot: { left: number; right: number },
  onWindow: (window: MeterWindow) => void,
): void {
  const currentRef = useRef(currentWindow);
  const onWindowRef = useRef(onWindow);
  useLayoutEffect(() => {
    currentRef.current = currentWindow;
    onWindowRef.current = onWindow;
  });
  const { left, right } = plot;

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let base: MeterWindow | null = null;
    let latest: MeterWindow | null = null;
    let frame = 0;
    const flush = () => {
      frame = 0;
      if (latest) onWindowRef.current(latest);
      latest = null;
    };
    const behavior = zoom<SVGRectElement, unknown>()
      .on('start', () => {
        base = currentRef.current();
      })
      .on('zoom', (event: D3ZoomEvent<SVGRectElement, unknown>) => {
        if (!event.sourceEvent || !base) return;
        const scale = scaleUtc().domain([base.startMs, base.endMs]).range([left, right]);
        const [a, b] = event.transform.rescaleX(scale).domain();
        if (!a || !b) return;
        latest = { startMs: a.getTime(), endMs: b.getTime() };
        if (!frame) frame = requestAnimationFrame(flush);
      })
      .on('end', () => {
        select(node).property('__zoom', zoomIdentity);
        base = null;
        if (frame) {
          cancelAnimationFrame(frame);
          flush();
        }
      });
    select(node).call(behavior);
    return () => {
      select(node).on('.zoom', null);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, left, right]);
}
