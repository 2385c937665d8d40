import { owner } from '../../content/settings';
import { profilesShown } from './networks';
import type { ShownProfile, SocialPlace } from './networks';

/** The owner's profiles `place` shows, in their order. */
export const socialLinks = (place: SocialPlace): ShownProfile[] => profilesShown(owner, place);
