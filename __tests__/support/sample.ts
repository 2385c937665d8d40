import path from 'node:path';
import { loadContent } from '../../scripts/content/ownerFolder';

/**
 * The template's sample persona (sample/), read as the build reads an owner's folder: what the
 * tests assert the page shows, whatever folder the project itself builds from.
 */
export const sampleContent = loadContent(path.resolve(__dirname, '../..'), {
  env: { CONTENT_DIR: 'sample' },
});

export const { owner, catalogues } = sampleContent;
export const en = catalogues.en;
export const hi = catalogues.hi;

/** The sample's profile on a network ('GitHub', 'LinkedIn', 'Twitter', 'Instagram'): its address. */
export const profileUrl = (network: string): string => {
  const profile = owner.socials.find((social) => social.network === network);
  if (!profile) throw new Error(`The sample has no ${network} profile.`);
  return profile.url;
};
