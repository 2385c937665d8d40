import { TEMPLATE_LANGUAGE } from '../../src/texts';

/**
 * What `npm run init -- --from-resume` tells the owner besides the folder it writes, a sentence
 * each: how it read what the resume says unusually, the placeholders standing in for what the
 * site needs and the resume does not say, and what the resume says that the site cannot show,
 * with what would carry it.
 */

/**
 * The folder's one language, the template's: JSON Resume does not say which it is written in
 * (its `languages` are the ones its owner speaks).
 */
export const CODE = TEMPLATE_LANGUAGE;
export const WORDS_FILE = `words/${CODE}.yaml`;

/** In every placeholder address: a search for it finds what is left to fill in. */
export const PLACEHOLDER_MARK = 'replace-me';

/** A number nobody has: "+00" is no country's code. */
export const PLACEHOLDER_PHONE = '+00-0000-000000';

export class ImportNotes {
  /** How init read a value it had to make sense of: a reversed period, a date it could not. */
  readonly warnings: string[] = [];
  /** What stands in for what the site needs and the resume does not say. */
  readonly placeholders: string[] = [];
  /** What the resume says that the site has no place for, and what would carry it. */
  readonly notCarried: string[] = [];

  warn(line: string): void {
    this.warnings.push(line);
  }

  placeholder(line: string): void {
    this.placeholders.push(line);
  }

  /** `what` (where in the resume, and what it holds) is left out: `why`, and what would carry it. */
  leftOut(what: string, why: string): void {
    this.notCarried.push(`${what}: ${why}`);
  }

  /** The resume's text, or `placeholder`, noted as standing in at `where`. */
  or(text: string | undefined, where: string, placeholder: string): string {
    if (text !== undefined) return text;
    this.placeholder(`${where}: the resume has none; "${placeholder}" stands in: write yours.`);
    return placeholder;
  }

  /** Fields of `label`'s entry that init does not know: JSON Resume has none of that name. */
  unknownFields(label: string, fields: string[]): void {
    if (fields.length === 0) return;
    this.leftOut(
      `${label}: ${fields.join(', ')}`,
      "not JSON Resume's fields, so init does not read them; the JSON Resume field that means the same would carry them.",
    );
  }
}
