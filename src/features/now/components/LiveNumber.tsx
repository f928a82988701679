import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './LiveNumber.module.css';

const TWEEN_MS = 400;

function canAnimate(): boolean {
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Tabular digits are 1ch wide; a group separator or decimal point about 0.35ch. */
function reservedWidth(digits: number, fractionDigits: number): string {
  const separators = Math.floor((digits - 1) / 3) + (fractionDigits > 0 ? 1 : 0);
  return `${digits + fractionDigits + separators * 0.35}ch`;
}

interface Props {
  value: number | null;
  /** Width reserved for this many integer digits (with separators), so a changing figure never moves the layout; 0 reserves none. */
  digits?: number;
  fractionDigits?: number;
  className?: string;
}

/**
 * A live figure: tabular digits in a reserved width, tweened to each new value. The tween writes
 * the text node directly (no React renders per frame); React renders only when `value` changes.
 */
export default function LiveNumber({ value, digits = 4, fractionDigits = 0, className }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useRef<number | null>(value);
  const format = useCallback(
    (n: number) => intl.formatNumber(n, { maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits }),
    [intl, fractionDigits],
  );
  const tween = useRef<{ from: number; to: number } | null>(null);

  // Before paint: show the old figure, so the tween starts where the eye is.
  useLayoutEffect(() => {
    const from = shown.current;
    if (value === null || from === null || from === value || !canAnimate() || !ref.current) {
      shown.current = value;
      tween.current = null;
      return;
    }
    tween.current = { from, to: value };
    ref.current.textContent = format(from);
  }, [value, format]);

  useEffect(() => {
    const el = ref.current;
    const t = tween.current;
    if (!el || !t) return undefined;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const k = Math.min(1, (now - start) / TWEEN_MS);
      const v = t.from + (t.to - t.from) * (1 - (1 - k) ** 3);
      shown.current = k === 1 ? t.to : v;
      el.textContent = format(shown.current);
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, format]);

  return (
    <span ref={ref} className={`${styles.number} ${className ?? ''}`} style={digits > 0 ? { minWidth: reservedWidth(digits, fractionDigits) } : undefined}>
      {value === null ? '–' : format(value)}
    </span>
  );
}
