import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import styles from './AuthForm.module.css';
import { Button } from '../../../common/Button';
import { PageLoader } from '../../../common/Loader';
import { useProductValues } from '../../../theme/useProductName';
import { ADMIN_TOKEN_PARAM } from '../../navigation';
import { adminLoginRequested, authFormsReset, loginRequested } from '../sessionSlice';
import { selectLoginError, selectLoginPending, type WithSession } from '../sessionSelectors';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { InputField } from './InputField';
import { ServerChooser } from './ServerChooser';
import { createLoginValidator, type LoginValues } from './LoginSchema';
import { useLightForm } from './useLightForm';
import { authMessages, loginMessages as m } from './messages';
import { preloadSignInHandlers } from '../sessionSaga';

const initialValues: LoginValues = { email: '', password: '' };

/** /login: email and password; ?next= is where to go after; ?admin_token= signs support staff in. */
export default function LoginScreen() {
  // Its request handlers are a chunk of their own: fetched while the user types.
  useEffect(preloadSignInHandlers, []);
  const intl = useIntl();
  const dispatch = useDispatch();
  const product = useProductValues();
  const [params] = useSearchParams();
  const next = params.get('next');
  const adminToken = params.get(ADMIN_TOKEN_PARAM);
  const pending = useSelector((state: WithSession) => selectLoginPending(state));
  const error = useSelector((state: WithSession) => selectLoginError(state));
  const validate = useMemo(() => createLoginValidator(intl), [intl]);
  const form = useLightForm<LoginValues>({
    initialValues,
    validate,
    onSubmit: (values) => dispatch(loginRequested({ email: values.email.trim(), password: values.password, next })),
  });
  const adminStarted = useRef(false);

  useEffect(() => {
    if (adminToken && !adminStarted.current) {
      adminStarted.current = true;
      dispatch(adminLoginRequested({ token: adminToken, next }));
    } else if (!adminToken) {
      dispatch(authFormsReset());
    }
  }, [adminToken, next, dispatch]);

  if (adminToken && (pending || !error)) {
    return (
      <AuthLayout title={intl.formatMessage(m.adminTitle)}>
        <PageLoader label={intl.formatMessage(m.adminPending)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle, product)} footer={<ServerChooser />}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        {error && <FormAlert>{error}</FormAlert>}
        <InputField
          name="email"
          type="email"
          label={intl.formatMessage(authMessages.email)}
          autoComplete="username"
          inputMode="email"
          autoFocus
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={form.errorFor('email')}
        />
        <InputField
          name="password"
          type="password"
          label={intl.formatMessage(authMessages.password)}
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={form.errorFor('password')}
        />
        <div className={styles.row}>
          <Link to="/forgot_password">{intl.formatMessage(m.forgot)}</Link>
        </div>
        <Button type="submit" block pending={pending}>
          {intl.formatMessage(pending ? m.pending : m.submit)}
        </Button>
      </form>
    </AuthLayout>
  );
}
