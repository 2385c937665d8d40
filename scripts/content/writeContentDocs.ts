import { format, resolveConfig } from 'prettier';
import type { z } from 'zod';
import { ownerWordsSchema, siteSchema } from '../../src/content/schema';
import { fieldsOf } from './schemaFields';

/**
 * docs/content.md's tables of the owner's fields, written from the content model's descriptions
 * (src/content/schema.ts) by `npm run schemas` (writeSchemas.ts): between their marker comments
 * only, so the rest of the page stays as its writers wrote it.
 */
export const CONTENT_DOCS = 'docs/content.md';

/** Each table by the name in its markers: the file it describes and its first column's name. */
const TABLES: Record<string, { schema: z.ZodType; column: string }> = {
  'site.yaml': { schema: siteSchema, column: 'field' },
  'words/<code>.yaml': { schema: ownerWordsSchema, column: 'key' },
};

const startMarker = (name: string) =>
  `<!-- ${name}'s fields: \`npm run schemas\` writes this table from src/content/schema.ts -->`;
const endMarker = (name: string) => `<!-- end of ${name}'s fields -->`;

/** A description as Markdown: `|` ends a cell, and `<code>` outside a code span is HTML. */
const markdownOf = (text: string) =>
  text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '\\<')))
    .join('')
    .replace(/\|/g, '\\|');

/**
 * A row per field that says what it is (a group without a description is said by its fields),
 * unaligned: Prettier aligns it.
 */
export function fieldTable(schema: z.ZodType, column: string): string {
  const rows = fieldsOf(schema).flatMap(({ path, description, optional, group }) => {
    if (description === undefined) {
      if (group) return [];
      throw new Error(`${path} has no description: give it one in src/content/schema.ts.`);
    }
    return [`| \`${path}\` | ${optional ? 'Optional. ' : ''}${markdownOf(description)} |`];
  });
  return [`| ${column} | what it is |`, '| --- | --- |', ...rows].join('\n');
}

/** docs/content.md's text with its field tables written anew from the content model. */
export async function contentDocs(text: string, docsFile: string): Promise<string> {
  const options = { ...(await resolveConfig(docsFile)), parser: 'markdown' };
  let written = text;
  for (const [name, { schema, column }] of Object.entries(TABLES)) {
    const [start, end] = [startMarker(name), endMarker(name)];
    const from = written.indexOf(start);
    const to = written.indexOf(end, from);
    if (from === -1 || to === -1) {
      throw new Error(`${CONTENT_DOCS} has no place for ${name}'s fields: ${start} … ${end}`);
    }
    const table = (await format(fieldTable(schema, column), options)).trim();
    written = `${written.slice(0, from)}${start}\n\n${table}\n\n${written.slice(to)}`;
  }
  return written;
}
