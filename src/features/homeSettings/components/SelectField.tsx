import { useField } from 'formik';
import { FieldFrame } from '../../../common/FieldFrame';
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
  const [field] = useField<string>(name);
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select {...field} id={id} className={styles.input} aria-invalid={invalid} aria-describedby={describedBy}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
