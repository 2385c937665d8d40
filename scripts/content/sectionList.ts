import type { PageCatalogue } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';
import { shownKinds } from '../../src/sections/pageSections';
import { KIND_IDS } from '../../src/sections/schemas.generated';
import type { KindId } from '../../src/sections/schemas.generated';

/**
 * The sections of the home page (src/sections/): site.yaml's `sections` when it lists them,
 * else every kind in its default order, each page leaving out those it has nothing to show in.
 * An existing site without `sections` therefore keeps its page; a new kind with no content
 * stays off it.
 */
export const resolvedSections = (listed: KindId[] | undefined): KindId[] => listed ?? [...KIND_IDS];

/**
 * What the build says about the sections the owner listed and no page shows (nothing to show
 * in any language): the section is left out, as an empty list hides it without `sections`, and
 * the build goes on, so a section listed before its content is written does not stop it.
 */
export function unshownSectionNotices(
  owner: OwnerContent,
  listed: boolean,
  pages: PageCatalogue[],
): string[] {
  if (!listed) return [];
  const shown = new Set(pages.flatMap((texts) => shownKinds(owner, texts).map(({ id }) => id)));
  return owner.sections
    .filter((id) => !shown.has(id))
    .map(
      (id) =>
        `Warning: site.yaml: sections lists "${id}", which has nothing to show in any language, so the page leaves it out. Write its content, or take it off the list.`,
    );
}
