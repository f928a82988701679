import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { NavigateOptions } from './sagaContext';

let routerNavigate: NavigateFunction | null = null;

/** The `navigate` saga-context value: the router's navigate once mounted, else a full page load. */
export function navigateFromSaga(to: string, options?: NavigateOptions): void {
  if (routerNavigate) routerNavigate(to, options);
  else window.location.assign(to);
}

/** Mounted inside the router: hands its navigate function to sagas. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    routerNavigate = navigate;
    return () => {
      if (routerNavigate === navigate) routerNavigate = null;
    };
  }, [navigate]);
  return null;
}
