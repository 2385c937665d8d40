import type { ComponentType } from 'react';
import { owner } from '../../content/settings';
import { NETWORKS } from './networks';
import type { Network } from './networks';

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType;
}

/** The owner's profiles on `networks`, in that order. */
export const socialLinks = (networks: Network[]): SocialLink[] =>
  networks.map((network) => ({ ...NETWORKS[network], href: owner.socials[network] }));
