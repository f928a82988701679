import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FALLBACK_LANGUAGE, REGIONAL_LOCALES, type Language } from './locales';

export interface I18nState {
  language: Language;
}

export const initialI18nState: I18nState = { language: FALLBACK_LANGUAGE };

const i18nSlice = createSlice({
  name: 'i18n',
  initialState: initialI18nState,
  reducers: {
    /** The user picked a language; it is stored and the messages load lazily. */
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
});

interface WithI18n {
  i18n: I18nState;
}

/** The UI language: 'en', 'es' or 'fr'. */
export const selectLocale = (state: WithI18n): Language => state.i18n.language;
/** The regional locale used to format numbers and dates: en-US, es-US or fr-CA. */
export const selectRegionalLocale = (state: WithI18n): string => REGIONAL_LOCALES[state.i18n.language];

export const { languageChanged } = i18nSlice.actions;
export const i18nReducer = i18nSlice.reducer;
export default i18nSlice;
