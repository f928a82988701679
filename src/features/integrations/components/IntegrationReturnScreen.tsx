import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { selectSignedInFeaturesReady } from '../../../app/appInitSelectors';
import type { AppState } from '../../../app/appInitSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loginPath } from '../../../app/navigation';
import { AuthLayout } from '../../../app/session/components/AuthLayout';
import { selectIsSignedIn } from '../../../app/session/sessionSelectors';
import { buttonClassName } from '../../../common/Button';
import { Spinner } from '../../../common/Loader';
import { integrationOf } from '../catalogue';
import { oauthReturnRequested } from '../integrationsSlice';
import { returnMessages as r } from '../messages';
import styles from './IntegrationReturnScreen.module.css';

/**
 * /oauth/integrations/{integration}: where a provider sends the browser back, with ?code&state or
 * ?error&state. Signed in, the return is reported to the server once the signed-in features are
 * ready (oauthReturnSaga.ts goes on to the integration's page and shows the notice 350 ms later).
 * Signed out, the page asks to sign in and comes back here to finish.
 */
export default function IntegrationReturnScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { integration } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const info = integrationOf(integration);
  const signedIn = useAppSelector(selectIsSignedIn);
  const ready = useAppSelector((state) => selectSignedInFeaturesReady(state as { app: AppState }));
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  const complete = !!state && (!!code || !!error);
  const sent = useRef(false);

  useEffect(() => {
    if (!info || !signedIn || !ready || !complete || sent.current) return;
    sent.current = true;
    dispatch(oauthReturnRequested({ integration: info.key, state: state ?? '', ...(error ? { error } : { code: code ?? '' }) }));
  }, [info, signedIn, ready, complete, state, code, error, dispatch]);

  if (!info) {
    return (
      <AuthLayout title={intl.formatMessage(r.unknownTitle)}>
        <Link className={buttonClassName('primary', true)} to="/settings">
          {intl.formatMessage(r.toSettings)}
        </Link>
      </AuthLayout>
    );
  }
  if (!signedIn) {
    return (
      <AuthLayout title={intl.formatMessage(r.signInTitle, { name: info.name })} subtitle={intl.formatMessage(r.signInBody)}>
        <Link className={buttonClassName('primary', true)} to={loginPath(`${location.pathname}${location.search}`)}>
          {intl.formatMessage(r.signIn)}
        </Link>
      </AuthLayout>
    );
  }
  if (!complete) {
    return (
      <AuthLayout title={intl.formatMessage(r.incompleteTitle)} subtitle={intl.formatMessage(r.incompleteBody)}>
        <Link className={buttonClassName('primary', true)} to={`/settings/integrations/${info.key}`}>
          {info.name}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={intl.formatMessage(r.pendingTitle, { name: info.name })}>
      <p className={styles.pending} role="status">
        <Spinner />
        {intl.formatMessage(r.pendingBody)}
      </p>
    </AuthLayout>
  );
}
