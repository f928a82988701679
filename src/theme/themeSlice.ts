import { createSlice } from '@reduxjs/toolkit';
import { themeChangeRequested, themeModeChoiceLoaded } from './themeActions';

export interface ThemeState {
  /**
   * The user chose light or dark mode on this browser. Until then the system preference decides,
   * unless the settings say night_mode (off is the server's default, so on is always a choice).
   */
  modeChosen: boolean;
}

export const initialThemeState: ThemeState = { modeChosen: false };

const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(themeModeChoiceLoaded, (state, action) => {
        state.modeChosen = action.payload;
      })
      .addCase(themeChangeRequested, (state, action) => {
        if (action.meta.modeChosen) state.modeChosen = true;
      });
  },
});

export const themeReducer = themeSlice.reducer;
export default themeSlice;
