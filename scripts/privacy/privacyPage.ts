import { fill, pagePath, privacyPath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/locales/en';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { GLOBAL_CSS } from '../../src/styles/globalCss';
import { theme } from '../../src/styles/theme';
import { escapeMarkup } from '../site/logo';
import { siteRoot } from '../site/siteFiles';
import { BROWSER_ITEMS, STORED_RECORDS } from './facts';
import type { PrivacyFacts } from './facts';

/**
 * The privacy notice of one language: a page of its own, written whole by the build, that needs
 * no script to be read (its one inline script applies the stored theme). The words are the
 * catalogue's `privacy` texts; the facts (records, fields, services) come from facts.ts.
 */

export interface PrivacyPageInput {
  owner: OwnerContent;
  language: PageLanguage;
  texts: Catalogue;
  facts: PrivacyFacts;
  /** The inline script that applies the stored theme (src/startup/inline/theme.ts). */
  themeScript: string;
  siteUrl?: string;
}

/** A catalogue text as markup: escaped, then its placeholders filled with ready markup. */
const say = (text: string, values: Record<string, string> = {}) => fill(escapeMarkup(text), values);

const code = (text: string) => `<code>${escapeMarkup(text)}</code>`;

/** The notice's own layout, on top of the page-wide CSS (palettes, type, focus ring). */
const DOCUMENT_CSS = `
body { font-size: 1.0625rem; }
.top, main, footer { max-width: 46rem; margin: 0 auto; padding: 1rem clamp(1rem, 4vw, 2rem); }
.top { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.75rem 1.5rem; }
.top a, footer a { display: inline-block; padding: 0.5rem 0; }
h1 { font-size: clamp(1.75rem, 6vw, 2.5rem); line-height: var(--line-height-heading); margin: 0.5rem 0 1rem; }
h2 { font-size: 1.375rem; line-height: var(--line-height-heading); margin: 2.25rem 0 0.75rem; padding-top: 1rem; border-top: 1px solid ${theme.colors.border}; }
h3 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
p, ul { margin: 0 0 0.75rem; }
li { margin-bottom: 0.375rem; }
code { font-size: 0.95em; padding: 0.05em 0.3em; border-radius: 0.25rem; background: ${theme.colors.surfaceRaised}; overflow-wrap: anywhere; }
footer { color: ${theme.colors.textMuted}; border-top: 1px solid ${theme.colors.border}; margin-top: 2rem; }
`;

function recordSection(texts: Catalogue['privacy'], facts: PrivacyFacts, name: string) {
  return STORED_RECORDS.map(({ key, path, fields }) => {
    const values = { record: code(path), name: escapeMarkup(name), limit: String(facts.limit) };
    return [
      `<h3>${say(texts[`${key}Heading`])}</h3>`,
      `<p>${say(texts[`${key}Where`], values)}</p>`,
      '<ul>',
      ...fields.map((field) => `<li>${code(field)}: ${say(texts.fields[field])}</li>`),
      '</ul>',
      ...(key === 'profile' ? [`<p>${say(texts.profileServerTime)}</p>`] : []),
      `<p>${say(texts[`${key}Why`], values)}</p>`,
    ].join('\n');
  }).join('\n');
}

function recipients(texts: Catalogue['privacy'], facts: PrivacyFacts, name: string) {
  const owner = escapeMarkup(name);
  const items = [
    say(texts.google),
    say(texts.formService, { service: code(facts.formService), name: owner }),
    // Only what this build uses: no analytics or reCAPTCHA, no word of them.
    ...(facts.analytics
      ? [say(texts.analytics, { service: code(facts.analytics), name: owner })]
      : []),
    ...(facts.appCheck ? [say(texts.appCheck)] : []),
  ];
  return ['<ul>', ...items.map((item) => `<li>${item}</li>`), '</ul>'].join('\n');
}

function browserItems(texts: Catalogue['privacy']) {
  return [
    '<ul>',
    ...BROWSER_ITEMS.map(
      ({ key, name, place }) =>
        `<li>${code(name)} (${say(texts[place])}): ${say(texts.storage[key])}</li>`,
    ),
    '</ul>',
  ].join('\n');
}

/** The notice of every language, then x-default: the default language's. */
function alternates(owner: OwnerContent, siteUrl?: string) {
  const root = siteRoot(owner, siteUrl);
  const href = (languageCode: string) => new URL(privacyPath(owner.site, languageCode), root).href;
  return [
    ...owner.site.languages.map((language) => ({
      hreflang: language.code,
      href: href(language.code),
    })),
    { hreflang: 'x-default', href: href(owner.site.defaultLanguage) },
  ];
}

export function privacyPageHtml({
  owner,
  language,
  texts,
  facts,
  themeScript,
  siteUrl,
}: PrivacyPageInput): string {
  const notice = texts.privacy;
  const name = texts.name;
  const url = new URL(privacyPath(owner.site, language.code), siteRoot(owner, siteUrl)).href;
  const email = `<a href="mailto:${escapeMarkup(facts.ownerEmail)}">${escapeMarkup(facts.ownerEmail)}</a>`;
  const values = { name: escapeMarkup(name), email, limit: String(facts.limit) };
  const others = owner.site.languages.filter((other) => other.code !== language.code);
  const heading = (id: string, text: string) => `<h2 id="${id}">${say(text)}</h2>`;
  return `<!doctype html>
<html lang="${escapeMarkup(language.code)}" data-theme="dark">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<script>${themeScript}</script>
<title>${say(notice.title)} · ${escapeMarkup(name)}</title>
<meta name="description" content="${say(notice.description, { name: escapeMarkup(name) })}" />
<link rel="canonical" href="${escapeMarkup(url)}" />
${alternates(owner, siteUrl)
  .map(
    ({ hreflang, href }) =>
      `<link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}" />`,
  )
  .join('\n')}
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<style>${GLOBAL_CSS}${DOCUMENT_CSS}</style>
</head>
<body>
<header class="top">
<a href="${escapeMarkup(pagePath(owner.site, language.code))}">${say(notice.backToSite, { name: escapeMarkup(name) })}</a>
${others
  .map(
    (other) =>
      `<a href="${escapeMarkup(privacyPath(owner.site, other.code))}" hreflang="${escapeMarkup(other.code)}" lang="${escapeMarkup(other.code)}">${escapeMarkup(other.name)}</a>`,
  )
  .join('\n')}
</header>
<main>
<h1>${say(notice.title)}</h1>
<p>${say(notice.intro, values)}</p>
<section aria-labelledby="controller">
${heading('controller', notice.controllerHeading)}
<p>${say(notice.controller, values)}</p>
</section>
<section aria-labelledby="kept">
${heading('kept', notice.keptHeading)}
<p>${say(notice.keptIntro)}</p>
${recordSection(notice, facts, name)}
</section>
<section aria-labelledby="recipients">
${heading('recipients', notice.recipientsHeading)}
${recipients(notice, facts, name)}
<p>${say(notice.nobodyElse)}</p>
</section>
<section aria-labelledby="browser">
${heading('browser', notice.browserHeading)}
<p>${say(notice.browserIntro)}</p>
${browserItems(notice)}
<p>${say(notice.browserClear)}</p>
</section>
<section aria-labelledby="rights">
${heading('rights', notice.rightsHeading)}
<p>${say(notice.deleteAccount)}</p>
<p>${say(notice.deleteMessages, values)}</p>
<p>${say(notice.legalBasis)}</p>
<p>${say(notice.complaint)}</p>
</section>
</main>
<footer><p>${say(texts.footer.copyright, { name: escapeMarkup(name), year: String(owner.copyrightYear) })}</p></footer>
</body>
</html>
`;
}
