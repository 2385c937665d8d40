import { z } from 'zod';

/**
 * What the content model's parts share: schema.ts and each section kind's schema.ts
 * (src/sections/<kind>/) build their fields from it. The build's, like them: zod never ships.
 */

/** A text the owner writes: trimmed, never empty. */
export const text = z.string().trim().min(1, 'is empty');

/** An icon by name: the set's (simple-icons and the template's own) or the owner's SVG file. */
export const icon = (what: string, example: string) =>
  text.describe(
    `${what}: a slug of simple-icons (https://simpleicons.org, e.g. "${example}"; also "database", "linkedin" and "link", the template's own), or your own SVG file in this folder, e.g. "./images/icons/mine.svg" (shapes only: no scripts, links or style sheets).`,
  );

/** A date as JSON Resume writes it: a year, a month or a day ("2019", "2019-04", "2019-04-15"). */
export const isoDate = text.regex(
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/,
  'is not a date as YYYY, YYYY-MM or YYYY-MM-DD',
);

/** A list of short texts: an entry's highlights, courses or keywords. */
export const texts = (what: string) => z.array(text).optional().describe(what);
