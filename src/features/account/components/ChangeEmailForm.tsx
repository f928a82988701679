import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../app/session/components/FormAlert';
import { TextField } from '../../../app/session/components/TextField';
import { Button } from '../../../common/Button';
import { SettingsSection } from '../../../common/settings/SettingsPage';
import { selectEmailChange } from '../accountSelectors';
import { emailChangeRequested } from '../accountSlice';
import { accountMessages as m } from '../messages';
import { createChangeEmailSchema, emptyEmailValues, type ChangeEmailValues } from './ChangeEmailSchema';
import { useResetOnSuccess } from './useResetOnSuccess';
import styles from './AccountScreen.module.css';

/** Current email, the new one twice, and the password. */
export function ChangeEmailForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const op = useAppSelector(selectEmailChange);
  const schema = useMemo(() => createChangeEmailSchema(intl), [intl]);
  const formRef = useResetOnSuccess<ChangeEmailValues>(op.status);
  return (
    <SettingsSection title={intl.formatMessage(m.changeEmailTitle)} description={intl.formatMessage(m.changeEmailHint)} testId="change-email">
      <Formik<ChangeEmailValues>
        innerRef={formRef}
        initialValues={emptyEmailValues}
        validationSchema={schema}
        onSubmit={(values) => {
          dispatch(
            emailChangeRequested({
              currentEmail: values.currentEmail.trim(),
              email: values.newEmail.trim(),
              confirmation: values.confirmEmail.trim(),
              password: values.password,
            }),
          );
        }}
      >
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.changeEmailTitle)}>
          {op.status === 'failed' && op.error ? <FormAlert>{op.error}</FormAlert> : null}
          <TextField name="currentEmail" type="email" label={intl.formatMessage(m.currentEmail)} autoComplete="email" inputMode="email" />
          <div className={styles.pair}>
            <TextField name="newEmail" type="email" label={intl.formatMessage(m.newEmail)} autoComplete="off" inputMode="email" />
            <TextField name="confirmEmail" type="email" label={intl.formatMessage(m.confirmEmail)} autoComplete="off" inputMode="email" />
          </div>
          <TextField name="password" type="password" label={intl.formatMessage(m.password)} autoComplete="current-password" />
          <div className={styles.actions}>
            <Button type="submit" pending={op.status === 'pending'}>
              {intl.formatMessage(m.changeEmailSubmit)}
            </Button>
          </div>
        </Form>
      </Formik>
    </SettingsSection>
  );
}
