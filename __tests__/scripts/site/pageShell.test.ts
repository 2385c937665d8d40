import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { compactCss, documentPage } from '../../../scripts/site/pageShell';
import type { DocumentPageInput } from '../../../scripts/site/pageShell';
import { contentNotices, loadContent } from '../../../scripts/content/ownerFolder';
import type { LoadedContent } from '../../../scripts/content/ownerFolder';
import { owner } from '../../../src/content/settings';
import { pageTextsJson } from '../../../src/app/pageTexts';
import { templateTexts } from '../../../src/texts';
import { en, hi, sampleContent } from '../../support/sample';

const [english, hindi] = owner.site.languages;
const SITE = 'https://writer.example.dev';
const THEME_SCRIPT = 'document.documentElement.dataset.theme="light"';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** An English post translated into Hindi, on the site's own address. */
const post = (extra: Partial<DocumentPageInput> = {}): DocumentPageInput => ({
  owner,
  language: english,
  texts: en,
  path: '/blog/first-post/',
  title: 'First post · Aarav Mehta',
  description: 'What I learnt.',
  alternates: [{ code: 'hi', path: '/hi/blog/first-post/' }],
  themeScript: THEME_SCRIPT,
  main: '<h1>First post</h1><p>Hello.</p>',
  blogPath: '/blog/',
  siteUrl: SITE,
  ...extra,
});

const links = (page: Document, selector: string) =>
  [...page.querySelectorAll<HTMLAnchorElement>(selector)].map((a) => ({
    href: a.getAttribute('href'),
    text: a.textContent,
    ...(a.hasAttribute('hreflang') ? { hreflang: a.hreflang, lang: a.lang } : {}),
    ...(a.hasAttribute('aria-current') ? { current: a.getAttribute('aria-current') } : {}),
  }));

const headLinks = (page: Document) =>
  [...page.querySelectorAll('head link[rel="canonical"], head link[rel="alternate"]')].map(
    (link) => [link.getAttribute('rel'), link.getAttribute('hreflang'), link.getAttribute('href')],
  );

describe('the page shell: head', () => {
  it('has the language, title, description, the theme script first, the icon and the CSS', () => {
    const html = documentPage(post());
    const page = parse(html);
    expect(page.documentElement.lang).toBe('en');
    expect(page.title).toBe('First post · Aarav Mehta');
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'What I learnt.',
    );
    expect(page.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    );
    // The theme is applied before anything is drawn: the script precedes the title and styles.
    const head = [...page.head.children].map((element) => element.tagName.toLowerCase());
    expect(head.indexOf('script')).toBeLessThan(head.indexOf('style'));
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelector('script')?.textContent).toBe(THEME_SCRIPT);
    expect(page.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.png');
    expect(page.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('names its address and its translations, with the default language as x-default', () => {
    expect(headLinks(parse(documentPage(post())))).toEqual([
      ['canonical', null, `${SITE}/blog/first-post/`],
      ['alternate', 'en', `${SITE}/blog/first-post/`],
      ['alternate', 'hi', `${SITE}/hi/blog/first-post/`],
      ['alternate', 'x-default', `${SITE}/blog/first-post/`],
    ]);
    const translation = post({
      language: hindi,
      texts: hi,
      path: '/hi/blog/first-post/',
      alternates: [{ code: 'en', path: '/blog/first-post/' }],
    });
    expect(headLinks(parse(documentPage(translation)))).toEqual([
      ['canonical', null, `${SITE}/hi/blog/first-post/`],
      ['alternate', 'hi', `${SITE}/hi/blog/first-post/`],
      ['alternate', 'en', `${SITE}/blog/first-post/`],
      ['alternate', 'x-default', `${SITE}/blog/first-post/`],
    ]);
  });

  it("takes its addresses from site.yaml's site URL when the build gives none", () => {
    const page = parse(documentPage(post({ siteUrl: undefined })));
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      new URL('/blog/first-post/', owner.site.url).href,
    );
  });

  it('names no alternate for a language that only has a stand-in page', () => {
    const untranslated = post({ alternates: [{ code: 'hi', path: '/hi/blog/', standIn: true }] });
    const page = parse(documentPage(untranslated));
    expect(headLinks(page)).toEqual([['canonical', null, `${SITE}/blog/first-post/`]]);
    // The switch still leads the Hindi reader somewhere in Hindi.
    expect(links(page, 'header nav[aria-label="Language"] a')).toEqual([
      { href: '/hi/blog/', text: 'हिन्दी', hreflang: 'hi', lang: 'hi' },
    ]);
  });

  it('adds the head markup it is given, before its styles', () => {
    const feed =
      '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Blog" />';
    const html = documentPage(post({ head: feed }));
    expect(html).toContain(feed);
    expect(html.indexOf(feed)).toBeLessThan(html.indexOf('<style>'));
  });

  it('a page not to be indexed says so, and names no address', () => {
    const page = parse(documentPage(post({ noindex: true })));
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(headLinks(page)).toEqual([]);
  });
});

describe('the page shell: themes', () => {
  it('with the theme script, both palettes switch on <html data-theme>', () => {
    const css = parse(documentPage(post())).querySelector('style')?.textContent ?? '';
    expect(css).toContain(`:root[data-theme='light']{color-scheme:light;`);
    expect(css).not.toContain('prefers-color-scheme');
  });

  it("without one, the colours follow the system's theme", () => {
    const page = parse(documentPage(post({ themeScript: undefined })));
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe(
      'dark light',
    );
    const css = page.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@media (prefers-color-scheme:light){:root{color-scheme:light;');
    expect(css).toContain('--color-background:#f8fafc;');
  });

  it("puts the page's own CSS last, and leaves the links and footer out of print", () => {
    const css =
      parse(documentPage(post({ css: 'h2 { color: red; }' }))).querySelector('style')
        ?.textContent ?? '';
    expect(css.endsWith('h2{color:red;}')).toBe(true);
    expect(css).toContain('@media print{.top,footer{display:none;}}');
  });
});

describe('the page shell: top links, content and footer', () => {
  it('links home, the blog and the same page in the other language, in reading order', () => {
    const page = parse(documentPage(post()));
    expect(links(page, 'header.top a')).toEqual([
      { href: '/', text: "Back to Aarav Mehta's portfolio" },
      { href: '/blog/', text: 'Blog' },
      { href: '/hi/blog/first-post/', text: 'हिन्दी', hreflang: 'hi', lang: 'hi' },
    ]);
    expect(page.querySelector('main')?.innerHTML).toBe('<h1>First post</h1><p>Hello.</p>');
    expect(links(page, 'footer a')).toEqual([{ href: '/privacy/', text: 'Privacy notice' }]);
    expect(page.querySelector('footer p')?.textContent).toBe(
      `© Aarav Mehta ${owner.copyrightYear}`,
    );
  });

  it('in Hindi: Hindi words, Hindi addresses, the English page named in English', () => {
    const page = parse(
      documentPage(
        post({
          language: hindi,
          texts: hi,
          path: '/hi/blog/',
          blogPath: '/hi/blog/',
          alternates: [{ code: 'en', path: '/blog/' }],
        }),
      ),
    );
    expect(page.documentElement.lang).toBe('hi');
    expect(links(page, 'header.top a')).toEqual([
      { href: '/hi/', text: 'आरव मेहता के पोर्टफ़ोलियो पर वापस जाएँ' },
      { href: '/hi/blog/', text: 'ब्लॉग', current: 'page' },
      { href: '/blog/', text: 'English', hreflang: 'en', lang: 'en' },
    ]);
    expect(page.querySelector('header nav')?.getAttribute('aria-label')).toBe('साइट');
    expect(links(page, 'footer a')).toEqual([{ href: '/hi/privacy/', text: 'निजता सूचना' }]);
  });

  it("has no blog link unless given one, and the page's own links after the shell's", () => {
    const page = parse(
      documentPage(
        post({ blogPath: undefined, links: [{ href: '/files/resume.pdf', text: 'PDF' }] }),
      ),
    );
    expect(links(page, 'header nav:first-child a').map(({ href }) => href)).toEqual([
      '/',
      '/files/resume.pdf',
    ]);
  });

  it('marks the privacy link as the current page on the privacy notice', () => {
    const page = parse(
      documentPage(post({ path: '/privacy/', alternates: [{ code: 'hi', path: '/hi/privacy/' }] })),
    );
    expect(links(page, 'footer a')).toEqual([
      { href: '/privacy/', text: 'Privacy notice', current: 'page' },
    ]);
  });

  it('escapes every text it is given', () => {
    const forked = { ...en, name: 'A <b>&', documents: { ...en.documents, blog: '<i>Blog</i>' } };
    const html = documentPage(
      post({
        texts: forked,
        title: '<script>x</script>',
        description: '"quoted" & <tagged>',
        links: [{ href: '/a?b=1&c="2"', text: '<u>PDF</u>' }],
      }),
    );
    const page = parse(html);
    expect(page.title).toBe('<script>x</script>');
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '"quoted" & <tagged>',
    );
    expect(page.querySelector('header a')?.textContent).toBe("Back to A <b>&'s portfolio");
    expect(page.querySelector('header b, header i, header u')).toBeNull();
    expect(links(page, 'header a')[2]).toEqual({ href: '/a?b=1&c="2"', text: '<u>PDF</u>' });
    expect(page.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('the page shell: what it refuses', () => {
  it('a language the site does not have, naming the page and the fix', () => {
    expect(() =>
      documentPage(
        post({
          alternates: [
            { code: 'hi', path: '/hi/' },
            { code: 'fr', path: '/fr/' },
          ],
        }),
      ),
    ).toThrow(
      'The page /blog/first-post/ names a version in "fr", which is not a language of site.yaml\'s site.languages.',
    );
  });

  it('a language switch without a way into every other language', () => {
    expect(() => documentPage(post({ alternates: [] }))).toThrow(
      /The page \/blog\/first-post\/ has no address in "hi" for the language switch\. Give its alternates one for every other language/,
    );
  });
});

/**
 * An owner's folder made from the sample (site.yaml and words/), with `words` merged into its
 * words files by language code (a file made for a code the sample has none of), and `language`
 * added to the site's, read as the build reads it.
 */
function ownerFolder(
  words: Record<string, Record<string, unknown>>,
  language?: { code: string; name: string; locale: string },
): LoadedContent {
  const root = path.resolve(__dirname, '../../..');
  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'shell-texts-'));
  try {
    const dir = path.join(tmpRoot, 'content');
    cpSync(path.join(root, 'sample', 'site.yaml'), path.join(dir, 'site.yaml'));
    cpSync(path.join(root, 'sample', 'words'), path.join(dir, 'words'), { recursive: true });
    if (language) {
      const site = parseDocument(readFileSync(path.join(dir, 'site.yaml'), 'utf8'));
      site.addIn(['site', 'languages'], language);
      writeFileSync(path.join(dir, 'site.yaml'), site.toString());
    }
    for (const [code, groups] of Object.entries(words)) {
      const file = path.join(dir, 'words', `${code}.yaml`);
      const document = parseDocument(existsSync(file) ? readFileSync(file, 'utf8') : '{}');
      for (const [key, value] of Object.entries(groups)) document.set(key, value);
      writeFileSync(file, document.toString());
    }
    return loadContent(tmpRoot, { env: { CONTENT_DIR: 'content' } });
  } finally {
    rmSync(tmpRoot, { recursive: true, force: true });
  }
}

describe("the shell's words", () => {
  it("are the template's in every language of the sample, and not shipped in the page", () => {
    for (const code of ['en', 'hi']) {
      expect(sampleContent.catalogues[code].documents).toEqual(templateTexts[code].documents);
      expect(sampleContent.untranslated[code]).toEqual([]);
    }
    expect(sampleContent.warnings).toEqual([]);
    expect(pageTextsJson(en)).not.toContain(en.documents.backToSite);
  });

  it("are the owner's where a words file has them", () => {
    const read = ownerFolder({ en: { documents: { blog: 'Writing' } } });
    expect(read.warnings).toEqual([]);
    expect(read.catalogues.en.documents).toEqual({
      ...templateTexts.en.documents,
      blog: 'Writing',
    });
    // The owner's English word does not reach the Hindi page: it keeps the template's Hindi.
    expect(read.catalogues.hi.documents).toEqual(templateTexts.hi.documents);
    const page = parse(documentPage(post({ texts: read.catalogues.en })));
    expect(links(page, 'header.top a')[1]).toEqual({ href: '/blog/', text: 'Writing' });
  });

  it('warn of an empty text or a key of no text, and the page keeps a text of its language', () => {
    const read = ownerFolder({ hi: { documents: { blog: '', siteLink: 'साइट' } } });
    expect(read.warnings).toEqual([
      {
        path: 'content/words/hi.yaml: documents.siteLink',
        message: 'is not a text of this release; it is ignored. Remove it, or check its spelling.',
      },
      {
        path: 'content/words/hi.yaml: documents.blog',
        message: expect.stringMatching(/^is empty\. Write it, or remove the line\./),
      },
    ]);
    expect(read.catalogues.hi.documents).toEqual(templateTexts.hi.documents);
    expect(read.catalogues.hi.documents).not.toHaveProperty('siteLink');
    expect(contentNotices(read)).toEqual([
      `Warning: content/words/hi.yaml: documents.siteLink: ${read.warnings[0].message}`,
      `Warning: content/words/hi.yaml: documents.blog: ${read.warnings[1].message}`,
    ]);
    const page = parse(
      documentPage(
        post({
          language: hindi,
          texts: read.catalogues.hi,
          path: '/hi/blog/',
          blogPath: '/hi/blog/',
          alternates: [{ code: 'en', path: '/blog/' }],
        }),
      ),
    );
    expect(links(page, 'header.top a')[1]).toEqual({
      href: '/hi/blog/',
      text: 'ब्लॉग',
      current: 'page',
    });
  });

  it('fall back to the default language where the template has no translation, listed', () => {
    // A language of the site the template ships no texts in: its words file gives only some.
    const read = ownerFolder(
      { mr: { name: 'आरव मेहता', documents: { blog: 'ब्लॉग' } } },
      { code: 'mr', name: 'मराठी', locale: 'mr-IN' },
    );
    expect(read.warnings).toEqual([]);
    expect(read.catalogues.mr.documents).toEqual({ ...read.catalogues.en.documents, blog: 'ब्लॉग' });
    expect(read.untranslated.mr).toEqual(
      expect.arrayContaining(['documents.backToSite', 'documents.siteLinks']),
    );
    expect(read.untranslated.mr).not.toContain('documents.blog');
    expect(read.untranslated.mr).not.toContain('name');
    expect(read.untranslated).toMatchObject({ en: [], hi: [] });
    expect(contentNotices(read)).toEqual([
      expect.stringMatching(
        /^Untranslated: mr \(मराठी\) shows \d+ texts in en; translate them in content\/words\/mr\.yaml: .*documents\.backToSite, documents\.siteLinks/,
      ),
    ]);
  });
});

describe('compactCss', () => {
  it('drops comments and white space, keeping what separates values and selectors', () => {
    expect(
      compactCss('/* why */\na , b :focus {\n  margin: 0 auto;\n  font: 1rem/1.5 x, y;\n}\n'),
    ).toBe('a,b :focus{margin:0 auto;font:1rem/1.5 x,y;}');
  });
});
