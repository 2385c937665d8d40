import icons from '@build/tech-icons';
import type { IconSet } from './types';

/**
 * The tech strip's icons, by the names site.yaml's techStack gives them, as the build inlined
 * them (`@build/tech-icons`, a webpack alias; the sample's under Jest): imported by the strip
 * alone, so they travel in its chunk, not the first view's.
 */
export const techIcons: IconSet = icons;
