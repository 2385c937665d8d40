import type { z } from 'zod';
import type { KindId } from '../sections/schemas.generated';
import type { siteSchema } from './schema';

/** An icon inlined in the page (an <svg>'s viewBox, paint and shapes), as the build made it. */
export interface InlineIcon {
  viewBox: string;
  /** The <svg>'s paint, as React props: { fill: 'currentColor' }. */
  attributes: Record<string, string>;
  /** The shapes inside the <svg>: markup the build wrote from what it checked. */
  body: string;
  /** The icon set's name of it ('GitHub'); none for the owner's own SVG. */
  title?: string;
}

/** Icons the page draws from the home page's sprite: each one's <symbol> id, by its name. */
export type SpriteIds = Record<string, string>;

/**
 * The icons site.yaml names (techStack's `icon`, socials' `icon` or `network`), by the name as
 * written: only these reach the page (scripts/content/ownerIcons.ts).
 */
export type IconSet = Record<string, InlineIcon>;

/**
 * The owner's settings, content/site.yaml (what is the same in every language), as the build
 * hands them to the page: inferred from the content model (schema.ts), which describes each
 * field, with the format left out, the sections resolved and the profiles' icons added. Their
 * words are content/words/<code>.yaml (catalogue.ts).
 */
export type SiteSettings = Omit<z.output<typeof siteSchema>, 'format' | 'sections'>;
export type OwnerContent = SiteSettings & {
  /**
   * The sections below the hero, in order, as the build resolved them: site.yaml's `sections`,
   * else every kind (src/sections/) in its default order. Each page leaves out those it has
   * nothing to show in (the kind's `shown`).
   */
  sections: KindId[];
  /** The socials' icons; the tech strip's are its own module's (techIcons.ts). */
  icons: IconSet;
};

/** What does not change with the language; its texts are the catalogue's `projects[i]`. */
export type ProjectCard = OwnerContent['projects'][number];

/** A card of the tech strip; its one-line description is the catalogue's `techStack[i]`. */
export type TechCard = OwnerContent['techStack'][number];

/** A profile on a network: the footer's, the top bar's, the resume's. */
export type SocialLink = OwnerContent['socials'][number];

/** One language of the page. */
export type PageLanguage = OwnerContent['site']['languages'][number];
