import { fill, privacyPath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { theme } from '../../src/styles/theme';
import { escapeMarkup } from '../site/logo';
import { writingTies } from '../site/siteFiles';
import type { Writing } from '../writing/types';
import { documentPage } from '../site/pageShell';
import { BROWSER_ITEMS, STORED_RECORDS } from './facts';
import type { PrivacyFacts } from './facts';

/**
 * The privacy notice of one language: a page of its own, written by the build on the page shell
 * (scripts/site/pageShell.ts), that needs no script to be read (its inline script applies the
 * stored theme, the documents' script runs the theme toggle). The words are the catalogue's `privacy` texts; the facts (records, fields,
 * services) come from facts.ts.
 */

export interface PrivacyPageInput {
  owner: OwnerContent;
  language: PageLanguage;
  texts: Catalogue;
  facts: PrivacyFacts;
  /** The inline script that applies the stored theme (src/startup/inline/theme.ts). */
  themeScript: string;
  /** The documents' script, from the site's root (the page shell's `script`). */
  script?: string;
  siteUrl?: string;
  /** What the writing step made: the language's feeds and blog are linked when it has posts. */
  writing?: Writing;
}

/** A catalogue text as markup: escaped, then its placeholders filled with ready markup. */
const say = (text: string, values: Record<string, string> = {}) => fill(escapeMarkup(text), values);

const code = (text: string) => `<code>${escapeMarkup(text)}</code>`;

/** The notice's own rules, on top of the page shell's document CSS. */
const NOTICE_CSS = `
h2 { padding-top: 1rem; border-top: 1px solid ${theme.colors.border}; }
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

export function privacyPageHtml({
  owner,
  language,
  texts,
  facts,
  themeScript,
  script,
  siteUrl,
  writing,
}: PrivacyPageInput): string {
  const notice = texts.privacy;
  const name = texts.name;
  const email = `<a href="mailto:${escapeMarkup(facts.ownerEmail)}">${escapeMarkup(facts.ownerEmail)}</a>`;
  const values = { name: escapeMarkup(name), email, limit: String(facts.limit) };
  const heading = (id: string, text: string) => `<h2 id="${id}">${say(text)}</h2>`;
  const main = `
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
`;
  return documentPage({
    owner,
    language,
    texts,
    path: privacyPath(owner.site, language.code),
    title: `${notice.title} · ${name}`,
    description: fill(notice.description, { name }),
    alternates: owner.site.languages
      .filter((other) => other.code !== language.code)
      .map((other) => ({ code: other.code, path: privacyPath(owner.site, other.code) })),
    themeScript,
    script,
    css: NOTICE_CSS,
    main,
    siteUrl,
    ...writingTies(owner, language, texts, siteUrl, writing),
  });
}
