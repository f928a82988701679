import { getContext, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { STORAGE_KEYS } from '../api/storageKeys';
import { languageChanged } from './i18nSlice';

function* storeLanguage(action: ReturnType<typeof languageChanged>): SagaIterator {
  const storage: Storage = yield getContext('storage');
  storage.setItem(STORAGE_KEYS.locale, action.payload);
  if (typeof document !== 'undefined') document.documentElement.lang = action.payload;
}

export function* i18nSaga(): SagaIterator {
  yield takeEvery(languageChanged.type, storeLanguage);
}
