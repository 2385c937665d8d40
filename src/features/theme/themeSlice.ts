import { createAction, createSlice } from '@reduxjs/toolkit';

export interface ThemeState {
  darkMode: boolean;
}

export const initialThemeState: ThemeState = { darkMode: true };

// The spec names these action types; they must read so in Redux DevTools.
export const toggleTheme = createAction('TOGGLE_THEME');
export const setDark = createAction('SET_DARK');
export const setLight = createAction('SET_LIGHT');

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(toggleTheme, (state) => {
        state.darkMode = !state.darkMode;
      })
      .addCase(setDark, (state) => {
        state.darkMode = true;
      })
      .addCase(setLight, (state) => {
        state.darkMode = false;
      });
  },
  selectors: {
    selectDarkMode: (theme) => theme.darkMode,
  },
});

export const { selectDarkMode } = themeSlice.selectors;
