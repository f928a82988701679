import { Navigate, useLocation } from 'react-router-dom';
import { legacyTargetPath } from './redirects';
import { HOME_PATH } from './navigation';

/** '/' goes to /now, or to the page a legacy notification link names. */
export function RootRedirect() {
  const location = useLocation();
  return <Navigate to={legacyTargetPath(location.search, location.hash) ?? HOME_PATH} replace />;
}
