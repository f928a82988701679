import { type ChangeEvent } from 'react';
import { useField } from 'formik';
import { FieldFrame } from '../../../common/FieldFrame';
import { useIntl } from 'react-intl';
import styles from './settings.module.css';

export interface NumberFieldProps {
  name: string;
  label: string;
  /** Typing a number above it is rejected as it is typed (the field keeps its previous text). */
  max: number;
  hint?: string;
  /** Whole numbers only: a decimal point is rejected as it is typed. */
  integer?: boolean;
  disabled?: boolean;
}

const DECIMAL = /^\d*\.?\d*$/;
const WHOLE = /^\d*$/;

/**
 * A labelled Formik number field holding the text as typed (so '10.420' stays as the user wrote it;
 * the form's schema checks the range and the decimals). Only digits and one decimal separator can be
 * typed, and a value above `max` is rejected. The value is kept with a point and shown with the
 * language's separator (16,5 in French); either separator may be typed.
 */
export default function NumberField({ name, label, max, hint, integer = false, disabled = false }: NumberFieldProps) {
  const intl = useIntl();
  const separator = intl.formatNumber(1.5).replace(/\d/g, '') || '.';
  const [field, , helpers] = useField<string>(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value.trim().replace(',', '.');
    if (!(integer ? WHOLE : DECIMAL).test(raw)) return;
    if (raw !== '' && raw !== '.' && Number(raw) > max) return;
    void helpers.setValue(raw);
  };
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={field.name}
          value={field.value.replace('.', separator)}
          onChange={onChange}
          onBlur={field.onBlur}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          className={`${styles.input} ${styles.narrow}`}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
        />
      )}
    </FieldFrame>
  );
}
