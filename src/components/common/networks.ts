import type { InlineIcon, OwnerContent, SocialLink } from '../../content/types';

/** Where the page shows a profile: site.yaml's `topBar` and `footer` of each. */
export type SocialPlace = 'topBar' | 'footer';

export interface ShownProfile {
  /** What screen readers hear (names are brands: untranslated). */
  label: string;
  href: string;
  icon: InlineIcon;
}

/** The icon the build inlined for a profile: its own `icon`, else its network's. */
export const profileIcon = (owner: OwnerContent, social: SocialLink): InlineIcon =>
  owner.icons[social.icon ?? social.network];

/** A profile's name: the owner's label, else the icon set's name, else the network as written. */
export const profileLabel = (owner: OwnerContent, social: SocialLink): string =>
  social.label ?? profileIcon(owner, social).title ?? social.network;

/**
 * The owner's profiles a place shows, in their order. Without the page's own content, so the
 * build's page shell (scripts/site/pageShell.ts) draws the same links from the owner it is given.
 */
export const profilesShown = (owner: OwnerContent, place: SocialPlace): ShownProfile[] =>
  owner.socials
    .filter((social) => social[place])
    .map((social) => ({
      label: profileLabel(owner, social),
      href: social.url,
      icon: profileIcon(owner, social),
    }));
