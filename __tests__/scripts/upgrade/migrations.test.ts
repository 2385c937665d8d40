/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { migrateFolder } from '../../../scripts/upgrade/migrate';
import { migrateSite } from '../../../scripts/upgrade/migrations';
import { CONTENT_FORMAT } from '../../../src/content/schema';

/** The sample's site.yaml as release 2.0.0 shipped it (format 1). */
const FORMAT_1 = readFileSync(path.join(__dirname, 'fixtures', 'site-format-1.yaml'), 'utf8');
const SAMPLE = readFileSync(path.resolve(__dirname, '../../../sample/site.yaml'), 'utf8');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'migrate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the content migration of an owner's folder", () => {
  it("turns 2.0.0's sample into this release's, comments kept, and says what it changed", () => {
    writeFileSync(path.join(dir, 'site.yaml'), FORMAT_1);
    const said: string[] = [];
    migrateFolder(dir, (line) => said.push(line));
    expect(readFileSync(path.join(dir, 'site.yaml'), 'utf8')).toBe(SAMPLE);
    expect(said).toEqual([
      'site.yaml: socials is a list now (GitHub, LinkedIn, Twitter, Instagram), each with where it shows: the top bar GitHub, LinkedIn and Twitter/X, the footer LinkedIn, Twitter/X and Instagram, as before.',
      'site.yaml: socials.email moved to email.',
      'site.yaml: techStack icons named as simple-icons names them: node → nodedotjs, sql → database, tailwind → tailwindcss, next → nextdotjs.',
      `site.yaml: format 1 → ${CONTENT_FORMAT}.`,
    ]);
  });

  it('leaves a folder on this format, or without a site.yaml, as it is', () => {
    writeFileSync(path.join(dir, 'site.yaml'), SAMPLE);
    const said: string[] = [];
    migrateFolder(dir, (line) => said.push(line));
    migrateFolder(path.join(dir, 'none'), (line) => said.push(line));
    expect(said).toEqual([]);
    expect(readFileSync(path.join(dir, 'site.yaml'), 'utf8')).toBe(SAMPLE);
  });

  it('stops on a format no migration leads from', () => {
    expect(() => migrateSite(parseDocument('format: 0\n'), CONTENT_FORMAT)).toThrow(
      `no migration from format 0; this release reads ${CONTENT_FORMAT}.`,
    );
  });
});
