import { useField } from 'formik';
import { InputField, type InputFieldProps } from './InputField';

export type TextFieldProps = Omit<InputFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'>;

/** <InputField/> bound to a Formik field; the error shows once the field was touched. */
export function TextField(props: TextFieldProps) {
  const [field, meta] = useField<string>(props.name);
  return <InputField {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={meta.touched ? meta.error : undefined} />;
}
