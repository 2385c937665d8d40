import { applyStoredTheme } from '../storedTheme';

/**
 * Inlined in the <head> of the build's other documents (the privacy notice, the resume page),
 * which have no other script: the visitor's theme from the first paint. Without it they are in
 * the default theme.
 */
applyStoredTheme(document.documentElement);
