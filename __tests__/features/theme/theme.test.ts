import {
  initialThemeState,
  selectDarkMode,
  setDark,
  setLight,
  themeSlice,
  toggleTheme,
} from '../../../src/features/theme/themeSlice';
import { createTestStore } from '../../support/testStore';

const reduce = themeSlice.reducer;

describe('the theme slice', () => {
  it('starts dark', () => {
    expect(reduce(undefined, { type: '@@INIT' })).toEqual({ darkMode: true });
    expect(initialThemeState).toEqual({ darkMode: true });
  });

  it('names its actions TOGGLE_THEME, SET_DARK and SET_LIGHT, as Redux DevTools shows them', () => {
    expect([toggleTheme(), setDark(), setLight()]).toEqual([
      { type: 'TOGGLE_THEME', payload: undefined },
      { type: 'SET_DARK', payload: undefined },
      { type: 'SET_LIGHT', payload: undefined },
    ]);
  });

  it.each([
    ['TOGGLE_THEME', true, false],
    ['TOGGLE_THEME', false, true],
    ['SET_DARK', false, true],
    ['SET_DARK', true, true],
    ['SET_LIGHT', true, false],
    ['SET_LIGHT', false, false],
  ])('%s turns darkMode %s into %s', (type, before, after) => {
    expect(reduce({ darkMode: before }, { type })).toEqual({ darkMode: after });
  });

  it('is read by selectDarkMode from the store', () => {
    const { store } = createTestStore();
    store.dispatch(toggleTheme());
    expect(selectDarkMode(store.getState())).toBe(false);
  });
});
