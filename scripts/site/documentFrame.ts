import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArticleIcon, ContentIcon, GlobeIcon, MailIcon } from '../../src/components/common/icons';
import { profilesShown } from '../../src/components/common/networks';
import { fill, pagePath, privacyPath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import {
  ANSWER_ATTRIBUTE,
  CANCEL_ATTRIBUTE,
  DOCUMENT_TEXTS_ID,
  documentTexts,
  EXPLANATION_HEADING_ID,
  EXPLANATION_ID,
  QUESTION_HEADING_ID,
  QUESTION_ID,
  REASONS_ID,
  TOASTS_ID,
} from '../../src/documents/contract';
import { THEME_TOGGLE_ATTRIBUTE } from '../../src/startup/contract';
import { escapeMarkup } from './logo';

/**
 * What the page shell (pageShell.ts) draws around every document's own content, in the home
 * page's markup and classes: the top bar (components/TopBar.tsx), the footer
 * (components/sections/Footer.tsx) and, for the documents' script, the theme dialog closed,
 * the toasts' live region and the script's words.
 */

/** The page the frame is drawn for: its owner, language, words and address. */
export interface FramedPage {
  owner: OwnerContent;
  language: PageLanguage;
  /** The catalogue of `language`. */
  texts: Catalogue;
  /** The page's address from the site's root: '/hi/blog/'. */
  path: string;
  /** The language's blog: a top link to it; none when left out. */
  blogPath?: string;
}

/** Another language of the site, with the page's address in it. */
export type OtherLanguage = PageLanguage & { path: string };

const current = (href: string, path: string) => (href === path ? ' aria-current="page"' : '');

/** An icon of the home page's (components/common/icons.tsx), as markup. */
const icon = (Icon: ComponentType) => renderToStaticMarkup(createElement(Icon));

/** The theme toggle, as components/theme/ThemeToggle.tsx draws it in the default theme. */
function themeToggle(texts: Catalogue): string {
  return [
    // No content: its glyph is the CSS's, as on the home page (theme.styles.ts).
    `<button class="theme-toggle" type="button" ${THEME_TOGGLE_ATTRIBUTE}="" aria-haspopup="dialog" aria-label="${escapeMarkup(texts.themeToggle.toLight)}">`,
    '</button>',
  ].join('');
}

/** The top bar: logo, blog, language switch, the toggle (`withToggle`: with script), Contact. */
export function topBar(input: FramedPage, others: OtherLanguage[], withToggle: boolean): string {
  const { owner, language, texts, path, blogPath } = input;
  const home = pagePath(owner.site, language.code);
  const logo = `<a class="top-bar-logo" href="${escapeMarkup(home)}"><span aria-hidden="true">${escapeMarkup(owner.logoText)}</span><span class="visually-hidden">${escapeMarkup(fill(texts.documents.backToSite, { name: texts.name }))}</span></a>`;
  const blog = blogPath
    ? `<a class="top-bar-blog" href="${escapeMarkup(blogPath)}"${current(blogPath, path)}>${icon(ArticleIcon)}<span class="top-bar-blog-label">${escapeMarkup(texts.writingSection.blogLink)}</span></a>`
    : '';
  const switches = others
    .map(
      (other) =>
        `<li><a href="${escapeMarkup(other.path)}" hreflang="${escapeMarkup(other.code)}" lang="${escapeMarkup(other.code)}">${icon(GlobeIcon)}<span class="top-bar-language-name">${escapeMarkup(other.name)}</span></a></li>`,
    )
    .join('');
  const languages = switches
    ? `<nav class="top-bar-languages" aria-label="${escapeMarkup(texts.topBar.language)}"><ul>${switches}</ul></nav>`
    : '';
  const contact = `<a class="button button--secondary top-bar-contact" href="${escapeMarkup(`${home}#contact`)}" aria-label="${escapeMarkup(texts.topBar.contactMe)}">${icon(MailIcon)}<span class="top-bar-contact-label">${escapeMarkup(texts.topBar.contact)}</span></a>`;
  return [
    '<header class="top-bar" data-scrolled="false">',
    logo,
    '<div class="top-bar-actions">',
    blog,
    languages,
    withToggle ? themeToggle(texts) : '',
    contact,
    '</div>',
    '</header>',
  ].join('');
}

/** The footer: copyright, the language's privacy notice, the owner's profiles. */
export function footer({ owner, language, texts, path }: FramedPage): string {
  const copyright = fill(texts.footer.copyright, {
    name: texts.name,
    year: String(owner.copyrightYear),
  });
  const privacy = privacyPath(owner.site, language.code);
  const profiles = profilesShown(owner, 'footer')
    .map(({ label, href, icon: drawn }) => {
      const glyph = renderToStaticMarkup(createElement(ContentIcon, { icon: drawn }));
      return `<li><a class="icon-control" href="${escapeMarkup(href)}" target="_blank" rel="noopener noreferrer" aria-label="${escapeMarkup(`${label} ${texts.common.newTab}`)}">${glyph}</a></li>`;
    })
    .join('');
  return [
    '<footer class="site-footer">',
    `<p>${escapeMarkup(copyright)}</p>`,
    `<p><a href="${escapeMarkup(privacy)}"${current(privacy, path)}>${escapeMarkup(texts.footer.privacy)}</a></p>`,
    `<nav aria-label="${escapeMarkup(texts.footer.socialProfiles)}"><ul>${profiles}</ul></nav>`,
    '</footer>',
  ].join('');
}

/**
 * The theme dialog, closed, in the markup of components/theme/ThemeDialog.tsx: the question
 * (its words the documents' script sets for each step) and the explanation modal; then the
 * toasts' live region and the words the script shows, as JSON in which no text can end the
 * <script> element.
 */
export function themeDialog(texts: Catalogue): string {
  const words = texts.themeDialog;
  const button = (primary: boolean, attributes: string, text: string) =>
    `<button class="theme-dialog-button${primary ? ' theme-dialog-button--primary' : ''}" ${attributes}>${escapeMarkup(text)}</button>`;
  return [
    `<dialog id="${QUESTION_ID}" class="modal-backdrop" aria-labelledby="${QUESTION_HEADING_ID}"><div class="modal-panel">`,
    `<h2 class="theme-dialog-heading" id="${QUESTION_HEADING_ID}">${escapeMarkup(words.questions[0])}</h2>`,
    '<div class="theme-dialog-actions">',
    button(true, `type="button" ${ANSWER_ATTRIBUTE}="yes"`, words.yes),
    button(false, `type="button" ${ANSWER_ATTRIBUTE}="no"`, words.no),
    '</div></div></dialog>',
    `<dialog id="${EXPLANATION_ID}" class="modal-backdrop" aria-labelledby="${EXPLANATION_HEADING_ID}"><div class="modal-panel">`,
    `<h2 class="theme-dialog-heading" id="${EXPLANATION_HEADING_ID}">${escapeMarkup(words.explanationHeading)}</h2>`,
    '<form method="dialog">',
    `<label class="theme-dialog-label" for="${REASONS_ID}">${escapeMarkup(words.reasonsLabel)}</label>`,
    `<textarea class="theme-dialog-reasons" id="${REASONS_ID}" rows="4" placeholder="${escapeMarkup(words.reasonsPlaceholder)}"></textarea>`,
    '<div class="theme-dialog-actions">',
    button(false, `type="button" ${CANCEL_ATTRIBUTE}=""`, words.cancel),
    button(true, 'type="submit"', words.submit),
    '</div></form></div></dialog>',
    `<div class="toasts" id="${TOASTS_ID}" role="status"></div>`,
    `<script type="application/json" id="${DOCUMENT_TEXTS_ID}">${JSON.stringify(documentTexts(texts)).replace(/</g, '\\u003c')}</script>`,
  ].join('\n');
}
