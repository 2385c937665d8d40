import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectDarkMode } from '../../features/theme/themeSlice';
import { themeToggleClicked } from '../../features/themeDialog/themeDialogThunks';
import { THEME_TOGGLE_ATTRIBUTE } from '../../startup/contract';
import { useTexts } from '../common/texts';

/** The toggle on the page (marked data-theme-toggle): focus lands there when the theme dialog closes. */
export const findThemeToggle = () =>
  document.querySelector<HTMLElement>(`[${THEME_TOGGLE_ATTRIBUTE}]`);

/** Light goes dark at once; dark opens the theme dialog (behaviour.md §4). */
export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const { themeToggle } = useTexts();
  const darkMode = useAppSelector(selectDarkMode);
  return (
    <button
      className="theme-toggle"
      type="button"
      data-theme-toggle=""
      // In dark mode the click asks first, in a dialog.
      aria-haspopup={darkMode ? 'dialog' : undefined}
      aria-label={darkMode ? themeToggle.toLight : themeToggle.toDark}
      onClick={() => void dispatch(themeToggleClicked())}
    >
      {/* Both glyphs, the page's theme shows one (theme.styles.ts): right from the first paint,
          when the stored theme is applied before React has read it. */}
      <span className="theme-toggle-to-light" aria-hidden="true">
        ☀
      </span>
      <span className="theme-toggle-to-dark" aria-hidden="true">
        ☾
      </span>
    </button>
  );
}
