/** @jest-environment node */
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWriting } from '../../../scripts/writing/buildWriting';
import type { WritingOptions } from '../../../scripts/writing/buildWriting';
import { caseStudyLinks } from '../../../scripts/writing/caseStudyLinks';
import { WritingError } from '../../../scripts/writing/problems';
import { owner as sampleOwner } from '../../../src/content/settings';
import type { OwnerContent } from '../../../src/content/types';
import { catalogues } from '../../support/sample';

const ROOT = path.resolve(__dirname, '../../..');
const BOOKING_FLOW = 'public/images/posts/refill-booking-flow.png';
let dir: string;
/** The owner's folder of the test: posts/, case-studies/ and public/ in it. */
let contentDir: string;
/** A file of the owner's folder as messages name it: from the project's root. */
const shown = (name: string) => path.relative(ROOT, path.join(contentDir, name));

/** The sample owner without a case study, unless a test names one. */
const owner = (caseStudy?: string): OwnerContent => ({
  ...sampleOwner,
  projects: sampleOwner.projects.map(({ caseStudy: _none, ...project }, index) =>
    index === 0 && caseStudy ? { ...project, caseStudy } : project,
  ),
});

const post = (title: string, date: string, body: string, extra = '') =>
  `---\ntitle: ${title}\ndate: ${date}\nsummary: About ${title}.\ntags: [notes]\n${extra}---\n${body}`;

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(contentDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

const options = (overrides: Partial<WritingOptions> = {}): WritingOptions => ({
  owner: owner(),
  catalogues,
  rootDir: ROOT,
  contentDir,
  cacheDir: path.join(dir, 'cache'),
  outDir: path.join(dir, 'out'),
  production: true,
  ...overrides,
});

async function problemsOf(overrides: Partial<WritingOptions> = {}): Promise<string[]> {
  try {
    await buildWriting(options(overrides));
  } catch (error) {
    if (error instanceof WritingError) return error.message.split('\n').slice(1);
    throw error;
  }
  return [];
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'writing-'));
  contentDir = path.join(dir, 'content');
  // A picture the posts show and link, in the folder's public/ as in the sample's.
  mkdirSync(path.dirname(path.join(contentDir, BOOKING_FLOW)), { recursive: true });
  cpSync(path.join(ROOT, 'sample', BOOKING_FLOW), path.join(contentDir, BOOKING_FLOW));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the writing step', () => {
  it('gives each language its posts newest first, with their paths and translations', async () => {
    write({
      'posts/older.en.md': post('Older', '2026-01-01', '## One\n'),
      'posts/newer.en.md': post('Newer', '2026-02-01', 'Text.\n'),
      'posts/older.hi.md': post('पुराना', '2026-01-01', 'पाठ।\n'),
    });
    const { writing, pieces } = await buildWriting(options());
    expect(writing.posts.en.map((piece) => [piece.slug, piece.path])).toEqual([
      ['newer', '/blog/newer/'],
      ['older', '/blog/older/'],
    ]);
    expect(writing.posts.hi.map((piece) => piece.path)).toEqual(['/hi/blog/older/']);
    expect(writing.caseStudies).toEqual({ en: [], hi: [] });
    const older = pieces.find((piece) => piece.path === '/blog/older/');
    expect(older).toMatchObject({
      kind: 'post',
      language: 'en',
      source: shown('posts/older.en.md'),
      headings: [{ depth: 2, id: 'one', text: 'One' }],
      readingMinutes: 1,
      translations: { hi: '/hi/blog/older/' },
    });
  });

  it('leaves drafts out of a production build and keeps them, marked, in development', async () => {
    write({
      'posts/done.en.md': post('Done', '2026-01-01', 'Text.\n'),
      'posts/wip.en.md': post('Work in progress', '2026-03-01', 'Text.\n', 'draft: true\n'),
    });
    expect((await buildWriting(options())).writing.posts.en.map((piece) => piece.slug)).toEqual([
      'done',
    ]);
    const development = await buildWriting(options({ production: false }));
    expect(development.writing.posts.en.map((piece) => [piece.slug, piece.front.draft])).toEqual([
      ['wip', true],
      ['done', undefined],
    ]);
  });

  it('stops with every problem at once: file, line or field, and the fix', async () => {
    write({
      'posts/Bad Name.en.md': post('A', '2026-01-01', 'Text.\n'),
      'posts/hello.fr.md': post('Bonjour', '2026-01-01', 'Texte.\n'),
      'posts/only-hindi.hi.md': post('केवल हिन्दी', '2026-01-01', 'पाठ।\n'),
      'posts/links.en.md': post(
        'Links',
        '2026-01-01',
        '## Here\n\n[a](/blog/nowhere/) [b](/blog/links/#there) [c](/blog) [d](/#contact) [e](/privacy/) [f](#here) [g](/hi/blog/only-hindi/) [h](/images/posts/refill-booking-flow.png)\n\n![](/images/posts/none.png)\n',
        'cover: { src: /images/posts/cover.png, alt: A cover }\n',
      ),
    });
    const links = shown('posts/links.en.md');
    const publicDir = shown('public');
    expect(await problemsOf()).toEqual([
      `  ${shown('posts/Bad Name.en.md')}: is not named <slug>.<language code>.md. Rename it, e.g. "my-first-post.en.md" (the slug in lowercase letters, digits and hyphens: it is the page's address).`,
      `  ${shown('posts/hello.fr.md')}: "fr" is not a language of the site (en, hi). Rename the file with one of those codes, or add the language to site.yaml's site.languages.`,
      `  ${links} (cover.src): the picture ${publicDir}/images/posts/cover.png does not exist. Put the file there, or correct the path.`,
      `  ${links}:10: the link "/blog/nowhere/" leads to no page of the site. Correct it to a page the site has (e.g. "/blog/<slug>/", "/#projects", "/privacy/") or a file under the owner's folder's public/.`,
      `  ${links}:10: the link "/blog/links/#there" names "#there", which /blog/links/ does not have. Use one of its headings' ids (#here).`,
      `  ${links}:10: the link "/blog" leaves out the page's closing slash. Write "/blog/".`,
      `  ${links}:12: the image "/images/posts/none.png" has no alt text. Describe it in the brackets: ![A phone showing the booking screen](/images/posts/none.png).`,
      `  ${links}:12: the image ${publicDir}/images/posts/none.png does not exist. Put the file there, or correct the path.`,
      `  ${shown('posts/only-hindi.hi.md')}: is a translation of "only-hindi", which has no en version (or only a draft). Write ${shown('posts/only-hindi.en.md')} first, or give this file the slug of the post it translates.`,
    ]);
  });

  it('ties a case study to the project that names it, both ways', async () => {
    write({ 'case-studies/stray.en.md': post('Stray', '2026-01-01', 'Text.\n') });
    expect(await problemsOf({ owner: owner('refill-buddy') })).toEqual([
      `  ${shown('case-studies/stray.en.md')}: no project in site.yaml names this case study. Add \`caseStudy: stray\` to its project in site.yaml.`,
      `  ${shown('site.yaml')} (projects[0].caseStudy): names "refill-buddy", but ${shown('case-studies/refill-buddy')}.en.md does not exist or is a draft. Write it (the project's card links to it), or remove the field.`,
    ]);
    write({
      'case-studies/refill-buddy.en.md': post('Refill Buddy', '2026-01-01', '[Post](/blog/)\n'),
      'case-studies/refill-buddy.hi.md': post('Refill Buddy', '2026-01-01', 'पाठ।\n'),
    });
    rmSync(path.join(contentDir, 'case-studies/stray.en.md'));
    expect(await problemsOf({ owner: owner('refill-buddy') })).toEqual([
      `  ${shown('case-studies/refill-buddy.en.md')}:7: the link "/blog/" leads to no page of the site. Correct it to a page the site has (e.g. "/blog/<slug>/", "/#projects", "/privacy/") or a file under the owner's folder's public/.`,
    ]);
    write({ 'posts/a.en.md': post('A', '2026-01-01', 'Text.\n') });
    const { writing } = await buildWriting(options({ owner: owner('refill-buddy') }));
    expect(writing.caseStudies.en).toEqual([
      expect.objectContaining({
        kind: 'caseStudy',
        path: '/projects/refill-buddy/',
        projectIndex: 0,
      }),
    ]);
  });

  it("links the default language's case study where it is not translated, with a warning; stops where the default language has none", async () => {
    const caseStudy = post('Refill Buddy', '2026-01-01', 'Text.\n');
    // Written in the default language only: the build goes on, and says so.
    write({ 'case-studies/refill-buddy.en.md': caseStudy });
    const built = await buildWriting(options({ owner: owner('refill-buddy') }));
    expect(built.warnings).toEqual([
      `Untranslated: ${shown('case-studies/refill-buddy')}.hi.md does not exist or is a draft: the hi card links the en case study, marked with its language. Write it to translate it.`,
    ]);
    expect(built.writing.caseStudies.en.map((piece) => piece.path)).toEqual([
      '/projects/refill-buddy/',
    ]);
    expect(built.writing.caseStudies.hi).toEqual([]);
    // The hi page's card links the en case study, marked as English; the en page's its own.
    expect(caseStudyLinks(owner('refill-buddy'), built.writing, 'hi')).toEqual({
      'refill-buddy': { code: 'en', name: 'English' },
    });
    expect(caseStudyLinks(owner('refill-buddy'), built.writing, 'en')).toEqual({});

    // A draft of the translation counts as none in production, not in development.
    write({
      'case-studies/refill-buddy.hi.md': post('रिफ़िल बडी', '2026-01-01', 'पाठ।\n', 'draft: true\n'),
    });
    const production = await buildWriting(options({ owner: owner('refill-buddy') }));
    expect(production.warnings).toEqual(built.warnings);
    const development = await buildWriting(
      options({ owner: owner('refill-buddy'), production: false }),
    );
    expect(development.warnings).toEqual([]);
    expect(caseStudyLinks(owner('refill-buddy'), development.writing, 'hi')).toEqual({});

    // Written in hi only: the default language's is missing, and that stops the build.
    rmSync(path.join(contentDir, 'case-studies/refill-buddy.en.md'));
    write({ 'case-studies/refill-buddy.hi.md': caseStudy });
    expect(await problemsOf({ owner: owner('refill-buddy') })).toEqual([
      `  ${shown('case-studies/refill-buddy.hi.md')}: is a translation of "refill-buddy", which has no en version (or only a draft). Write ${shown('case-studies/refill-buddy.en.md')} first, or give this file the slug of the post it translates.`,
      `  ${shown('site.yaml')} (projects[0].caseStudy): names "refill-buddy", but ${shown('case-studies/refill-buddy')}.en.md does not exist or is a draft. Write it (the project's card links to it), or remove the field.`,
    ]);
  });

  it('renders again only what changed, and makes no highlighter when nothing needs it', async () => {
    const code = '```ts\nconst a = 1;\n```\n';
    write(
      Object.fromEntries(
        Array.from({ length: 5 }, (_, index) => [
          `posts/post-${index}.en.md`,
          post(
            `Post ${index}`,
            `2026-01-0${index + 1}`,
            `${code}\n![A booking's life](/images/posts/refill-booking-flow.png)\n`,
          ),
        ]),
      ),
    );
    const cold = await buildWriting(options());
    expect(cold.stats).toMatchObject({ rendered: 5, cached: 0, highlighters: 1 });
    expect(cold.files).toContain(
      path.join('images', 'posts', 'refill-booking-flow-520.019f1220.avif'),
    );
    const warm = await buildWriting(options());
    expect(warm.stats).toMatchObject({ rendered: 0, cached: 5, highlighters: 0 });
    expect(warm.writing).toEqual(cold.writing);
    expect(warm.files).toEqual(cold.files);
    write({ 'posts/post-3.en.md': post('Post 3, edited', '2026-01-04', code) });
    const edited = await buildWriting(options());
    expect(edited.stats).toMatchObject({ rendered: 1, cached: 4, highlighters: 1 });
    expect(edited.writing.posts.en[1].front.title).toBe('Post 3, edited');
  });
});
