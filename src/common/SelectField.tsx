import { useField } from 'formik';
import controls from './controls.module.css';
import { FieldFrame } from './FieldFrame';

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

/** A labelled Formik select with its hint and its error (FieldFrame). Values are strings. */
export function SelectField({ name, label, options, placeholder, hint }: SelectFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select {...field} id={id} className={controls.input} aria-invalid={invalid} aria-describedby={describedBy}>
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
