import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import styles from './AuthForm.module.css';
import { buttonClassName } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { PageLoader } from '../../../common/Loader';
import { useProductValues } from '../../../theme/useProductName';
import { verifyEmailRequested } from '../sessionSlice';
import { selectIsSignedIn, selectVerifyEmail, type WithSession } from '../sessionSelectors';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { verifyMessages as m } from './messages';
import { preloadAccountHandlers } from '../sessionSaga';

const normalise = (text: string) => text.trim().replace(/[.!]+$/, '').toLocaleLowerCase();
const sameText = (a: string, b: string) => normalise(a) === normalise(b);

/** /verify_email?token=…: confirms the address (POST /verify_email) and says how it went. */
export default function VerifyEmailScreen() {
  // Its request handler is a chunk of its own: fetched at once.
  useEffect(preloadAccountHandlers, []);
  const intl = useIntl();
  const dispatch = useDispatch();
  const values = useProductValues();
  const [params] = useSearchParams();
  const token = params.get('token');
  const request = useSelector((state: WithSession) => selectVerifyEmail(state));
  const signedIn = useSelector((state: WithSession) => selectIsSignedIn(state));
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      dispatch(verifyEmailRequested({ token }));
    }
  }, [token, dispatch]);
  const continueLink = (
    <Link className={buttonClassName('primary', true)} to={signedIn ? '/now' : '/login'}>
      {intl.formatMessage(m.continue)}
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout title={intl.formatMessage(m.title)}>
        <FormAlert>{intl.formatMessage(m.missingToken)}</FormAlert>
      </AuthLayout>
    );
  }
  if (request.status === 'succeeded') {
    return (
      <AuthLayout title={intl.formatMessage(m.verifiedTitle)}>
        <div className={styles.success} role="status">
          <span className={styles.successIcon}>
            <Icon name="check" size={28} />
          </span>
          <p className={styles.muted}>{intl.formatMessage(m.verifiedText, values)}</p>
          {continueLink}
        </div>
      </AuthLayout>
    );
  }
  if (request.status === 'failed') {
    const title = intl.formatMessage(m.failed);
    // The server's reason is often the title itself ('Email verification failed'): say it once, and what to do.
    const reason = request.error && !sameText(request.error, title) ? request.error : intl.formatMessage(m.failedHint);
    return (
      <AuthLayout title={title}>
        <div className={styles.form}>
          <FormAlert>{reason}</FormAlert>
          {continueLink}
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={intl.formatMessage(m.title)}>
      <PageLoader label={intl.formatMessage(m.pending)} />
    </AuthLayout>
  );
}
