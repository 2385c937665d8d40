import type { z } from 'zod';
import type { KindId } from '../sections/schemas.generated';
import type { siteSchema } from './schema';

/**
 * The owner's settings, content/site.yaml (what is the same in every language), as the build
 * hands them to the page: inferred from the content model (schema.ts), which describes each
 * field, with the format left out and the sections resolved. Their words are
 * content/words/<code>.yaml (catalogue.ts).
 */
export type OwnerContent = Omit<z.output<typeof siteSchema>, 'format' | 'sections'> & {
  /**
   * The sections below the hero, in order, as the build resolved them: site.yaml's `sections`,
   * else every kind (src/sections/) in its default order. Each page leaves out those it has
   * nothing to show in (the kind's `shown`).
   */
  sections: KindId[];
};

/** What does not change with the language; its texts are the catalogue's `projects[i]`. */
export type ProjectCard = OwnerContent['projects'][number];

/** A card of the tech strip; its one-line description is the catalogue's `techStack[i]`. */
export type TechCard = OwnerContent['techStack'][number];

/** Icon names the page knows how to draw (src/components/common/icons.tsx). */
export type TechIcon = TechCard['icon'];

/** `email` is kept in the data for the dark theme; the spec says it is not rendered. */
export type SocialLinks = OwnerContent['socials'];

/** One language of the page. */
export type PageLanguage = OwnerContent['site']['languages'][number];
