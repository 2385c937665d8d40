/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { buildWriting } from '../../../scripts/writing/buildWriting';
import type { BuiltWriting } from '../../../scripts/writing/buildWriting';
import { writingPages } from '../../../scripts/writing/pages';
import { formatDay } from '../../../scripts/writing/writingMarkup';
import { owner as sampleOwner } from '../../../src/content/settings';
import { catalogues } from '../../support/sample';

const ROOT = path.resolve(__dirname, '../../..');
const THEME_SCRIPT = 'document.documentElement.dataset.theme="dark"';
const SCREENSHOT = {
  width: 1600,
  height: 1000,
  variants: {
    stem: '/images/projects/refill-buddy',
    hash: '0badcafe',
    widths: [520, 1600],
    formats: ['avif' as const, 'webp' as const, 'png' as const],
  },
};
let dir: string;
let built: BuiltWriting;
let pages: Map<string, Document>;

const post = (title: string, date: string, body: string, extra = '') =>
  `---\ntitle: ${title}\ndate: ${date}\nsummary: About ${title}.\n${extra}---\n${body}`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'writing-pages-'));
  const files: Record<string, string> = {
    'posts/first.en.md': post('First post', '2026-01-05', 'Short.\n', 'tags: [react]\n'),
    'posts/second.en.md': post(
      'Second post',
      '2026-02-10',
      '## One\n\nText.\n\n### One and a half\n\n## Two\n\n```js\nconsole.log(1);\n```\n\n## Three\n\nEnd.\n',
      'tags: [react, node]\nupdated: 2026-02-12\n',
    ),
    'posts/third.en.md': post(
      'Third post',
      '2026-03-01',
      'Newest.\n',
      'tags: [node]\ndraft: true\n',
    ),
    'posts/second.hi.md': post('दूसरा लेख', '2026-02-10', 'पाठ।\n', 'tags: [react]\n'),
    'case-studies/refill-buddy.en.md': post(
      'Refill Buddy, the story',
      '2026-01-01',
      '## Why\n\nBecause.\n',
    ),
    'case-studies/refill-buddy.hi.md': post('Refill Buddy की कहानी', '2026-01-01', 'पाठ।\n'),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  built = await buildWriting({
    owner: sampleOwner,
    catalogues,
    rootDir: ROOT,
    // The test's owner's folder: its posts/ and case-studies/.
    contentDir: dir,
    cacheDir: path.join(dir, 'cache'),
    outDir: path.join(dir, 'out'),
    production: false,
  });
  const written = writingPages({
    owner: sampleOwner,
    catalogues,
    pieces: built.pieces,
    images: { '/images/projects/refill-buddy.png': SCREENSHOT },
    themeScript: THEME_SCRIPT,
    script: '/writing.12345678.js',
  });
  pages = new Map(written.map((page) => [page.file, new JSDOM(page.html).window.document]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (file: string) => {
  const document = pages.get(file);
  if (!document) throw new Error(`No page ${file}; written: ${[...pages.keys()].join(', ')}`);
  return document;
};
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) =>
    element.textContent?.replace(/\s+/g, ' ').trim(),
  );
const links = (document: Document, selector: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>(selector)].map((link) => [
    link.textContent?.trim(),
    link.getAttribute('href'),
  ]);

describe('the writing’s pages', () => {
  it('writes the index, a page per tag and per post and case study, per language', () => {
    expect([...pages.keys()].sort()).toEqual([
      'blog/first/index.html',
      'blog/index.html',
      'blog/second/index.html',
      'blog/tags/node/index.html',
      'blog/tags/react/index.html',
      'blog/third/index.html',
      'hi/blog/index.html',
      'hi/blog/second/index.html',
      'hi/blog/tags/react/index.html',
      'hi/projects/refill-buddy/index.html',
      'projects/refill-buddy/index.html',
    ]);
  });

  it('lists posts newest first with the date in the locale, reading time, tags and the draft mark', () => {
    const index = page('blog/index.html');
    expect(index.documentElement.lang).toBe('en');
    expect(index.title).toBe('Blog · Aarav Mehta');
    expect(texts(index, 'h1')).toEqual(['Blog']);
    expect(texts(index, '.posts h2')).toEqual(['Third post', 'Second post', 'First post']);
    expect(texts(index, '.posts .meta')[1]).toBe('10 February 2026 · 1 min read');
    expect(texts(index, '.draft-mark')).toEqual(['Draft']);
    expect(links(index, '.posts li:nth-child(2) .tags a')).toEqual([
      ['react', '/blog/tags/react/'],
      ['node', '/blog/tags/node/'],
    ]);
    expect(index.querySelector('script[src="/writing.12345678.js"]')).not.toBeNull();
    expect(index.querySelector('head script:not([src])')?.textContent).toBe(THEME_SCRIPT);
    const hindi = page('hi/blog/index.html');
    expect(texts(hindi, 'h1')).toEqual(['ब्लॉग']);
    expect(texts(hindi, '.posts .meta')).toEqual(['10 फ़रवरी 2026 · 1 मिनट में पढ़ें']);
    expect(formatDay('2026-02-10', 'hi-IN')).toBe('10 फ़रवरी 2026');
  });

  it('gives a post its dates, contents, anchors, tags, neighbours and its translation in the switch', () => {
    const second = page('blog/second/index.html');
    expect(texts(second, 'article h1')).toEqual(['Second post']);
    expect(texts(second, 'article header .meta')).toEqual([
      'Published 10 February 2026 · Updated 12 February 2026 · 1 min read',
    ]);
    expect(second.querySelector('.meta time')?.getAttribute('datetime')).toBe('2026-02-10');
    expect(links(second, '.toc a')).toEqual([
      ['One', '#one'],
      ['One and a half', '#one-and-a-half'],
      ['Two', '#two'],
      ['Three', '#three'],
    ]);
    expect(texts(second, '.toc > ol > li > ol > li')).toEqual(['One and a half']);
    expect(links(second, '.heading .anchor').map(([, href]) => href)).toEqual([
      '#one',
      '#one-and-a-half',
      '#two',
      '#three',
    ]);
    expect(links(second, 'header .tags a')).toEqual([
      ['react', '/blog/tags/react/'],
      ['node', '/blog/tags/node/'],
    ]);
    expect(links(second, '.pager a')).toEqual([
      ['Previous postFirst post', '/blog/first/'],
      ['Next postThird post', '/blog/third/'],
    ]);
    expect(links(second, 'nav[aria-label="Language"] a')).toEqual([['हिन्दी', '/hi/blog/second/']]);
    expect(second.querySelector('link[rel="alternate"][hreflang="hi"]')).not.toBeNull();
    expect(
      second.querySelector(
        '[data-copy-label="Copy code"][data-copied="Copied"] .code-block pre.shiki',
      ),
    ).not.toBeNull();
    expect(second.querySelector('[role="status"][data-copy-status]')).not.toBeNull();
  });

  it('gives no contents to a post of fewer than three sections, and sends the switch to the blog', () => {
    const first = page('blog/first/index.html');
    expect(first.querySelector('.toc')).toBeNull();
    expect(links(first, 'nav[aria-label="Language"] a')).toEqual([['हिन्दी', '/hi/blog/']]);
    expect(first.querySelector('link[rel="alternate"][hreflang="hi"]')).toBeNull();
    expect(links(first, '.pager a')).toEqual([['Next postSecond post', '/blog/second/']]);
  });

  it('lists a tag’s posts on its page, with a way back to all of them', () => {
    const react = page('blog/tags/react/index.html');
    expect(texts(react, 'h1')).toEqual(['Posts tagged “react”']);
    expect(texts(react, '.posts h2')).toEqual(['Second post', 'First post']);
    expect(links(react, 'main > p a')).toEqual([['All posts', '/blog/']]);
    expect(links(react, 'nav[aria-label="Language"] a')).toEqual([
      ['हिन्दी', '/hi/blog/tags/react/'],
    ]);
    expect(links(page('blog/tags/node/index.html'), 'nav[aria-label="Language"] a')).toEqual([
      ['हिन्दी', '/hi/blog/'],
    ]);
  });

  it('opens a case study with the project’s screenshot, tags and links', () => {
    const study = page('projects/refill-buddy/index.html');
    expect(texts(study, '.kicker')).toEqual(['Case study']);
    expect(texts(study, 'h1')).toEqual(['Refill Buddy, the story']);
    const image = study.querySelector('.screenshot img');
    expect(image?.getAttribute('alt')).toBe(catalogues.en.projects[0].imageAlt);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1600', '1000']);
    expect(
      study.querySelector('.screenshot source[type="image/avif"]')?.getAttribute('srcset'),
    ).toBe(
      '/images/projects/refill-buddy-520.0badcafe.avif 520w, /images/projects/refill-buddy-1600.0badcafe.avif 1600w',
    );
    expect(texts(study, 'header .tags li')).toEqual(sampleOwner.projects[0].tags);
    expect(links(study, 'header p a')).toEqual([
      ['Open Refill Buddy↗ (opens in a new tab)', sampleOwner.projects[0].link],
      ['All projects', '/#projects'],
    ]);
    expect(links(study, 'nav[aria-label="Language"] a')).toEqual([
      ['हिन्दी', '/hi/projects/refill-buddy/'],
    ]);
  });
});
