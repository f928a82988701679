import { all, call, getContext, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { safely } from '../../app/sagaUtils';
import { selectUserId } from '../../app/session/sessionSelectors';
import { loginSucceeded } from '../../app/session/sessionSlice';
import { noticeText } from '../../common/notifications/noticeText';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { unlockLoaded, unlockRefused, unlockRequested, unlockSucceeded } from './appearanceSlice';
import { notices } from './notices';
import { isPartnerPassword, readUnlocked, writeUnlocked } from './partnerTheme';
import { selectBrand } from '../../theme/brand';
import type { ThemeChoice } from '../../theme/themeActions';
import { selectThemeChoice } from '../../theme/themeSelectors';

/**
 * Whether the signed-in user unlocked the partner theme on this browser. A partner-edition user
 * whose theme is 'wiser' already has it: it counts as unlocked, so choosing another colour does not
 * take it away.
 */
export function* loadUnlock(): SagaIterator {
  const storage: Storage = yield getContext('storage');
  const userId: number | null = yield select(selectUserId);
  const brand: ReturnType<typeof selectBrand> = yield select(selectBrand);
  const theme: ThemeChoice | null = yield select(selectThemeChoice);
  const owned = brand === 'partner' && theme?.name === 'wiser';
  if (owned && userId !== null) writeUnlocked(storage, userId);
  yield put(unlockLoaded(owned || readUnlocked(storage, userId)));
}

/** The prompt's password: right unlocks (and is remembered on this browser), wrong says 'wrong password'. */
export function* handleUnlock(action: ReturnType<typeof unlockRequested>): SagaIterator {
  if (!isPartnerPassword(action.payload.password)) {
    yield put(unlockRefused());
    return;
  }
  const userId: number | null = yield select(selectUserId);
  const storage: Storage = yield getContext('storage');
  if (userId !== null) writeUnlocked(storage, userId);
  yield put(unlockSucceeded());
  yield put(notificationShown({ kind: 'success', title: noticeText(notices.unlocked), message: noticeText(notices.unlockedText) }));
}

export function* appearanceSaga(): SagaIterator {
  yield call(safely(loadUnlock), undefined);
  yield all([takeLeading(unlockRequested.type, safely(handleUnlock)), takeEvery(loginSucceeded.type, safely(loadUnlock))]);
}
