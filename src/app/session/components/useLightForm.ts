import { useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';

export type FormErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A minimal form state for the sign-in page, which must stay light (no Formik or yup on the first
 * page a visitor downloads). Like Formik there, with one difference: a field's error shows once the
 * user has typed in it and left it, or on submit; a field merely passed through (the autofocused
 * email when the visitor clicks a link) shows none, so no message appears, and moves the page, under
 * the pointer between a press and its release. Submit validates everything and calls onSubmit only
 * when valid.
 */
export function useLightForm<V extends Record<string, string>>(options: { initialValues: V; validate: (values: V) => FormErrors<V>; onSubmit: (values: V) => void }) {
  const [values, setValues] = useState<V>(options.initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const errors = options.validate(values);

  const [dirty, setDirty] = useState<Partial<Record<keyof V, boolean>>>({});

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setDirty((current) => (current[name as keyof V] ? current : { ...current, [name]: true }));
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const { name } = event.target;
    if (dirty[name as keyof V]) setTouched((current) => ({ ...current, [name]: true }));
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Partial<Record<keyof V, boolean>>);
    if (Object.values(errors).every((error) => !error)) options.onSubmit(values);
  };
  const errorFor = (name: keyof V): string | undefined => (touched[name] ? errors[name] : undefined);

  return { values, errors, errorFor, handleChange, handleBlur, handleSubmit };
}
