import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import styles from './forms.module.css';

export interface FormFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'step' | 'min' | 'max' | 'autoComplete'> {
  name: string;
  label: string;
  hint?: string;
  /** A unit shown after the input (miles, mi/kWh). */
  unit?: string;
  multiline?: boolean;
  disabled?: boolean;
}

/** A labelled Formik input (or textarea) with its hint, unit and error (role="alert") under it. */
export default function FormField({ name, label, hint, unit, multiline = false, disabled, type = 'text', ...rest }: FormFieldProps) {
  const id = useId();
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  // Values stay text (Formik would turn a number input's into a number): the schema reads text.
  const common = {
    id, ...field, value: field.value ?? '', disabled, className: styles.input, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void helpers.setValue(event.target.value),
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} />
      ) : (
        <div className={styles.inputRow}>
          <input {...common} {...rest} type={type} />
          {unit ? (
            <span className={styles.unit} aria-hidden="true">
              {unit}
            </span>
          ) : null}
        </div>
      )}
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
