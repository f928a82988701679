import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { MFA_CLOSE_DELAY_MS } from '../../../src/features/mfa/constants';
import { mfaSaga } from '../../../src/features/mfa/mfaSaga';
import { selectTotpEnabled } from '../../../src/features/mfa/mfaSelectors';
import {
  cancelled, closed, closeRequested, dialogOpened, disableFailed, disableOpened, disableRequested, disableSucceeded, initialState, mfaReducer,
  proceeded, setupFailed, setupRequested, setupSucceeded, steppedBack, verifyFailed, verifyRequested, verifySucceeded,
} from '../../../src/features/mfa/mfaSlice';
import type { MfaState } from '../../../src/features/mfa/types';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { user } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';

const reducer = createRootReducer({ mfa: mfaReducer });
const NOW = Date.parse('2026-11-22T08:00:00Z');
const withMfa = (mfa: Partial<MfaState> = {}, totp = false): RootState =>
  stateWith({ accessToken: 't', userId: 7, user: user({ totp_enabled: totp }) }, { ...(reducer(undefined, { type: '@@init' }) as Partial<RootState>), mfa: { ...initialState, ...mfa } } as Partial<RootState>);
const SETUP = { status: 'ok', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qr_code: 'iVBORw0KGgo=', otpauth_url: 'otpauth://totp/x', period: 30, digits: 6 };

describe('two-factor setup stages (spec §4)', () => {
  it('stage 0 → 1: the password gets the secret and the QR code', async () => {
    const api = createFakeApi(() => ok(SETUP));
    const { storeState } = await expectSaga(mfaSaga)
      .withReducer(reducer, withMfa({ open: true }))
      .provide(contextProvider(sagaContext(api, { now: () => NOW })))
      .put(setupSucceeded({ secret: SETUP.secret, qrCode: SETUP.qr_code }))
      .dispatch(setupRequested({ password: 'Secret-1' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/users/7/mfa/totp', body: { password: 'Secret-1', client_time: '2026-11-22T08:00:00.000Z' } });
    expect(storeState.mfa).toMatchObject({ stage: 1, secret: SETUP.secret, qrCode: SETUP.qr_code, pending: false });
  });

  it('a refused password stays at stage 0 with an error notice; pending is cleared', async () => {
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: 'Wrong password' }));
    const { storeState } = await expectSaga(mfaSaga)
      .withReducer(reducer, withMfa({ open: true }))
      .provide(contextProvider(sagaContext(api)))
      .put(setupFailed({ status: 400, message: 'Wrong password' }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', title: { id: 'mfa.notice.failedTitle' }, message: 'Wrong password' } } })
      .dispatch(setupRequested({ password: 'nope' }))
      .silentRun(50);
    expect(storeState.mfa).toMatchObject({ stage: 0, pending: false, error: 'Wrong password', secret: null });
  });

  it('stage 1 → 2 on proceed, and back', () => {
    let state = reducer(withMfa({ open: true, stage: 1, secret: 'S', qrCode: 'Q' }), proceeded());
    expect(state.mfa.stage).toBe(2);
    state = reducer(state, steppedBack());
    expect(state.mfa.stage).toBe(1);
    // proceed means nothing at stage 0
    expect(reducer(withMfa({ open: true }), proceeded()).mfa.stage).toBe(0);
  });

  it('stage 2 → 3: a right code turns it on (totp_enabled from the answer) and the user is refetched', async () => {
    const api = createFakeApi(() => ok({ status: 'ok', totp_enabled: true }));
    const { storeState } = await expectSaga(mfaSaga)
      .withReducer(reducer, withMfa({ open: true, stage: 2, secret: 'S', qrCode: 'Q' }))
      .provide(contextProvider(sagaContext(api, { now: () => NOW })))
      .put(verifySucceeded({ totpEnabled: true }))
      .put({ type: 'session/userRequested', payload: undefined })
      .dispatch(verifyRequested({ code: '123456' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ path: '/users/7/mfa/totp/verify', body: { code: '123456', client_time: '2026-11-22T08:00:00.000Z' } });
    expect(storeState.mfa).toMatchObject({ stage: 3, secret: null, qrCode: null, pending: false, totpEnabled: true });
    expect(selectTotpEnabled(storeState)).toBe(true);
  });

  it('a wrong code stays at stage 2 with an error notice', async () => {
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: 'Invalid verification code' }));
    const { storeState } = await expectSaga(mfaSaga)
      .withReducer(reducer, withMfa({ open: true, stage: 2, secret: 'S', qrCode: 'Q' }))
      .provide(contextProvider(sagaContext(api)))
      .put(verifyFailed({ status: 400, message: 'Invalid verification code' }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', message: 'Invalid verification code' } } })
      .dispatch(verifyRequested({ code: '000000' }))
      .silentRun(50);
    expect(storeState.mfa).toMatchObject({ stage: 2, pending: false, error: 'Invalid verification code', secret: 'S' });
  });

  it('cancel resets to stage 0 at once and the dialog closes 250 ms later', async () => {
    expect(MFA_CLOSE_DELAY_MS).toBe(250);
    const { storeState } = await expectSaga(mfaSaga)
      .withReducer(reducer, withMfa({ open: true, stage: 2, secret: 'S', qrCode: 'Q' }))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok({})))))
      .put(closed())
      .dispatch(cancelled())
      .silentRun(MFA_CLOSE_DELAY_MS + 100);
    expect(storeState.mfa).toMatchObject({ open: false, closing: false, stage: 0, secret: null, qrCode: null });
    expect(reducer(withMfa({ open: true, stage: 2, secret: 'S' }), cancelled()).mfa).toMatchObject({ open: true, closing: true, stage: 0, secret: null });
  });

  it('the dialog waits the full 250 ms before it closes', async () => {
    await expectSaga(mfaSaga)
      .withReducer(reducer, withMfa({ open: true, stage: 3 }))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok({})))))
      .not.put(closed())
      .dispatch(closeRequested({ home: false }))
      .silentRun(MFA_CLOSE_DELAY_MS - 100);
    await expectSaga(mfaSaga)
      .withReducer(reducer, withMfa({ open: true, stage: 3 }))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok({})))))
      .put(closed())
      .dispatch(closeRequested({ home: false }))
      .silentRun(MFA_CLOSE_DELAY_MS + 100);
  });

  it('stage 3: take me home closes the dialog after 250 ms and goes to /', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(mfaSaga)
      .withReducer(reducer, withMfa({ open: true, stage: 3, totpEnabled: true }))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok({})), { navigate })))
      .put(closed())
      .dispatch(closeRequested({ home: true }))
      .silentRun(MFA_CLOSE_DELAY_MS + 100);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(storeState.mfa).toMatchObject({ open: false, stage: 0 });
  });

  it('reopening within the delay keeps the dialog open', async () => {
    const { storeState } = await expectSaga(mfaSaga)
      .withReducer(reducer, withMfa({ open: true, stage: 1, secret: 'S' }))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok({})))))
      .not.put(closed())
      .dispatch(cancelled())
      .dispatch(dialogOpened())
      .silentRun(MFA_CLOSE_DELAY_MS + 100);
    expect(storeState.mfa).toMatchObject({ open: true, closing: false, stage: 0 });
  });

  it("disable with the password: stage 0, totp_enabled false, 'Success' / 'Two-factor authentication disabled'", async () => {
    const api = createFakeApi(() => ok({ status: 'ok', totp_enabled: false }));
    const { storeState } = await expectSaga(mfaSaga)
      .withReducer(reducer, reducer(withMfa({}, true), disableOpened()))
      .provide(contextProvider(sagaContext(api)))
      .put(disableSucceeded())
      .put.like({
        action: {
          type: 'notifications/shown',
          payload: { kind: 'success', title: { id: 'mfa.notice.disabledTitle', defaultMessage: 'Success' }, message: { id: 'mfa.notice.disabled', defaultMessage: 'Two-factor authentication disabled' } },
        },
      })
      .put({ type: 'session/userRequested', payload: undefined })
      .dispatch(disableRequested({ password: 'Secret-1' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ path: '/users/7/mfa/totp/disable', body: { password: 'Secret-1' } });
    expect(storeState.mfa).toMatchObject({ stage: 0, totpEnabled: false, disable: { open: false, pending: false } });
    expect(selectTotpEnabled(storeState)).toBe(false);
  });

  it('a refused disable keeps it on, with an error notice', async () => {
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: 'Wrong password' }));
    const { storeState } = await expectSaga(mfaSaga)
      .withReducer(reducer, reducer(withMfa({}, true), disableOpened()))
      .provide(contextProvider(sagaContext(api)))
      .put(disableFailed({ status: 400, message: 'Wrong password' }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', message: 'Wrong password' } } })
      .dispatch(disableRequested({ password: 'nope' }))
      .silentRun(50);
    expect(storeState.mfa.disable).toEqual({ open: true, pending: false, error: 'Wrong password' });
    expect(selectTotpEnabled(storeState)).toBe(true);
  });

  it('the refetched user record takes over once it agrees', () => {
    const state = reducer(withMfa({ totpEnabled: true }), { type: 'session/userSucceeded', payload: user({ totp_enabled: true }) });
    expect(state.mfa.totpEnabled).toBeNull();
    expect(selectTotpEnabled(state)).toBe(true);
  });
});

it('a setup or a code out of its stage calls nothing', async () => {
  const api = createFakeApi(() => ok(SETUP));
  await expectSaga(mfaSaga)
    .withReducer(reducer, withMfa({ open: true, stage: 1, secret: 'S' }))
    .provide(contextProvider(sagaContext(api)))
    .dispatch(setupRequested({ password: 'x' }))
    .dispatch(verifyRequested({ code: '123456' }))
    .silentRun(50);
  expect(api.calls).toHaveLength(0);
});
