import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../common/Loader';
import { Notifications } from '../../common/notifications/Notifications';
import { trackScreen } from '../analytics';
import { RouteErrorBoundary } from './RouteError';
import { useScreenHandle } from './screenHandle';
import { UnsupportedBrowserBanner } from './UnsupportedBrowserBanner';

/** Reports a page view (screen name + path without secrets) on every navigation. */
function ScreenTracker() {
  const location = useLocation();
  const handle = useScreenHandle();
  const screen = handle?.screen;
  useEffect(() => {
    if (screen) trackScreen(screen, `${location.pathname}${location.search}`);
  }, [screen, location.pathname, location.search]);
  return null;
}

/**
 * Around every page: the unsupported-browser warning, notices, page-view reporting, a loader while a
 * screen's chunk arrives, the error page.
 */
export function RootLayout() {
  const location = useLocation();
  return (
    <>
      <UnsupportedBrowserBanner />
      <ScreenTracker />
      <RouteErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Notifications />
    </>
  );
}
