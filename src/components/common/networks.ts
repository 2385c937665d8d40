import type { ComponentType } from 'react';
import type { SocialLinks } from '../../content/types';
import { GitHubIcon, InstagramIcon, LinkedInIcon, XIcon } from './icons';

/** A network the page links to; the e-mail entry stays in the data only (behaviour.md §2). */
export type Network = Exclude<keyof SocialLinks, 'email'>;

/**
 * One name and one icon per network, wherever a page shows it (names are brands: untranslated).
 * Without the owner's content, so the build's page shell (scripts/site/pageShell.ts) draws the
 * same links from the owner it is given.
 */
export const NETWORKS: Record<Network, { label: string; Icon: ComponentType }> = {
  github: { label: 'GitHub', Icon: GitHubIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedInIcon },
  twitter: { label: 'Twitter/X', Icon: XIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
};

/** The footer's profiles, on the home page and every document (spec §1: three). */
export const FOOTER_NETWORKS: Network[] = ['linkedin', 'twitter', 'instagram'];
