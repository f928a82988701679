import { useId } from 'react';
import { useField } from 'formik';
import styles from './settings.module.css';

export interface TextFieldProps {
  name: string;
  label: string;
  hint?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric';
}

/** A labelled Formik text input with its hint and its error (role="alert"). */
export default function TextField({ name, label, hint, maxLength, autoComplete = 'off', inputMode }: TextFieldProps) {
  const id = useId();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...field}
        id={id}
        type="text"
        className={`${styles.input} ${styles.narrow}`}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
      />
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
