import { useEffect, useMemo, useRef } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../app/session/components/FormAlert';
import { TextField } from '../../../app/session/components/TextField';
import { Button } from '../../../common/Button';
import { selectSmartPlug } from '../integrationsSelectors';
import { smartPlugMessages as m } from '../messages';
import { saveRequested } from '../smartPlugSlice';
import { createSmartPlugSchema, type SmartPlugValues } from './SmartPlugSchema';
import styles from './SmartPlugScreen.module.css';

/** The smart-plug account form: submit dispatches one saveRequested; the saga encrypts the password before sending. */
export default function SmartPlugForm({ username, disabled }: { username: string; disabled: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectSmartPlug).save;
  const schema = useMemo(() => createSmartPlugSchema(intl), [intl]);
  const form = useRef<FormikProps<SmartPlugValues>>(null);
  const pending = save.status === 'pending';

  // Saved: the password field empties (it is never kept); the username stays as saved.
  const previous = useRef(save.status);
  useEffect(() => {
    if (previous.current === 'pending' && save.status === 'succeeded') form.current?.resetForm({ values: { username: form.current.values.username.trim(), password: '' } });
    previous.current = save.status;
  }, [save.status]);

  return (
    <Formik<SmartPlugValues>
      innerRef={form}
      initialValues={{ username, password: '' }}
      validationSchema={schema}
      onSubmit={(values) => {
        dispatch(saveRequested({ username: values.username.trim(), password: values.password }));
      }}
    >
      <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.formTitle)}>
        {save.status === 'failed' && save.error ? <FormAlert>{save.error}</FormAlert> : null}
        <TextField name="username" label={intl.formatMessage(m.username)} type="email" autoComplete="username" maxLength={254} />
        <TextField name="password" label={intl.formatMessage(m.password)} type="password" autoComplete="current-password" maxLength={256} />
        <p className={styles.hint}>{intl.formatMessage(m.encrypted)}</p>
        <div className={styles.actions}>
          <Button type="submit" pending={pending} disabled={disabled}>
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      </Form>
    </Formik>
  );
}
