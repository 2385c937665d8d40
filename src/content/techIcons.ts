import ids from '@build/tech-icons';
import type { SpriteIds } from './types';

/**
 * The tech strip's icons: the id of each one's <symbol> in the home page's sprite, by the name
 * site.yaml's techStack gives it (`@build/tech-icons`, a webpack alias; the sample's under Jest).
 * The build wrote their shapes once, in the page's HTML (scripts/content/iconSprite.ts), so the
 * strip's chunk carries only these names.
 */
export const techIconIds: SpriteIds = ids;
