import { useField } from 'formik';
import { FieldFrame } from '../../../common/FieldFrame';
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
  const [field] = useField<string>(name);
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => {
        const common = { id, ...field, maxLength, className: styles.input, 'aria-invalid': invalid, 'aria-describedby': describedBy };
        return multiline ? <textarea {...common} rows={4} /> : <input {...common} type="text" autoComplete={autoComplete} />;
      }}
    </FieldFrame>
  );
}
