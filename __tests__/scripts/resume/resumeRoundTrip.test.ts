/** @jest-environment node */
import schema from '@jsonresume/schema/schema.json';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { toJsonResume } from '../../../scripts/resume/jsonResume';
import { importedContent, resumeExample } from '../../support/importedResume';

/**
 * JSON Resume both ways: each example @jsonresume/schema ships, imported by init's code into an
 * owner's folder, read by the build and published as /resume.json. Its leaf values (texts,
 * numbers, each item of a list) should reach the output at the same path; dates may come back
 * to the month, an address as a browser reads it. An empty text is no value. The street address
 * and postal code are private by default (site.yaml's `private`), so they do not: the share is
 * printed with them and asserted without them.
 */

const validate = addFormats(new Ajv({ allErrors: true })).compile(schema);
const EXAMPLES = [
  'sample.resume.json',
  'examples/new-grad.resume.json',
  'examples/career-changer.resume.json',
  'examples/senior-engineer.resume.json',
];

type Json = unknown;

/** Every leaf of `value` with its path: 'work.0.highlights.2'. */
function leaves(value: Json, at: string[] = []): [string[], Json][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, [...at, `${index}`]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  }
  return value === '' ? [] : [[at, value]];
}

/** What the owner keeps off /resume.json unless they say otherwise. */
const PRIVATE = ['basics.location.address', 'basics.location.postalCode'];

const valueAt = (document: Json, at: string[]): Json =>
  at.reduce<Json>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<string, Json>)[key]
        : undefined,
    document,
  );

/** An address as a browser reads it ('https://you.example.com' is '…com/'); else undefined. */
function href(text: string): string | undefined {
  try {
    return new URL(text).href;
  } catch {
    return undefined;
  }
}

/** Whether `out` carries `value`: the same, the same address, or a date the same to the month. */
function carried(key: string, value: Json, out: Json): boolean {
  if (value === out) return true;
  if (typeof value !== 'string' || typeof out !== 'string') return false;
  if (/date$/i.test(key)) return value.slice(0, 7) === out.slice(0, 7);
  return /^https?:/.test(value) && href(value) === href(out);
}

/** The example made into a folder by init, read as the build reads it: its /resume.json. */
function roundTrip(resume: Json): Json {
  const { owner, catalogues } = importedContent(resume);
  const [language] = owner.site.languages;
  return toJsonResume(owner, catalogues[language.code], language);
}

describe.each(EXAMPLES)('%s, imported and published', (file) => {
  it('publishes at least 95 % of its values at the same place, as valid JSON Resume', () => {
    const example = resumeExample(file);
    const output = roundTrip(example);
    const all = leaves(example);
    const lost = all
      .filter(([at, value]) => !carried(at[at.length - 1], value, valueAt(output, at)))
      .map(([at]) => at.join('.'));
    const kept = all.length - lost.length;
    const open = all.length - PRIVATE.filter((at) => lost.includes(at)).length;
    const share = kept / open;
    const percent = (part: number) => `${(part * 100).toFixed(1)} %`;
    console.info(
      `${file}: ${percent(kept / all.length)} of ${all.length} values, ${percent(share)} of the ${open} not private; lost: ${lost.join(', ')}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
    expect(validate(output) ? [] : validate.errors).toEqual([]);
  });
});
