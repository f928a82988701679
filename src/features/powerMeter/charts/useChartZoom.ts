import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { scaleUtc, select, zoom, zoomIdentity, type D3ZoomEvent, type ZoomTransform } from 'd3';
import type { MeterWindow } from '../types';

/**
 * The zoom island (ARCHITECTURE habit 8): d3-zoom on the plot's overlay gives wheel and pinch zoom,
 * drag to pan and double-click to zoom in. Each gesture is measured against the window it started
 * from (`currentWindow()` when it starts); the resulting window goes to `onWindow` at most once per
 * animation frame, and when the gesture ends the element's transform is reset, so the store's
 * window stays the only truth.
 * One finger does not pan: on a touch screen it moves the point's card, as hover does with a mouse
 * (the chart's pointer handlers); two fingers pan and pinch, measured from where the second landed.
 */
export function useChartZoom(
  ref: RefObject<SVGRectElement | null>,
  currentWindow: () => MeterWindow,
  plot: { left: number; right: number },
  onWindow: (window: MeterWindow) => void,
): void {
  const currentRef = useRef(currentWindow);
  const onWindowRef = useRef(onWindow);
  // The plot's edges as they are when a gesture moves (read, not a dependency: the zoom behaviour
  // is set up once per overlay, not again when the graph is measured or resized).
  const plotRef = useRef(plot);
  useLayoutEffect(() => {
    currentRef.current = currentWindow;
    onWindowRef.current = onWindow;
    plotRef.current = plot;
  });

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let base: MeterWindow | null = null;
    // The transform at the gesture's (re)start: a pinch begun after a one-finger move starts there.
    let origin: ZoomTransform = zoomIdentity;
    let latest: MeterWindow | null = null;
    let frame = 0;
    const flush = () => {
      frame = 0;
      if (latest) onWindowRef.current(latest);
      latest = null;
    };
    const behavior = zoom<SVGRectElement, unknown>()
      .on('start', (event: D3ZoomEvent<SVGRectElement, unknown>) => {
        base = currentRef.current();
        origin = event.transform;
      })
      .on('zoom', (event: D3ZoomEvent<SVGRectElement, unknown>) => {
        if (!event.sourceEvent) return;
        if (oneFinger(event.sourceEvent)) {
          base = null;
          return;
        }
        if (!base) {
          base = currentRef.current();
          origin = event.transform;
        }
        const scale = scaleUtc().domain([base.startMs, base.endMs]).range([plotRef.current.left, plotRef.current.right]);
        const k = event.transform.k / origin.k;
        const relative = zoomIdentity.translate(event.transform.x - k * origin.x, 0).scale(k);
        const [a, b] = relative.rescaleX(scale).domain();
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
  }, [ref]);
}

/** A touch gesture with one finger on the screen (a move, not a pinch). */
function oneFinger(event: unknown): boolean {
  return typeof TouchEvent !== 'undefined' && event instanceof TouchEvent && event.touches.length < 2;
}
