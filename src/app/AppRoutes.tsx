import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { appRoutes } from './routes';
import type { ScreenHandle } from './screenNames';
import { ScreenHandleContext } from './shell/screenHandle';

/** The deepest matched route's handle. */
function handleFor(pathname: string): ScreenHandle | undefined {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle as ScreenHandle | undefined;
    if (handle?.screen) return handle;
  }
  return undefined;
}

/** Every route of the app (declarative router: lighter than the data router on the first page). */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(appRoutes, location);
  const handle = useMemo(() => handleFor(location.pathname), [location.pathname]);
  return <ScreenHandleContext.Provider value={handle}>{element}</ScreenHandleContext.Provider>;
}
