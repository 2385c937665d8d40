import { addCopyButtons } from './codeCopy';
import { startThemeToggle } from './themeToggle';
import { followScroll } from './topBarShadow';

/**
 * The one script of every page the build writes beside the home pages (the page shell's,
 * scripts/site/pageShell.ts): the theme toggle and its dialog on all of them, the top bar's
 * shadow once scrolled, the copy buttons where there is code. No React, no store, no package:
 * what the page does is the home page's rules (features/themeDialog/themeDialogRules.ts), its
 * scroll threshold and the start-up's stored-theme format.
 */
addCopyButtons();
startThemeToggle();
followScroll();
