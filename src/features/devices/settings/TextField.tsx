import { useId } from 'react';
import { useField } from 'formik';
import styles from './settings.module.css';

export interface TextFieldProps {
  name: string;
  label: string;
  multiline?: boolean;
  maxLength?: number;
  autoComplete?: string;
  hint?: string;
}

/** A labelled Formik text input (or textarea) with its error under it (role="alert"). */
export default function TextField({ name, label, multiline = false, maxLength, autoComplete = 'off', hint }: TextFieldProps) {
  const id = useId();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, ...field, maxLength, className: styles.input, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type="text" autoComplete={autoComplete} />}
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
