import { z } from 'zod';
import { ownerWordsSchema, siteSchema, text } from '../../src/content/schema';
import { templateTexts as allTexts } from '../../src/texts';

const templateTexts = allTexts.en;

/**
 * The editor's JSON Schemas of the owner's folder (schemas/, `npm run schemas`), from the
 * content model (src/content/schema.ts). The words file's lists every template text too, so it
 * is made here: the page's code may not import the texts as values.
 */

/** A zod schema of every key of a template text object, each optional (an override). */
function overridesOf(value: unknown): z.ZodType {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return z.array(text);
  const shape = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, entry]) => [
      key,
      overridesOf(entry).optional(),
    ]),
  );
  return z.object(shape).strict();
}

/** A zod object's keys merged with another's, both optional: the words file's shape. */
function mergeShapes(a: z.ZodType, b: z.ZodType): z.ZodType {
  if (!(a instanceof z.ZodObject) || !(b instanceof z.ZodObject)) return a;
  const shapeA = a.shape as Record<string, z.ZodType>;
  const shapeB = b.shape as Record<string, z.ZodType>;
  const keys = new Set([...Object.keys(shapeA), ...Object.keys(shapeB)]);
  const unwrap = (schema: z.ZodType | undefined) =>
    schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return z
    .object(
      Object.fromEntries(
        [...keys].map((key) => {
          const [left, right] = [unwrap(shapeA[key]), unwrap(shapeB[key])];
          const merged = left && right ? mergeShapes(left, right) : (left ?? right)!;
          return [key, merged.optional()];
        }),
      ),
    )
    .strict();
}

/** A schema with the description of another, when it has one. */
const describedAs = (schema: z.ZodType, { description }: z.ZodType) =>
  description === undefined ? schema : schema.describe(description);

/** The owner's words made optional, for the editor's schema of any language. */
function partialDeep(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z
      .object(
        Object.fromEntries(
          Object.entries(shape).map(([key, entry]) => [key, partialDeep(entry).optional()]),
        ),
      )
      .strict();
  }
  if (schema instanceof z.ZodArray) {
    return describedAs(z.array(partialDeep(schema.element as z.ZodType)), schema);
  }
  return schema;
}

/**
 * words/<code>.yaml as an editor checks it: the owner's words and every text of the template,
 * each optional, no other key. (The build is kinder than the editor: a key of an older release
 * is a warning, not an error, so a new release never stops an owner's build.)
 */
export const wordsFileSchema = describedAs(
  mergeShapes(partialDeep(ownerWordsSchema), overridesOf(templateTexts)),
  ownerWordsSchema,
);

/** The JSON Schemas written to schemas/ (`npm run schemas`), by file name. */
export function jsonSchemas(): Record<string, unknown> {
  const titled = (schema: z.ZodType, title: string) => ({
    title,
    // The files as the owner writes them: a field with a default may be left out.
    ...z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' }),
  });
  return {
    'site.schema.json': titled(siteSchema, "The owner's site settings (content/site.yaml)"),
    'words.schema.json': titled(
      wordsFileSchema,
      "The owner's words in one language (content/words/<code>.yaml)",
    ),
  };
}
