import type { PageCatalogue } from '../content/catalogue';
import type { OwnerContent } from '../content/types';
import type { PageKind } from './contract';
import { pageKinds } from './kinds.generated';

const kindsById = new Map(pageKinds.map((kind) => [kind.id, kind]));

/**
 * The sections a page shows, in the owner's order: site.yaml's `sections` (resolved by the
 * build into `owner.sections`) less those with nothing to show in the page's language. The
 * page's order, its lazy slots, the hero's and the top bar's buttons and the link checker read
 * this.
 */
export function shownKinds(owner: OwnerContent, texts: PageCatalogue): PageKind[] {
  return owner.sections.flatMap((id) => {
    const kind = kindsById.get(id);
    return kind?.shown(owner, texts) ? [kind] : [];
  });
}

/** Whether the page shows the section `id` (a button leading to it is there only then). */
export const showsSection = (owner: OwnerContent, texts: PageCatalogue, id: string) =>
  shownKinds(owner, texts).some((kind) => kind.id === id);
