import { useEffect, useRef } from 'react';
import type { FormikProps } from 'formik';
import type { OperationStatus } from '../types';

/**
 * Empties a form once its request succeeded (the fields hold passwords); on a failure the user's
 * input stays as typed.
 */
export function useResetOnSuccess<V>(status: OperationStatus) {
  const formRef = useRef<FormikProps<V>>(null);
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'pending' && status === 'succeeded') formRef.current?.resetForm();
    previous.current = status;
  }, [status]);
  return formRef;
}
