import type { MouseEvent } from 'react';
import styles from './Toggle.module.css';

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name, when no visible label is linked through `labelledBy`. */
  label?: string;
  /** Id of the visible text that names the switch. */
  labelledBy?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * An on/off switch: a button with role="switch" and aria-checked, so Space and Enter flip it and
 * screen readers announce "on" / "off". Pair it with a visible label (labelledBy) or pass `label`.
 */
export function Toggle({ checked, onChange, label, labelledBy, disabled = false, id, className }: ToggleProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    onChange(!checked);
  };
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      disabled={disabled}
      onClick={onClick}
      className={[styles.toggle, className ?? ''].filter(Boolean).join(' ')}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  );
}
