import { createContext, useContext } from 'react';
import type { ScreenHandle } from '../screenNames';

/** The current route's handle (screen name, navigation-bar flags), provided by <AppRoutes/>. */
export const ScreenHandleContext = createContext<ScreenHandle | undefined>(undefined);

export function useScreenHandle(): ScreenHandle | undefined {
  return useContext(ScreenHandleContext);
}
