import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { compactCss } from '../../../scripts/site/documentCss';
import { documentPage } from '../../../scripts/site/pageShell';
import type { DocumentPageInput } from '../../../scripts/site/pageShell';
import { contentNotices, loadContent } from '../../../scripts/content/ownerFolder';
import type { LoadedContent } from '../../../scripts/content/ownerFolder';
import { owner } from '../../../src/content/settings';
import { modalDialogCss } from '../../../src/components/common/ModalDialog.styles';
import { themeControlsCss } from '../../../src/components/theme/theme.styles';
import { topBarCss } from '../../../src/components/TopBar.styles';
import { fill } from '../../../src/content/languages';
import {
  ANSWER_ATTRIBUTE,
  DOCUMENT_TEXTS_ID,
  documentTexts,
  EXPLANATION_ID,
  QUESTION_HEADING_ID,
  QUESTION_ID,
  READY_ATTRIBUTE,
  TOASTS_ID,
} from '../../../src/documents/contract';
import { THEME_TOGGLE_ATTRIBUTE } from '../../../src/startup/contract';
import { pageTextsJson } from '../../../src/app/pageTexts';
import { templateTexts } from '../../../src/texts';
import { en, hi, profileUrl, sampleContent } from '../../support/sample';

const [english, hindi] = owner.site.languages;
const SITE = 'https://writer.example.dev';
const THEME_SCRIPT = 'document.documentElement.dataset.theme="light"';
const SCRIPT = '/documents.1a2b3c4d.js';

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
    // The system's theme only where no script set one (script turned off).
    expect(css).toContain(
      '@media (prefers-color-scheme:light){:root:not([data-theme]){color-scheme:light;',
    );
    expect(css).not.toMatch(/prefers-color-scheme:light\)\{:root\{/);
  });

  it("without one, the colours follow the system's theme", () => {
    const page = parse(documentPage(post({ themeScript: undefined })));
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe(
      'dark light',
    );
    const css = page.querySelector('style')?.textContent ?? '';
    expect(css).toContain(':root:not([data-theme]){color-scheme:dark light;}');
    expect(css).toContain('--color-background:#f8fafc;');
  });

  it("puts the page's own CSS last, and leaves the bars and toasts out of print", () => {
    const css =
      parse(documentPage(post({ css: 'h2 { color: red; }' }))).querySelector('style')
        ?.textContent ?? '';
    expect(css.endsWith('h2{color:red;}')).toBe(true);
    expect(css).toContain('@media print{.top-bar,.site-footer,.toasts{display:none;}}');
  });

  it("carries the home page's CSS of the top bar, the toggle and the dialog", () => {
    const page = parse(documentPage(post()));
    const css = page.querySelector('style')?.textContent ?? '';
    expect(css).toContain(compactCss(topBarCss));
    expect(css).toContain(compactCss(themeControlsCss));
    expect(css).toContain(compactCss(modalDialogCss));
    // In the flow, at the top; the home bar's shadow, which the documents' script turns on.
    expect(css).toContain('.top-bar{position:sticky;top:0;}');
    expect(css).toContain(".top-bar[data-scrolled='true']{box-shadow:");
    expect(css).not.toContain('animation-timeline');
    expect(page.querySelector('header.top-bar')?.getAttribute('data-scrolled')).toBe('false');
  });
});

/** The top bar's controls in reading order: what each is and how a screen reader names it. */
const barControls = (page: Document) =>
  [...page.querySelectorAll<HTMLElement>('header.top-bar a, header.top-bar button')].map(
    (control) => ({
      tag: control.tagName.toLowerCase(),
      href: control.getAttribute('href'),
      name: control.getAttribute('aria-label') ?? control.textContent,
      ...(control.hasAttribute('hreflang') ? { hreflang: control.getAttribute('hreflang') } : {}),
      ...(control.hasAttribute('aria-current')
        ? { current: control.getAttribute('aria-current') }
        : {}),
    }),
  );

describe("the page shell: the site's top bar", () => {
  it("is the home page's: logo home, Blog, the language switch, the toggle, Contact", () => {
    const page = parse(documentPage(post({ script: SCRIPT })));
    expect(barControls(page)).toEqual([
      { tag: 'a', href: '/', name: "AMBack to Aarav Mehta's portfolio" },
      { tag: 'a', href: '/blog/', name: 'Blog' },
      { tag: 'a', href: '/hi/blog/first-post/', name: 'हिन्दी', hreflang: 'hi' },
      { tag: 'button', href: null, name: 'Switch to light mode' },
      { tag: 'a', href: '/#contact', name: 'Contact me' },
    ]);
    // The logo's letters are not read out; the link is named by its hidden words.
    const logo = page.querySelector('.top-bar-logo');
    expect(logo?.querySelector('[aria-hidden="true"]')?.textContent).toBe(owner.logoText);
    expect(logo?.querySelector('.visually-hidden')?.textContent).toBe(
      "Back to Aarav Mehta's portfolio",
    );
    expect(page.querySelector('nav.top-bar-languages')?.getAttribute('aria-label')).toBe(
      'Language',
    );
    expect(page.querySelector('.top-bar-languages a')?.getAttribute('lang')).toBe('hi');
    // Each icon is drawing only.
    for (const svg of page.querySelectorAll('header svg')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('draws the toggle as the home page does, and shows it only with script', () => {
    const page = parse(documentPage(post({ script: SCRIPT })));
    const toggle = page.querySelector(`button[${THEME_TOGGLE_ATTRIBUTE}]`);
    expect(toggle?.getAttribute('type')).toBe('button');
    expect(toggle?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(toggle?.className).toBe('theme-toggle');
    expect(toggle?.hasAttribute(READY_ATTRIBUTE)).toBe(false);
    // Named by its aria-label alone: its glyph is the CSS's, which checkers do not take for text.
    expect(toggle?.textContent).toBe('');
    const css = page.querySelector('style')?.textContent ?? '';
    // Without script no theme script set data-theme: no toggle. With it, its room is kept
    // while the documents' script comes, so nothing moves.
    expect(css).toContain(`:root:not([data-theme]) [${THEME_TOGGLE_ATTRIBUTE}]{display:none;}`);
    expect(css).toContain(
      `[${THEME_TOGGLE_ATTRIBUTE}]:not([${READY_ATTRIBUTE}]){visibility:hidden;}`,
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
          script: SCRIPT,
        }),
      ),
    );
    expect(page.documentElement.lang).toBe('hi');
    expect(barControls(page)).toEqual([
      {
        tag: 'a',
        href: '/hi/',
        name: `${owner.logoText}${fill(hi.documents.backToSite, { name: hi.name })}`,
      },
      { tag: 'a', href: '/hi/blog/', name: 'ब्लॉग', current: 'page' },
      { tag: 'a', href: '/blog/', name: 'English', hreflang: 'en' },
      { tag: 'button', href: null, name: hi.themeToggle.toLight },
      { tag: 'a', href: '/hi/#contact', name: hi.topBar.contactMe },
    ]);
    expect(page.querySelector('nav.top-bar-languages')?.getAttribute('aria-label')).toBe('भाषा');
    expect(links(page, 'footer a')[0]).toEqual({ href: '/hi/privacy/', text: 'निजता सूचना' });
  });

  it('has no blog link unless given one, and no toggle without the script', () => {
    const page = parse(documentPage(post({ blogPath: undefined })));
    expect(barControls(page).map(({ href }) => href)).toEqual([
      '/',
      '/hi/blog/first-post/',
      '/#contact',
    ]);
    expect(page.querySelector('dialog, #toasts, script[type="application/json"]')).toBeNull();
  });
});

describe('the page shell: the theme dialog', () => {
  const page = () => parse(documentPage(post({ script: SCRIPT })));

  it('loads the documents’ script, deferred, from the head', () => {
    const scripts = [...page().querySelectorAll('head script[src]')];
    expect(
      scripts.map((script) => [script.getAttribute('src'), script.hasAttribute('defer')]),
    ).toEqual([[SCRIPT, true]]);
  });

  it("has the home page's two dialogs, closed, in its language", () => {
    const question = page().getElementById(QUESTION_ID) as HTMLDialogElement;
    expect(question.tagName).toBe('DIALOG');
    expect(question.hasAttribute('open')).toBe(false);
    expect(question.getAttribute('aria-labelledby')).toBe(QUESTION_HEADING_ID);
    expect(question.querySelector(`#${QUESTION_HEADING_ID}`)?.textContent).toBe(
      "You don't like dark mode?",
    );
    expect(
      [...question.querySelectorAll('button')].map((button) => [
        button.textContent,
        button.getAttribute(ANSWER_ATTRIBUTE),
      ]),
    ).toEqual([
      ['Yes', 'yes'],
      ['No', 'no'],
    ]);
    const explanation = page().getElementById(EXPLANATION_ID) as HTMLDialogElement;
    expect(explanation.hasAttribute('open')).toBe(false);
    expect(explanation.querySelector('h2')?.textContent).toBe(
      'Explain yourself! Why do you want light mode?',
    );
    const reasons = explanation.querySelector('textarea');
    expect(reasons?.getAttribute('placeholder')).toBe('Tell me your reasons...');
    expect(explanation.querySelector(`label[for="${reasons?.id}"]`)?.textContent).toBe(
      'Your reasons',
    );
    expect(
      [...explanation.querySelectorAll('button')].map((button) => [
        button.textContent,
        button.getAttribute('type'),
      ]),
    ).toEqual([
      ['Cancel', 'button'],
      ['Submit', 'submit'],
    ]);
  });

  it("has the toasts' live region and the script's words, from the page's catalogue", () => {
    const region = page().getElementById(TOASTS_ID);
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.childElementCount).toBe(0);
    const block = page().getElementById(DOCUMENT_TEXTS_ID);
    expect(block?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(block?.textContent ?? '')).toEqual(documentTexts(en));
  });

  it('writes texts no one can end the data block with', () => {
    const forked = { ...en, messages: { ...en.messages, nightOwl: '</script><b>owl' } };
    const html = documentPage(post({ texts: forked, script: SCRIPT }));
    expect(html).not.toContain('</script><b>');
    const block = parse(html).getElementById(DOCUMENT_TEXTS_ID);
    expect(JSON.parse(block?.textContent ?? '').messages.nightOwl).toBe('</script><b>owl');
  });
});

describe('the page shell: content and footer', () => {
  it("has the content, then the home page's footer", () => {
    const page = parse(documentPage(post()));
    expect(page.querySelector('main')?.innerHTML).toBe('<h1>First post</h1><p>Hello.</p>');
    expect(page.querySelector('footer p')?.textContent).toBe(
      `© Aarav Mehta ${owner.copyrightYear}`,
    );
    expect(links(page, 'footer a')[0]).toEqual({ href: '/privacy/', text: 'Privacy notice' });
    const profiles = page.querySelector('footer nav');
    expect(profiles?.getAttribute('aria-label')).toBe(en.footer.socialProfiles);
    expect(
      [...(profiles?.querySelectorAll('a') ?? [])].map((a) => [
        a.getAttribute('aria-label'),
        a.getAttribute('href'),
        a.target,
        a.rel,
      ]),
    ).toEqual(
      (['LinkedIn', 'Twitter', 'Instagram'] as const).map((network, index) => [
        `${['LinkedIn', 'Twitter/X', 'Instagram'][index]} (opens in a new tab)`,
        profileUrl(network),
        '_blank',
        'noopener noreferrer',
      ]),
    );
  });

  it('marks the privacy link as the current page on the privacy notice', () => {
    const page = parse(
      documentPage(post({ path: '/privacy/', alternates: [{ code: 'hi', path: '/hi/privacy/' }] })),
    );
    expect(links(page, 'footer p a')).toEqual([
      { href: '/privacy/', text: 'Privacy notice', current: 'page' },
    ]);
  });

  it('escapes every text it is given', () => {
    const forked = {
      ...en,
      name: 'A <b>&',
      writingSection: { ...en.writingSection, blogLink: '<i>Blog</i>' },
    };
    const html = documentPage(
      post({
        texts: forked,
        title: '<script>x</script>',
        description: '"quoted" & <tagged>',
        script: '/d.js?a=1&b="2"',
      }),
    );
    const page = parse(html);
    expect(page.title).toBe('<script>x</script>');
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '"quoted" & <tagged>',
    );
    expect(page.querySelector('.top-bar-logo .visually-hidden')?.textContent).toBe(
      "Back to A <b>&'s portfolio",
    );
    expect(page.querySelector('.top-bar-blog')?.textContent).toBe('<i>Blog</i>');
    expect(page.querySelector('header b, header i, footer b')).toBeNull();
    expect(page.querySelector('head script[src]')?.getAttribute('src')).toBe('/d.js?a=1&b="2"');
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
    const read = ownerFolder({ en: { documents: { backToSite: 'Home of {name}' } } });
    expect(read.warnings).toEqual([]);
    expect(read.catalogues.en.documents).toEqual({
      ...templateTexts.en.documents,
      backToSite: 'Home of {name}',
    });
    // The owner's English word does not reach the Hindi page: it keeps the template's Hindi.
    expect(read.catalogues.hi.documents).toEqual(templateTexts.hi.documents);
    const page = parse(documentPage(post({ texts: read.catalogues.en })));
    expect(page.querySelector('.top-bar-logo .visually-hidden')?.textContent).toBe(
      `Home of ${en.name}`,
    );
  });

  it('warn of an empty text or a key of no text, and the page keeps a text of its language', () => {
    const read = ownerFolder({ hi: { documents: { backToSite: '', siteLink: 'साइट' } } });
    expect(read.warnings).toEqual([
      {
        path: 'content/words/hi.yaml: documents.siteLink',
        message: 'is not a text of this release; it is ignored. Remove it, or check its spelling.',
      },
      {
        path: 'content/words/hi.yaml: documents.backToSite',
        message: expect.stringMatching(/^is empty\. Write it, or remove the line\./),
      },
    ]);
    expect(read.catalogues.hi.documents).toEqual(templateTexts.hi.documents);
    expect(read.catalogues.hi.documents).not.toHaveProperty('siteLink');
    expect(contentNotices(read)).toEqual([
      `Warning: content/words/hi.yaml: documents.siteLink: ${read.warnings[0].message}`,
      `Warning: content/words/hi.yaml: documents.backToSite: ${read.warnings[1].message}`,
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
    expect(page.querySelector('.top-bar-logo .visually-hidden')?.textContent).toBe(
      fill(templateTexts.hi.documents.backToSite, { name: hi.name }),
    );
  });

  it('fall back to the default language where the template has no translation, listed', () => {
    // A language of the site the template ships no texts in: its words file gives only some.
    const read = ownerFolder(
      { mr: { name: 'आरव मेहता', writingSection: { blogLink: 'ब्लॉग' } } },
      { code: 'mr', name: 'मराठी', locale: 'mr-IN' },
    );
    expect(read.warnings).toEqual([]);
    expect(read.catalogues.mr.writingSection).toEqual({
      ...read.catalogues.en.writingSection,
      blogLink: 'ब्लॉग',
    });
    expect(read.untranslated.mr).toEqual(
      expect.arrayContaining(['documents.backToSite', 'writingSection.heading']),
    );
    expect(read.untranslated.mr).not.toContain('writingSection.blogLink');
    expect(read.untranslated.mr).not.toContain('name');
    expect(read.untranslated).toMatchObject({ en: [], hi: [] });
    expect(contentNotices(read)).toEqual([
      expect.stringMatching(
        /^Untranslated: mr \(मराठी\) shows \d+ texts in en; translate them in content\/words\/mr\.yaml: .*writingSection\.heading, writingSection\.allPosts, .*documents\.backToSite/,
      ),
    ]);
  });
});
