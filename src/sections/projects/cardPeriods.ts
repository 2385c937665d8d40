import type { PageCatalogue } from '../../content/catalogue';
import { periodPieces } from '../../content/periods';
import type { OwnerContent } from '../../content/types';

/**
 * Each card's dates as its page shows them, for the build to write into the page's texts. The
 * cards hydrate: formatted in the browser, they would call Intl in the task that hydrates the
 * section, and a browser whose month names differ from the build's would redraw the cards.
 */
export const cardPeriods = (
  projects: OwnerContent['projects'],
  locale: string,
  present: string,
): NonNullable<PageCatalogue['projectPeriods']> =>
  projects.map((dates) => periodPieces(dates, locale, present) ?? null);
