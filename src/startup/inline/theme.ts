import { applyStoredTheme } from '../storedTheme';

/**
 * Inlined in the <head> of the build's other documents (posts, the blog, the privacy notice,
 * the resume page, the 404 pages), before their own script file (src/documents/): the
 * visitor's theme from the first paint. Without it (script off) their colours follow the
 * system's theme.
 */
applyStoredTheme(document.documentElement);
