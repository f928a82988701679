import { useEffect, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styles from './AuthForm.module.css';
import { Button } from '../../../common/Button';
import { loginPath } from '../../navigation';
import { mfaRequested } from '../sessionSlice';
import { selectLoginError, selectLoginPending, selectMfa, type WithSession } from '../sessionSelectors';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { createMfaSchema, type MfaValues } from './MfaSchema';
import { TextField } from './TextField';
import { authMessages, mfaMessages as m } from './messages';
import { preloadSignInHandlers } from '../sessionSaga';

interface MfaLocationState {
  mfaToken?: string;
  next?: string | null;
}

/** /mfa?next=…: the one-time code. The MFA token comes from the sign-in (or the page's history state after a reload). */
export default function MfaScreen() {
  // Its request handlers are a chunk of their own: fetched while the user types.
  useEffect(preloadSignInHandlers, []);
  const intl = useIntl();
  const dispatch = useDispatch();
  const location = useLocation();
  const [params] = useSearchParams();
  const mfa = useSelector((state: WithSession) => selectMfa(state));
  const pending = useSelector((state: WithSession) => selectLoginPending(state));
  const error = useSelector((state: WithSession) => selectLoginError(state));
  const schema = useMemo(() => createMfaSchema(intl), [intl]);
  const fromHistory = (location.state ?? {}) as MfaLocationState;
  const mfaToken = mfa?.token ?? fromHistory.mfaToken;
  const next = mfa?.next ?? fromHistory.next ?? params.get('next');
  const footer = <Link to={loginPath(next)}>{intl.formatMessage(authMessages.backToSignIn)}</Link>;

  if (!mfaToken) {
    return (
      <AuthLayout title={intl.formatMessage(m.title)} footer={footer}>
        <FormAlert>{intl.formatMessage(m.expired)}</FormAlert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)} footer={footer}>
      <Formik<MfaValues>
        initialValues={{ totp: '' }}
        validationSchema={schema}
        onSubmit={(form) => {
          dispatch(mfaRequested({ totp: form.totp.trim(), mfaToken, next }));
        }}
      >
        <Form className={styles.form} noValidate>
          {error && <FormAlert>{error}</FormAlert>}
          <TextField name="totp" label={intl.formatMessage(m.code)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} variant="code" autoFocus />
          <Button type="submit" block pending={pending}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Form>
      </Formik>
    </AuthLayout>
  );
}
