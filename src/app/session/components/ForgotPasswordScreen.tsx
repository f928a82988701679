import { useEffect, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styles from './AuthForm.module.css';
import { Button } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { authFormsReset, forgotPasswordRequested } from '../sessionSlice';
import { selectForgotPassword, type WithSession } from '../sessionSelectors';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { createForgotPasswordSchema, type ForgotPasswordValues } from './ForgotPasswordSchema';
import { TextField } from './TextField';
import { authMessages, forgotMessages as m } from './messages';
import { preloadAccountHandlers } from '../sessionSaga';

/** /forgot_password: asks for the email; the server mails a reset link. */
export default function ForgotPasswordScreen() {
  // Its request handlers are a chunk of their own: fetched while the user types.
  useEffect(preloadAccountHandlers, []);
  const intl = useIntl();
  const dispatch = useDispatch();
  const request = useSelector((state: WithSession) => selectForgotPassword(state));
  const schema = useMemo(() => createForgotPasswordSchema(intl), [intl]);
  useEffect(() => {
    dispatch(authFormsReset());
  }, [dispatch]);
  const footer = <Link to="/login">{intl.formatMessage(authMessages.backToSignIn)}</Link>;

  if (request.status === 'succeeded') {
    return (
      <AuthLayout title={intl.formatMessage(m.sentTitle)} footer={footer}>
        <div className={styles.success} role="status">
          <span className={styles.successIcon}>
            <Icon name="mail" size={28} />
          </span>
          <p className={styles.muted}>{intl.formatMessage(m.sentText)}</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)} footer={footer}>
      <Formik<ForgotPasswordValues>
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={(form) => {
          dispatch(forgotPasswordRequested({ email: form.email.trim() }));
        }}
      >
        <Form className={styles.form} noValidate>
          {request.error && <FormAlert>{request.error}</FormAlert>}
          <TextField name="email" type="email" label={intl.formatMessage(authMessages.email)} autoComplete="email" inputMode="email" autoFocus />
          <Button type="submit" block pending={request.status === 'loading'}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Form>
      </Formik>
    </AuthLayout>
  );
}
