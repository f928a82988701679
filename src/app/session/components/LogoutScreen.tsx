import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../common/Loader';
import { selectIsMobile } from '../../appInitSelectors';
import { lazyScreens } from '../../lazyScreens';
import { loginPath } from '../../navigation';
import { logoutRequested } from '../sessionSlice';
import { selectIsSignedIn, type WithSession } from '../sessionSelectors';
import { logoutMessages as m } from './messages';

/**
 * /logout: signs out (GET /logout, storage cleared, state reset) and lands on /login. In the mobile
 * app, which keeps no page of the signed-in app, it signs out and goes to the get-app address.
 */
export default function LogoutScreen() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const next = params.get('next');
  const signedIn = useSelector((state: WithSession) => selectIsSignedIn(state));
  const mobile = useSelector(selectIsMobile);
  const started = useRef(false);
  useEffect(() => {
    if (signedIn && !started.current) {
      started.current = true;
      dispatch(logoutRequested(mobile ? { next, toProviderApp: true } : { next }));
    }
  }, [signedIn, mobile, next, dispatch]);
  if (!signedIn && mobile) return <lazyScreens.ProviderRedirect />;
  if (!signedIn) return <Navigate to={loginPath(next)} replace />;
  return <PageLoader label={intl.formatMessage(m.pending)} />;
}
