import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsSignedIn, type WithSession } from './session/sessionSelectors';
import { selectIsMobile } from './appInitSelectors';
import type { AppState } from './appInitSlice';
import { ADMIN_TOKEN_PARAM, HOME_PATH, loginPath, sanitizeNext } from './navigation';
import { lazyScreens } from './lazyScreens';

/** Signed-in pages: a signed-out visitor goes to /login?next=<where they were going>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSelector((state: WithSession) => selectIsSignedIn(state));
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <>{children}</>;
}

/**
 * Sign-in pages: a signed-in visitor goes on to ?next= (or the target in the page's history state,
 * as /mfa carries it) or /now (except an admin-token sign-in). The sign-in saga navigates to the
 * target too; whichever render comes first, both agree on where to go.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const signedIn = useSelector((state: WithSession) => selectIsSignedIn(state));
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (signedIn && !params.has(ADMIN_TOKEN_PARAM)) {
    const stateNext = (location.state as { next?: unknown } | null)?.next;
    const next = params.get('next') ?? (typeof stateNext === 'string' ? stateNext : null);
    return <Navigate to={sanitizeNext(next) ?? HOME_PATH} replace />;
  }
  return <>{children}</>;
}

/** Pages the mobile app does not keep: with the mobile flag they send the visitor to the get-app address. */
export function MobileGate({ children }: { children: ReactNode }) {
  const mobile = useSelector((state: { app: AppState }) => selectIsMobile(state));
  if (mobile) return <lazyScreens.ProviderRedirect />;
  return <>{children}</>;
}

/**
 * A path the app does not know: signed in, the 404 page sits inside the signed-in shell (navigation
 * bar and all, through the '*' entry of src/app/shell/signedInScreens.tsx); signed out, it stands alone.
 */
export function NotFoundRoute() {
  const signedIn = useSelector((state: WithSession) => selectIsSignedIn(state));
  return signedIn ? <lazyScreens.AppLayout /> : <lazyScreens.NotFound />;
}
