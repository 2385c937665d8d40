import { Document, isMap, isScalar } from 'yaml';
import type { z } from 'zod';
import { fieldsOf, lowerFirst } from './schemaFields';

/** What to tell the owner by each key of a file ('' is the whole file's), written above it. */
type Comments = Record<string, string>;

/** The width of a comment's text: with its "# ", Prettier's 100 columns. */
const COMMENT_WIDTH = 98;

/** A text in lines of at most `width` characters, broken between words. */
function wrapped(text: string, width = COMMENT_WIDTH): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

/**
 * The comments of a file the content model describes: each field's description above it; a
 * list of groups' with its entries' fields under it, one a line, since its entries repeat them.
 */
function commentsOf(schema: z.ZodType): Comments {
  const fields = fieldsOf(schema);
  const comments: Comments = { '': wrapped(schema.description ?? '') };
  for (const { keys, description } of fields) {
    if (keys.includes('[]') || description === undefined) continue;
    // A nested key's comment is indented as the key is, two columns a level.
    const width = COMMENT_WIDTH - 2 * (keys.length - 1);
    const entryKeys = [...keys, '[]'];
    const entries = fields.flatMap((field) => {
      if (field.description === undefined) return [];
      if (!entryKeys.every((key, index) => field.keys[index] === key)) return [];
      const name = field.keys.slice(entryKeys.length).filter((key) => key !== '[]');
      // Its lines after the first indented, so that each field's starts with its name.
      const line = `${name.join('.')}: ${lowerFirst(field.description)}`;
      return wrapped(line, width - 2).replace(/\n/g, '\n  ');
    });
    comments[keys.join('.')] = [wrapped(description, width), ...entries].join('\n');
  }
  return comments;
}

/**
 * A file of the owner's folder as `npm run init` writes it: its modeline, then the data with the
 * descriptions of the content model's `schema` as comments (commentsOf).
 */
export function commentedYaml(modeline: string, data: object, schema: z.ZodType): string {
  const comments = commentsOf(schema);
  const document = new Document(data);
  const lines = (text: string) => text.replace(/^/gm, ' ');
  document.commentBefore = `${modeline.replace(/^#/, '')}\n${lines(comments[''])}`;
  for (const [at, comment] of Object.entries(comments)) {
    if (at === '') continue;
    const keys = at.split('.');
    const parent = keys.length > 1 ? document.getIn(keys.slice(0, -1), true) : document.contents;
    if (!isMap(parent)) continue;
    const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === keys.at(-1));
    if (pair && isScalar(pair.key)) pair.key.commentBefore = lines(comment);
  }
  // lineWidth 0: a text on one line, as sample/ has them, so an owner finds it by searching;
  // single quotes, as the project's Prettier writes them (its format check reads content/).
  return document.toString({ lineWidth: 0, singleQuote: true });
}
