import { screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSaga } from 'redux-saga-test-plan';
import { createAppStore } from '../../src/app/store';
import { Notifications } from '../../src/common/notifications/Notifications';
import { notificationsSaga } from '../../src/common/notifications/notificationsSaga';
import { NOTICE_DURATION_MS, notificationDismissed, notificationShown, notificationsReducer } from '../../src/common/notifications/notificationsSlice';
import { renderWithProviders } from '../support/renderApp';

describe('notifications slice', () => {
  it('adds notices with an id and a 5000 ms default duration, and removes them', () => {
    let state = notificationsReducer(undefined, notificationShown({ kind: 'success', title: 'Saved' }));
    const notice = state.items[0];
    expect(notice).toMatchObject({ kind: 'success', title: 'Saved', durationMs: NOTICE_DURATION_MS });
    expect(NOTICE_DURATION_MS).toBe(5000);
    state = notificationsReducer(state, notificationDismissed(notice?.id ?? ''));
    expect(state.items).toEqual([]);
  });

  it('decays each notice after its duration', async () => {
    const shown = notificationShown({ kind: 'error', title: 'Oops', durationMs: 20 });
    await expectSaga(notificationsSaga).put(notificationDismissed(shown.payload.id)).dispatch(shown).silentRun(60);
  });
});

describe('<Notifications/>', () => {
  afterEach(() => jest.useRealTimers());

  it('announces success as status and errors as alert, translates descriptors, and decays after 5000 ms', async () => {
    jest.useFakeTimers();
    const store = createAppStore();
    renderWithProviders(<Notifications />, { store });
    act(() => {
      store.dispatch(notificationShown({ kind: 'success', title: { id: 'session.notice.resetSentTitle', defaultMessage: 'Password Reset Sent' }, message: 'Check your inbox' }));
      store.dispatch(notificationShown({ kind: 'error', title: 'Not signed in', message: 'Wrong password' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Password Reset Sent');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    await act(async () => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Password Reset Sent')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const store = createAppStore();
    renderWithProviders(<Notifications />, { store });
    act(() => {
      store.dispatch(notificationShown({ kind: 'error', title: 'Oops' }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText('Oops')).not.toBeInTheDocument();
  });
});
