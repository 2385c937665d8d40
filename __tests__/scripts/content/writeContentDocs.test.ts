/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DOCS, contentDocs, fieldTable } from '../../../scripts/content/writeContentDocs';

const ROOT = path.resolve(__dirname, '../../..');
const DOCS_FILE = path.join(ROOT, CONTENT_DOCS);

/** The lines only one of two texts has, marked as a diff marks them. */
function differences(committed: string, written: string): string[] {
  const [was, is] = [committed.split('\n'), written.split('\n')];
  return [
    ...was.filter((line) => !is.includes(line)).map((line) => `- ${line}`),
    ...is.filter((line) => !was.includes(line)).map((line) => `+ ${line}`),
  ];
}

describe("docs/content.md's field tables", () => {
  it('are what the content model says (npm run schemas writes them)', async () => {
    const committed = readFileSync(DOCS_FILE, 'utf8');
    const written = await contentDocs(committed, DOCS_FILE);
    if (written !== committed) {
      throw new Error(
        [
          `${CONTENT_DOCS}'s field tables are not what src/content/schema.ts says. Run \`npm run schemas\`, which writes them, and commit ${CONTENT_DOCS}.`,
          ...differences(committed, written),
        ].join('\n'),
      );
    }
  });

  it('are a row for each field that says what it is, in Markdown', () => {
    const model = z.object({
      site: z.object({
        languages: z
          .array(z.object({ code: z.string().describe('Its code: words/<code>.yaml.') }))
          .describe('Every language, `<code>` each.'),
        image: z.string().optional().describe('A picture | a drawing.'),
      }),
    });
    expect(fieldTable(model, 'field').split('\n')).toEqual([
      '| field | what it is |',
      '| --- | --- |',
      '| `site.languages[]` | Every language, `<code>` each. |',
      '| `site.languages[].code` | Its code: words/\\<code>.yaml. |',
      '| `site.image` | Optional. A picture \\| a drawing. |',
    ]);
    expect(() => fieldTable(z.object({ name: z.string() }), 'field')).toThrow(
      'name has no description: give it one in src/content/schema.ts.',
    );
  });

  it('are written between their markers only', async () => {
    const docs = (between: string) =>
      [
        '# Before',
        "<!-- site.yaml's fields: `npm run schemas` writes this table from src/content/schema.ts -->",
        between,
        "<!-- end of site.yaml's fields -->",
        "<!-- words/<code>.yaml's fields: `npm run schemas` writes this table from src/content/schema.ts -->",
        "<!-- end of words/<code>.yaml's fields -->",
        'After.',
      ].join('\n');
    const written = await contentDocs(docs('| old | table |'), DOCS_FILE);
    expect(written).not.toContain('| old | table |');
    expect(written.startsWith('# Before\n')).toBe(true);
    expect(written.endsWith('\nAfter.')).toBe(true);
    expect(written).toContain('| `logoText` ');
    expect(await contentDocs(written, DOCS_FILE)).toBe(written);
    await expect(contentDocs('# No markers', DOCS_FILE)).rejects.toThrow(
      "docs/content.md has no place for site.yaml's fields",
    );
  });
});
