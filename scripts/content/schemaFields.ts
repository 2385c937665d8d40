import { z } from 'zod';

/**
 * The content model's fields (src/content/schema.ts) with their descriptions, which are the
 * only words about them: what an editor shows, `npm run init`'s comments, the build's hints and
 * docs/content.md's tables are all written from them.
 */

export interface SchemaField {
  /** The keys from the file's root, '[]' for a list's entries: ['projects', '[]', 'link']. */
  keys: string[];
  /** As the docs write it: 'projects[].link', 'about.skills[]'. */
  path: string;
  description: string | undefined;
  optional: boolean;
  /** A group of fields, or a list of groups: described by its fields when not by itself. */
  group: boolean;
}

/** A field's own schema, and whether it may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  // A field with a default may be left out too: the owner writes the schema's input.
  return schema instanceof z.ZodOptional || schema instanceof z.ZodDefault
    ? { inner: schema.unwrap() as z.ZodType, optional: true }
    : { inner: schema, optional: false };
}

/** Its description, whether given before `.optional()` or after. */
const descriptionOf = (schema: z.ZodType) => schema.description ?? unwrap(schema).inner.description;

/** The fields of a group, depth first, in the schema's order, each list's entries' fields too. */
export function fieldsOf(schema: z.ZodType, keys: string[] = []): SchemaField[] {
  const { inner } = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, entry]) => {
    const { inner: value, optional } = unwrap(entry);
    const list = value instanceof z.ZodArray;
    const element = list ? (value.element as z.ZodType) : value;
    const group = element instanceof z.ZodObject;
    const fieldKeys = [...keys, key];
    const field: SchemaField = {
      keys: fieldKeys,
      path: `${fieldKeys.join('.').replaceAll('.[]', '[]')}${list ? '[]' : ''}`,
      description: descriptionOf(entry),
      optional,
      group,
    };
    return [field, ...(group ? fieldsOf(element, list ? [...fieldKeys, '[]'] : fieldKeys) : [])];
  });
}

/** The description of the field at a path of zod's (list indices as numbers), if it has one. */
export function descriptionAt(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  let field = schema;
  for (const part of path) {
    const { inner } = unwrap(field);
    if (typeof part === 'number' && inner instanceof z.ZodArray) field = inner.element as z.ZodType;
    else if (typeof part === 'string' && inner instanceof z.ZodObject)
      field = (inner.shape as Record<string, z.ZodType>)[part];
    else return undefined;
    if (field === undefined) return undefined;
  }
  return path.length === 0 ? undefined : descriptionOf(field);
}

/**
 * A description as the continuation of a sentence: 'The role or degree.' → 'the role or
 * degree.'; one that starts with an abbreviation keeps it ('BCP 47 …').
 */
export const lowerFirst = (text: string) =>
  /^[A-Z][^A-Z]/.test(text) ? `${text[0].toLowerCase()}${text.slice(1)}` : text;
