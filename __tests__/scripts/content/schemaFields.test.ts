/** @jest-environment node */
import { z } from 'zod';
import { ownerWordsSchema, siteSchema } from '../../../src/content/schema';
import { descriptionAt, fieldsOf, lowerFirst } from '../../../scripts/content/schemaFields';

const model = z
  .object({
    name: z.string().describe('Your name.'),
    links: z
      .array(z.object({ href: z.string().describe('Its address.'), tags: z.array(z.string()) }))
      .optional()
      .describe('Your links.'),
    about: z.object({ bio: z.string().optional().describe('A line about you.') }),
  })
  .describe('The file.');

describe("the content model's fields", () => {
  it('are listed depth first, with their paths as the docs write them', () => {
    expect(
      fieldsOf(model).map(({ path, description, optional, group }) => ({
        path,
        description,
        optional,
        group,
      })),
    ).toEqual([
      { path: 'name', description: 'Your name.', optional: false, group: false },
      { path: 'links[]', description: 'Your links.', optional: true, group: true },
      { path: 'links[].href', description: 'Its address.', optional: false, group: false },
      { path: 'links[].tags[]', description: undefined, optional: false, group: false },
      { path: 'about', description: undefined, optional: false, group: true },
      { path: 'about.bio', description: 'A line about you.', optional: true, group: false },
    ]);
    expect(fieldsOf(model)[2].keys).toEqual(['links', '[]', 'href']);
  });

  it("find a field's description from zod's path of an issue", () => {
    expect(descriptionAt(model, ['links', 3, 'href'])).toBe('Its address.');
    expect(descriptionAt(model, ['about', 'bio'])).toBe('A line about you.');
    expect(descriptionAt(model, ['about'])).toBeUndefined();
    expect(descriptionAt(model, ['links', 'href'])).toBeUndefined();
    expect(descriptionAt(model, ['nothing', 0])).toBeUndefined();
    // The file's own description is no field's.
    expect(descriptionAt(model, [])).toBeUndefined();
  });

  it('continue a sentence in lower case, but for an abbreviation', () => {
    expect(lowerFirst('The role or degree.')).toBe('the role or degree.');
    expect(lowerFirst('A PNG under public/.')).toBe('a PNG under public/.');
    expect(lowerFirst('BCP 47 code.')).toBe('BCP 47 code.');
  });

  // The editor's hover, init's comments, the build's hints and the docs' tables are written
  // from the descriptions: a field without one would have none of them.
  it.each([
    ['site.yaml', siteSchema],
    ['words/<code>.yaml', ownerWordsSchema],
  ])('each say what goes in them, in %s', (_file, schema) => {
    const undescribed = fieldsOf(schema)
      .filter((field) => !field.group && field.description === undefined)
      .map((field) => field.path);
    expect(undescribed).toEqual([]);
    expect(schema.description).toEqual(expect.any(String));
  });
});
