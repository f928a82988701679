import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's content size in CSS pixels, kept current with a ResizeObserver. Until the element
 * has been measured (the render that mounts it) `measured` is false and the size is `fallback`:
 * the graph draws nothing from it, and the measure, in the mount's layout effect, renders again
 * before anything is painted. (An element with no size, as in jsdom, takes the fallback.)
 */
export function useChartSize(ref: RefObject<HTMLElement | null>, fallback = { width: 800, height: 320 }): { width: number; height: number; measured: boolean } {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = (width: number, height: number) => {
      if (width <= 0 || height <= 0) return;
      setSize((prev) => (prev && Math.abs(prev.width - width) < 0.5 && Math.abs(prev.height - height) < 0.5 ? prev : { width, height }));
    };
    const rect = el.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) measure(rect.width, rect.height);
    else setSize((prev) => prev ?? fallback);
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) measure(box.width, box.height);
    });
    observer.observe(el);
    return () => observer.disconnect();
    // The fallback is only read on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
  return size ? { ...size, measured: true } : { ...fallback, measured: false };
}
