import type { RootState } from './rootReducer';
import { initialAppState } from './appInitSlice';
import { detectMobile } from './mobile';
import { readStoredSession } from './session/sessionPersistence';
import { readLanguagePreference } from '../i18n/locales';

/** The state the app starts from: the stored session, the mobile flag and the language. */
export function buildInitialState(storage: Storage, sessionStore: Storage, search: string): Partial<RootState> {
  return {
    app: { ...initialAppState, mobile: detectMobile(search, sessionStore) },
    session: readStoredSession(storage),
    i18n: { language: readLanguagePreference(storage) },
  };
}
