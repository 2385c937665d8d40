import { applyStoredTheme } from '../storedTheme';

/**
 * Inlined in the <head> of the build's documents (the privacy notice), which have no other
 * script: the visitor's theme from the first paint. Without it they are in the default theme.
 */
applyStoredTheme(document.documentElement);
