import { initializeRequested, initializeSucceeded } from '../../src/app/appInitSlice';
import { rootReducer } from '../../src/app/rootReducer';
import { loginSucceeded, logoutSucceeded } from '../../src/app/session/sessionSlice';
import { languageChanged } from '../../src/i18n/i18nSlice';
import { notificationShown } from '../../src/common/notifications/notificationsSlice';
import { authResponse } from '../support/fixtures';

const init = () => rootReducer(undefined, { type: '@@init' });

describe('app state machine', () => {
  it('goes 0 → 1 → 2 and ignores impossible events', () => {
    let state = init();
    expect(state.app.initState).toBe(0);
    state = rootReducer(state, initializeSucceeded());
    expect(state.app.initState).toBe(0);
    state = rootReducer(state, initializeRequested());
    expect(state.app.initState).toBe(1);
    state = rootReducer(state, initializeRequested());
    expect(state.app.initState).toBe(1);
    state = rootReducer(state, initializeSucceeded());
    expect(state.app.initState).toBe(2);
  });

  it('resets every slice on session/logoutSucceeded, keeping the mobile flag and the language', () => {
    let state = init();
    state = { ...state, app: { ...state.app, mobile: true } };
    for (const action of [languageChanged('fr'), loginSucceeded(authResponse()), initializeRequested(), initializeSucceeded(), notificationShown({ kind: 'success', title: 'Hi' })]) {
      state = rootReducer(state, action);
    }
    expect(state.session.accessToken).not.toBeNull();
    const reset = rootReducer(state, logoutSucceeded());
    const fresh = init();
    expect(reset).toEqual({ ...fresh, app: { ...fresh.app, mobile: true }, i18n: { language: 'fr' } });
    expect(reset.app.initState).toBe(0);
    expect(reset.notifications.items).toEqual([]);
  });
});
