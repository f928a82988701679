import type { RootState } from './rootReducer';
import { initialAppState } from './appInitState';
import { detectMobile } from './mobile';
import { readStoredSession } from './session/sessionPersistence';
import { readLanguagePreference } from '../i18n/locales';
import { readModeChosen } from '../theme/themeModeStorage';

/** The state the app starts from: the stored session, the mobile flag, the language and whether the user chose a mode. */
export function buildInitialState(storage: Storage, sessionStore: Storage, search: string): Partial<RootState> {
  const session = readStoredSession(storage);
  return {
    app: { ...initialAppState, mobile: detectMobile(search, sessionStore) },
    session,
    i18n: { language: readLanguagePreference(storage) },
    theme: { modeChosen: readModeChosen(storage, session.userId) },
  };
}
