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
      {/* No content: its glyph is drawn by the CSS (theme.styles.ts), as the page's theme has it
          from the first paint, when the stored theme is applied before React has read it. */}
    </button>
  );
}
