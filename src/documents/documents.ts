import { addCopyButtons } from './codeCopy';
import { startThemeToggle } from './themeToggle';

/**
 * The one script of every page the build writes beside the home pages (the page shell's,
 * scripts/site/pageShell.ts): the theme toggle and its dialog on all of them, the copy buttons
 * where there is code. No React, no store, no package: what the page does is the home page's
 * rules (features/themeDialog/themeDialogRules.ts) and the start-up's stored-theme format.
 */
addCopyButtons();
startThemeToggle();
