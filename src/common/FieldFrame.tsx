import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import styles from './FieldFrame.module.css';

/** What the control inside a FieldFrame needs to be labelled and described. */
export interface FieldControl {
  id: string;
  /** The hint's and the error's ids, when shown. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldFrameProps {
  /** The Formik field whose error shows under the control once it is touched. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Draws the control (input, select, textarea, a row with a unit) with the given id and aria. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * Every Formik form's field: a label tied to the control, the control, its hint, and its error
 * (role="alert") once the field is touched. The forms differ only in the control they draw.
 */
export function FieldFrame({ name, label, hint, children }: FieldFrameProps) {
  const id = useId();
  const [, meta] = useField<unknown>(name);
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
