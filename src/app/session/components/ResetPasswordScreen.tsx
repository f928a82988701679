import { useEffect, useId, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import styles from './AuthForm.module.css';
import { Button, buttonClassName } from '../../../common/Button';
import { authFormsReset, resetPasswordRequested } from '../sessionSlice';
import { selectResetPassword, type WithSession } from '../sessionSelectors';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { PasswordChecklist } from './PasswordChecklist';
import { createResetPasswordSchema, type ResetPasswordValues } from './ResetPasswordSchema';
import { TextField } from './TextField';
import { authMessages, resetMessages as m } from './messages';
import { preloadAccountHandlers } from '../sessionSaga';

/** /reset_password?token=…: a new password (spec rules) and its confirmation. */
export default function ResetPasswordScreen() {
  // Its request handlers are a chunk of their own: fetched while the user types.
  useEffect(preloadAccountHandlers, []);
  const intl = useIntl();
  const dispatch = useDispatch();
  const rulesId = useId();
  const [params] = useSearchParams();
  const token = params.get('token');
  const request = useSelector((state: WithSession) => selectResetPassword(state));
  const schema = useMemo(() => createResetPasswordSchema(intl), [intl]);
  useEffect(() => {
    dispatch(authFormsReset());
  }, [dispatch]);
  const footer = <Link to="/login">{intl.formatMessage(authMessages.backToSignIn)}</Link>;

  if (!token) {
    return (
      <AuthLayout title={intl.formatMessage(m.title)} footer={footer}>
        <div className={styles.form}>
          <FormAlert>{intl.formatMessage(m.missingToken)}</FormAlert>
          <Link className={buttonClassName('primary', true)} to="/forgot_password">
            {intl.formatMessage(m.requestNew)}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)} footer={footer}>
      <Formik<ResetPasswordValues>
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={schema}
        onSubmit={(form) => {
          dispatch(resetPasswordRequested({ password: form.password, token }));
        }}
      >
        {({ values }) => (
          <Form className={styles.form} noValidate>
            {request.error && <FormAlert>{request.error}</FormAlert>}
            <TextField name="password" type="password" label={intl.formatMessage(m.newPassword)} autoComplete="new-password" describedBy={rulesId} autoFocus />
            <PasswordChecklist id={rulesId} value={values.password} />
            <TextField name="confirmPassword" type="password" label={intl.formatMessage(m.confirmPassword)} autoComplete="new-password" />
            <Button type="submit" block pending={request.status === 'loading'}>
              {intl.formatMessage(m.submit)}
            </Button>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
