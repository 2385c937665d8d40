import type { ComponentType } from 'react';
import { owner } from '../../content/settings';
import type { SocialLinks } from '../../content/types';
import { GitHubIcon, InstagramIcon, LinkedInIcon, XIcon } from './icons';

/** A network the page links to; the e-mail entry stays in the data only (behaviour.md §2). */
type Network = Exclude<keyof SocialLinks, 'email'>;

/** One name and one icon per network, wherever the page shows it (names are brands: untranslated). */
const NETWORKS: Record<Network, { label: string; Icon: ComponentType }> = {
  github: { label: 'GitHub', Icon: GitHubIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedInIcon },
  twitter: { label: 'Twitter/X', Icon: XIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
};

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType;
}

/** The owner's profiles on `networks`, in that order. */
export const socialLinks = (networks: Network[]): SocialLink[] =>
  networks.map((network) => ({ ...NETWORKS[network], href: owner.socials[network] }));
