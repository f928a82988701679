import { type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import { FieldFrame } from '../../../common/FieldFrame';
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
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => {
        // Values stay text (Formik would turn a number input's into a number): the schema reads text.
        const common = {
          id, ...field, value: field.value ?? '', disabled, className: styles.input, 'aria-invalid': invalid, 'aria-describedby': describedBy,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void helpers.setValue(event.target.value),
        };
        return multiline ? (
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
        );
      }}
    </FieldFrame>
  );
}
