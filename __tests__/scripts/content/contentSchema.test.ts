/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';
import { schemaFiles, SCHEMAS_DIR } from '../../../scripts/content/writeSchemas';

const ROOT = path.resolve(__dirname, '../../..');
const committed = (name: string) => readFileSync(path.join(ROOT, SCHEMAS_DIR, name), 'utf8');
const yamlOf = (file: string) => parse(readFileSync(path.join(ROOT, file), 'utf8')) as unknown;

/** What an editor does with a file's schema: the errors it underlines. */
function editorErrors(schemaName: string, data: unknown) {
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(
    JSON.parse(committed(schemaName)) as object,
  );
  validate(data);
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

describe("the owner's folder's JSON Schemas", () => {
  it('are what the zod schemas the build checks with say (npm run schemas writes them)', () => {
    for (const [name, text] of Object.entries(schemaFiles())) expect(committed(name)).toBe(text);
  });

  it("accept the sample's files, which name them on their first line", () => {
    const site = readFileSync(path.join(ROOT, 'sample/site.yaml'), 'utf8');
    expect(site.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/site.schema.json');
    expect(editorErrors('site.schema.json', yamlOf('sample/site.yaml'))).toEqual([]);
    for (const file of readdirSync(path.join(ROOT, 'sample/words'))) {
      const text = readFileSync(path.join(ROOT, 'sample/words', file), 'utf8');
      expect(text.split('\n')[0]).toBe(
        '# yaml-language-server: $schema=../../schemas/words.schema.json',
      );
      expect(editorErrors('words.schema.json', yamlOf(`sample/words/${file}`))).toEqual([]);
    }
  });

  it('underline a misspelt key and a wrong kind as the owner types', () => {
    const site = yamlOf('sample/site.yaml') as Record<string, unknown>;
    expect(editorErrors('site.schema.json', { ...site, copyrightYaer: 2024 })).toEqual([
      ' must NOT have additional properties',
    ]);
    expect(
      editorErrors('words.schema.json', { name: 'Me', contact: { heading: ['Say hello'] } }),
    ).toEqual(['/contact/heading must be string']);
    expect(editorErrors('words.schema.json', { contakt: { heading: 'Hi' } })).toEqual([
      ' must NOT have additional properties',
    ]);
  });
});
