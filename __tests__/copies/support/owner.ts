import path from 'node:path';
import { builtPages, filesUnder, git, read } from './copies';

/**
 * The owner the upgrade copies play (Meera Iyer: her name in English and Marathi, one post,
 * one style edit), and what every upgraded copy of hers must show.
 */

export const NAME = 'Meera Iyer';
export const MARATHI_NAME = 'मीरा अय्यर';
const SAMPLE_NAMES = ['Aarav Mehta', 'आरव मेहता'];
/** The owner's one style edit: the hero's buttons sit lower. */
export const HERO_FILE = 'src/components/Hero.styles.ts';
export const HERO_BUTTONS = '  gap: 1rem;\n  margin-top: 2rem;\n}';
export const OWNER_HERO_BUTTONS = '  gap: 1rem;\n  margin-top: 2.75rem;\n}';

export const POST = [
  '---',
  'title: Why I moved our queue to Postgres',
  'date: 2026-05-02',
  'summary: One table, SKIP LOCKED and a worker loop replaced a broker we never needed.',
  'tags: [postgres]',
  '---',
  '',
  `I'm ${NAME}. This is what I learnt moving a job queue into the database.`,
  '',
].join('\n');

/**
 * Every file of the copy's last commit with its content's hash, but the release record: it
 * names the template clone it came from, which differs between two copies.
 */
export const committedFiles = (dir: string) =>
  git(dir, 'ls-tree', '-r', 'HEAD')
    .split('\n')
    .filter((line) => !line.endsWith('\tcontent/release.json'));

/** A command that must succeed; when it does not, the test says what the owner read. */
export function expectSuccess({ code, output }: { code: number; output: string }) {
  if (code !== 0) throw new Error(`exit ${code}:\n${output.slice(-4000)}`);
}

/** What every page of the built site shows: the owner's name, never the sample's. */
export function expectOwnersSite(dir: string) {
  const pages = builtPages(dir);
  expect(pages).toEqual(expect.arrayContaining(['index.html', 'mr/index.html']));
  for (const page of pages) {
    const html = read(dir, path.join('dist', page));
    for (const sample of SAMPLE_NAMES)
      expect({ page, sample: html.includes(sample) }).toEqual({ page, sample: false });
  }
  expect(read(dir, 'dist/index.html')).toContain(NAME);
  expect(read(dir, 'dist/mr/index.html')).toContain(MARATHI_NAME);
  expect(read(dir, 'dist/blog/queue-in-postgres/index.html')).toContain(
    'Why I moved our queue to Postgres',
  );
  // No page of the sample's writing: the owner removed it, and the upgrade brought none back.
  expect(pages.filter((page) => /refill|dbf-to-excel/.test(page))).toEqual([]);
  // The owner's style edit, in the page's CSS.
  expect(read(dir, 'dist/index.html')).toContain('margin-top:2.75rem');
}

/** The owner's folder holds nothing of the sample's. */
export function expectNoSampleIn(dir: string) {
  for (const file of filesUnder(path.join(dir, 'content'))) {
    if (!/\.(ya?ml|md|json)$/.test(file)) continue;
    const text = read(dir, path.join('content', file));
    expect({
      file,
      sample: SAMPLE_NAMES.some((name) => text.includes(name)) || /^sample: true$/m.test(text),
    }).toEqual({ file, sample: false });
  }
}
