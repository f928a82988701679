import { useId, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../app/session/components/FormAlert';
import { PasswordChecklist } from '../../../app/session/components/PasswordChecklist';
import { TextField } from '../../../app/session/components/TextField';
import { Button } from '../../../common/Button';
import { SettingsSection } from '../../../common/settings/SettingsPage';
import { selectPasswordChange } from '../accountSelectors';
import { passwordChangeRequested } from '../accountSlice';
import { accountMessages as m } from '../messages';
import { createChangePasswordSchema, emptyPasswordValues, type ChangePasswordValues } from './ChangePasswordSchema';
import { useResetOnSuccess } from './useResetOnSuccess';
import styles from './AccountScreen.module.css';

/** Current password, a new one (its rules ticked off as typed) and its confirmation. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const op = useAppSelector(selectPasswordChange);
  const schema = useMemo(() => createChangePasswordSchema(intl), [intl]);
  const rulesId = useId();
  const formRef = useResetOnSuccess<ChangePasswordValues>(op.status);
  const pending = op.status === 'pending';
  return (
    <SettingsSection title={intl.formatMessage(m.changePasswordTitle)} description={intl.formatMessage(m.changePasswordHint)} testId="change-password">
      <Formik<ChangePasswordValues>
        innerRef={formRef}
        initialValues={emptyPasswordValues}
        validationSchema={schema}
        onSubmit={(values) => {
          dispatch(passwordChangeRequested({ oldPassword: values.currentPassword, newPassword: values.newPassword, confirmation: values.confirmPassword }));
        }}
      >
        {(form) => (
          <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.changePasswordTitle)}>
            {op.status === 'failed' && op.error ? <FormAlert>{op.error}</FormAlert> : null}
            <TextField name="currentPassword" type="password" label={intl.formatMessage(m.currentPassword)} autoComplete="current-password" />
            <div className={styles.fieldGroup}>
              <TextField name="newPassword" type="password" label={intl.formatMessage(m.newPassword)} autoComplete="new-password" describedBy={rulesId} />
              <PasswordChecklist id={rulesId} value={form.values.newPassword} />
            </div>
            <TextField name="confirmPassword" type="password" label={intl.formatMessage(m.confirmPassword)} autoComplete="new-password" />
            <div className={styles.actions}>
              <Button type="submit" pending={pending}>
                {intl.formatMessage(m.changePasswordSubmit)}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </SettingsSection>
  );
}
