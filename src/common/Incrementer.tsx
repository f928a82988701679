import { useId, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Incrementer.module.css';

export interface IncrementerProps {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** Shown after the number, e.g. 'W'. */
  unit?: string;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** Accessible names of the − and + buttons (e.g. 'Decrease', 'Increase'). */
  decrementLabel: string;
  incrementLabel: string;
  name?: string;
  describedBy?: string;
  disabled?: boolean;
  /**
   * Shown instead of the number at the max, e.g. '9+' (spec: inventory counts 9+, survey steppers
   * 6+). The field is then a text spinbutton, so ↑ and ↓ step it.
   */
  maxLabel?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * A number with − and + buttons. The value always stays within min and max: the buttons stop at the
 * bounds, typing above the max is rejected as it is typed, and a value below the min is raised to
 * it when the field loses focus (spec monitoring §5).
 */
export function Incrementer({ label, value, min, max, step = 1, unit, onChange, onBlur, decrementLabel, incrementLabel, name, describedBy, disabled = false, maxLabel }: IncrementerProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const atMaxLabel = maxLabel !== undefined && value >= max;
  const shown = draft ?? (atMaxLabel ? maxLabel : String(value));

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value.trim();
    if (raw === '') return setDraft('');
    const n = Number(raw);
    if (!Number.isFinite(n) || n > max) return; // rejected: the field keeps its previous text
    setDraft(raw);
    if (n >= min) onChange(n);
  };
  const commit = () => {
    if (draft !== null) {
      const n = Number(draft);
      onChange(draft === '' || !Number.isFinite(n) ? clamp(value, min, max) : clamp(n, min, max));
      setDraft(null);
    }
    onBlur?.();
  };
  const nudge = (delta: number) => {
    setDraft(null);
    onChange(clamp(Number((value + delta).toFixed(6)), min, max));
  };
  // A text spinbutton (maxLabel) steps with the arrow keys as a number input does.
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      nudge(event.key === 'ArrowUp' ? step : -step);
    }
  };
  const spin =
    maxLabel !== undefined
      ? ({
          type: 'text',
          role: 'spinbutton',
          'aria-valuemin': min,
          'aria-valuemax': max,
          'aria-valuenow': value,
          'aria-valuetext': atMaxLabel ? maxLabel : undefined,
          onKeyDown: keys,
        } as const)
      : ({ type: 'number', min, max, step } as const);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <button type="button" className={styles.step} onClick={() => nudge(-step)} disabled={disabled || value <= min} aria-label={decrementLabel} aria-controls={id}>
          <span aria-hidden="true">−</span>
        </button>
        <span className={styles.inputWrap}>
          <input
            id={id}
            name={name}
            className={styles.input}
            {...spin}
            inputMode={maxLabel !== undefined ? 'numeric' : 'decimal'}
            value={shown}
            onChange={type}
            onBlur={commit}
            disabled={disabled}
            aria-describedby={describedBy}
          />
          {unit ? (
            <span className={styles.unit} aria-hidden="true">
              {unit}
            </span>
          ) : null}
        </span>
        <button type="button" className={styles.step} onClick={() => nudge(step)} disabled={disabled || value >= max} aria-label={incrementLabel} aria-controls={id}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
