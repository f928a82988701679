import { useId } from 'react';
import { useField } from 'formik';
import styles from './settings.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: SelectOption[];
  /** The first, empty choice ('Choose…'); none when every value is a real one. */
  placeholder?: string;
  hint?: string;
}

/** A labelled Formik select with its hint and its error. Values are strings. */
export default function SelectField({ name, label, options, placeholder, hint }: SelectFieldProps) {
  const id = useId();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select {...field} id={id} className={styles.input} aria-invalid={Boolean(error)} aria-describedby={describedBy}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
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
