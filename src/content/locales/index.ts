import type { Catalogue } from './en';
import { en } from './en';
import { hi } from './hi';

/**
 * Every language's texts, by the codes of owner.ts's `site.languages`. Only the build reads
 * this list: it writes each page with its own language's catalogue, so the page's scripts
 * never import a catalogue (ESLint holds that).
 */
export const catalogues: Record<string, Catalogue> = { en, hi };
