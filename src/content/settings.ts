import settings from '@build/owner';
import type { OwnerContent } from './types';

/**
 * The owner's settings (content/site.yaml, or the sample's): what is the same in every
 * language. The build reads and checks the folder, then hands the page this copy
 * (`@build/owner`, a webpack alias; a stand-in of the sample under Jest).
 */
export const owner: OwnerContent = settings;
