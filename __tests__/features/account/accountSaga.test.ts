import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { accountSaga } from '../../../src/features/account/accountSaga';
import {
  accountReducer, emailChangeFailed, emailChangeRequested, emailChangeSucceeded, passwordChangeFailed, passwordChangeRequested,
  passwordChangeSucceeded, verificationResendRequested, verificationResendSucceeded,
} from '../../../src/features/account/accountSlice';
import { selectAccountEmail, selectEmailVerified } from '../../../src/features/account/accountSelectors';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { user } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';

const reducer = createRootReducer({ account: accountReducer });
const signedIn = (): RootState => stateWith({ accessToken: 't', userId: 7, user: user({ email: 'ada@example.com', email_verified: true }) }, reducer(undefined, { type: '@@init' }) as Partial<RootState>);

describe('account saga', () => {
  it('changes the password: JSON old, new and confirmation; then the notice "password changed"', async () => {
    const api = createFakeApi(() => ok({ status: 'ok', sessions_revoked: 2 }));
    const { storeState } = await expectSaga(accountSaga)
      .withReducer(reducer, signedIn())
      .provide(contextProvider(sagaContext(api)))
      .put(passwordChangeSucceeded({ sessionsRevoked: 2 }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'account.notice.passwordChanged', defaultMessage: 'password changed' } } } })
      .dispatch(passwordChangeRequested({ oldPassword: 'Old-pass-1', newPassword: 'Brand-new-2', confirmation: 'Brand-new-2' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({
      method: 'POST', path: '/users/7/password', encoding: 'json',
      body: { old_password: 'Old-pass-1', new_password: 'Brand-new-2', new_password_confirmation: 'Brand-new-2' },
    });
    expect(storeState.account.password.status).toBe('succeeded');
  });

  it('a refused password change keeps the reason for the form and shows an error notice', async () => {
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: 'Wrong password' }));
    const { storeState } = await expectSaga(accountSaga)
      .withReducer(reducer, signedIn())
      .provide(contextProvider(sagaContext(api)))
      .put(passwordChangeFailed({ status: 400, message: 'Wrong password' }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', message: 'Wrong password' } } })
      .dispatch(passwordChangeRequested({ oldPassword: 'nope', newPassword: 'Brand-new-2', confirmation: 'Brand-new-2' }))
      .silentRun(50);
    expect(storeState.account.password).toEqual({ status: 'failed', error: 'Wrong password' });
  });

  it('changes the email: the address is unverified at once, "verification sent to your new email", and the user is refetched', async () => {
    const api = createFakeApi(() => ok({ status: 'ok', email: 'ada@new.example', email_verified: false }));
    const { storeState } = await expectSaga(accountSaga)
      .withReducer(reducer, signedIn())
      .provide(contextProvider(sagaContext(api)))
      .put(emailChangeSucceeded({ email: 'ada@new.example' }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'account.notice.verificationSent', defaultMessage: 'verification sent to your new email' } } } })
      .put({ type: 'session/userRequested', payload: undefined })
      .dispatch(emailChangeRequested({ email: 'ada@new.example', currentEmail: 'ada@example.com', password: 'pw', confirmation: 'ada@new.example' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({
      method: 'POST', path: '/users/7/email', body: { email: 'ada@new.example', current_email: 'ada@example.com', password: 'pw', email_confirmation: 'ada@new.example' },
    });
    expect(selectAccountEmail(storeState)).toBe('ada@new.example');
    expect(selectEmailVerified(storeState)).toBe(false);
  });

  it('a refused email change shows an error notice and keeps the old address', async () => {
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: 'that email address is already in use' }));
    const { storeState } = await expectSaga(accountSaga)
      .withReducer(reducer, signedIn())
      .provide(contextProvider(sagaContext(api)))
      .put(emailChangeFailed({ status: 400, message: 'that email address is already in use' }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', message: 'that email address is already in use' } } })
      .dispatch(emailChangeRequested({ email: 'bob@example.com', currentEmail: 'ada@example.com', password: 'pw', confirmation: 'bob@example.com' }))
      .silentRun(50);
    expect(selectAccountEmail(storeState)).toBe('ada@example.com');
    expect(selectEmailVerified(storeState)).toBe(true);
  });

  it('resends the verification link to the current address', async () => {
    const api = createFakeApi(() => ok({ status: 'ok' }));
    await expectSaga(accountSaga)
      .withReducer(reducer, signedIn())
      .provide(contextProvider(sagaContext(api)))
      .put(verificationResendSucceeded())
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', message: { id: 'account.notice.resent', values: { email: 'ada@example.com' } } } } })
      .dispatch(verificationResendRequested())
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/users/7/resend_email_verification' });
  });

  it('the refetched user record takes over from the change it confirms', () => {
    let state = reducer(signedIn(), emailChangeRequested({ email: 'ada@new.example', currentEmail: 'ada@example.com', password: 'pw', confirmation: 'ada@new.example' }));
    state = reducer(state, emailChangeSucceeded({ email: 'ada@new.example' }));
    expect(state.account.changedEmail).toBe('ada@new.example');
    state = reducer(state, { type: 'session/userSucceeded', payload: user({ email: 'ada@new.example', email_verified: false }) });
    expect(state.account.changedEmail).toBeNull();
    expect(selectEmailVerified(state)).toBe(false);
  });
});
