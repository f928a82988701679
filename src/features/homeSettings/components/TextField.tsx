import { useField } from 'formik';
import { FieldFrame } from '../../../common/FieldFrame';
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
  const [field] = useField<string>(name);
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          {...field}
          id={id}
          type="text"
          className={`${styles.input} ${styles.narrow}`}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
