import {
  blogPath as languageBlogPath,
  caseStudyPath,
  fill,
  pagePath,
} from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { ImageManifest, ResponsiveImage } from '../../src/content/responsiveImages';
import { fallbackSrc, MIME_TYPES, srcSetOf } from '../../src/content/responsiveImages';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { theme } from '../../src/styles/theme';
import { escapeMarkup } from '../site/logo';
import { documentPage } from '../site/pageShell';
import type { LanguageVersion } from '../site/pageShell';
import type { WritingPiece } from './buildWriting';
import { BODY_IMAGE_SIZES } from './pageHtml';

/**
 * The pages of the writing, each on the one page shell (scripts/site/pageShell.ts): per
 * language the blog's index (/blog/), a page per tag (/blog/tags/<tag>/), a page per post
 * (/blog/<slug>/) and per case study (/projects/<slug>/). They read whole without script;
 * the documents' one script (src/documents/documents.ts) adds the copy buttons to code blocks
 * and, as on every document, runs the theme toggle.
 */

export interface PagesInput {
  owner: OwnerContent;
  catalogues: Record<string, Catalogue>;
  /** Every piece of the build, every language. */
  pieces: WritingPiece[];
  /** The content step's images: the case studies' screenshots. */
  images: ImageManifest;
  /** The inline script that applies the stored theme (the shell's `themeScript`). */
  themeScript: string;
  /** The documents' script (the shell's `script`), from the site's root: '/documents.1a2b3c4d.js'. */
  script: string;
  /** Extra markup at the end of each page's head (the development server's reload). */
  head?: string;
  /** A page's own head markup: its feed links, a post's Open Graph and JSON-LD. */
  headFor?: (page: WritingPageOf) => string;
  siteUrl?: string;
}

/** A page of the writing, as its head is asked for: its address, language and piece if any. */
export interface WritingPageOf {
  path: string;
  language: PageLanguage;
  piece?: WritingPiece;
}

/** A page to write: its file under dist/ and its HTML. */
export interface WrittenPage {
  file: string;
  html: string;
}

const { colors } = theme;

/** The writing's own CSS, after the shell's document CSS. */
export const WRITING_CSS = `
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.meta { color: ${colors.textMuted}; margin: 0 0 0.75rem; }
.tags { list-style: none; padding: 0; margin: 0 0 1rem; display: flex; flex-wrap: wrap; gap: 0.5rem; }
.tags li { margin: 0; }
.tags a, .tags span { display: inline-block; padding: 0.3rem 0.7rem; border: 1px solid ${colors.border}; border-radius: 999px; font-size: 0.9em; }
.posts { list-style: none; padding: 0; }
.posts > li { margin: 0 0 2.25rem; }
.posts h2 { margin: 0 0 0.25rem; }
.draft-mark { display: inline-block; margin: 0 0 0.5rem; padding: 0.1rem 0.6rem; border: 2px dashed currentColor; border-radius: 0.25rem; font-weight: 700; text-transform: uppercase; }
.heading { display: flex; align-items: baseline; gap: 0.5rem; }
.heading > :first-child { min-width: 0; }
.heading h2 { margin-top: 2.25rem; }
.anchor { color: ${colors.textMuted}; text-decoration: none; padding: 0 0.25rem; }
.anchor:hover, .anchor:focus-visible { color: ${colors.accent}; }
.toc { margin: 0 0 2rem; padding: 0.75rem 1.25rem; border: 1px solid ${colors.border}; border-radius: 0.5rem; }
.toc h2 { font-size: 1.05rem; margin: 0.25rem 0 0.5rem; }
.toc ol { margin: 0; }
.toc ol ol { margin-top: 0.375rem; }
.external-mark { margin-inline-start: 0.15em; font-size: 0.85em; }
picture img, .screenshot img { display: block; max-width: 100%; height: auto; border-radius: 0.5rem; }
.screenshot { margin: 0 0 1.25rem; }
.code-block { position: relative; margin: 0 0 1rem; }
.code-block pre { margin: 0; }
.code-block .copy { position: absolute; top: 0.4rem; right: 0.4rem; min-height: 2rem; padding: 0.25rem 0.65rem; font: inherit; font-size: 0.85rem; color: ${colors.text}; background: ${colors.surfaceRaised}; border: 1px solid ${colors.border}; border-radius: 0.375rem; cursor: pointer; }
/* The copy button's room from the first paint where scripts run (the head's theme script sets data-theme): its arrival moves no code. */
:root[data-theme] .code-block pre { padding-top: 2.75rem; }
.shiki { color: var(--shiki-dark); background: var(--shiki-dark-bg); }
.shiki span { color: var(--shiki-dark); }
:root[data-theme='light'] .shiki { color: var(--shiki-light); background: var(--shiki-light-bg); }
:root[data-theme='light'] .shiki span { color: var(--shiki-light); }
.footnotes { margin-top: 2.5rem; font-size: 0.95em; border-top: 1px solid ${colors.border}; }
.footnotes-heading { font-size: 1.1rem; }
.task-list-item { list-style: none; }
.task-list-item input { margin: 0 0.4rem 0 -1.4rem; }
.pager { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 1rem; margin: 2.5rem 0 0; padding-top: 1rem; border-top: 1px solid ${colors.border}; }
.pager a { display: inline-block; padding: 0.5rem 0; max-width: 100%; }
.pager small { display: block; color: ${colors.textMuted}; }
.kicker { margin: 0; color: ${colors.textMuted}; font-weight: 600; }
`;

const say = (text: string, values: Record<string, string | number> = {}) =>
  escapeMarkup(fill(text, values));
/** A catalogue text as markup, its placeholders filled with ready markup. */
const sayWith = (text: string, values: Record<string, string>) => fill(escapeMarkup(text), values);

/** '/blog/' of a language. */
const blogPath = (owner: OwnerContent, code: string) => languageBlogPath(owner.site, code);
export const tagPath = (owner: OwnerContent, code: string, tag: string) =>
  `${blogPath(owner, code)}tags/${tag}/`;

/** A day (YYYY-MM-DD) as the language's locale writes it: '14 March 2026', '14 मार्च 2026'. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const time = (day: string, language: PageLanguage) =>
  `<time datetime="${escapeMarkup(day)}">${escapeMarkup(formatDay(day, language.locale))}</time>`;

/** Between the facts of a line (date, reading time): seen, not read out. */
const SEPARATOR = '<span aria-hidden="true"> · </span>';

/** The dist/ file of an address: '/hi/blog/' → 'hi/blog/index.html'. */
const fileOf = (path: string) => `${path.slice(1)}index.html`;

function tagList(owner: OwnerContent, language: PageLanguage, texts: Catalogue, tags: string[]) {
  if (tags.length === 0) return '';
  const items = tags
    .map(
      (tag) =>
        `<li><a href="${escapeMarkup(tagPath(owner, language.code, tag))}">${escapeMarkup(tag)}</a></li>`,
    )
    .join('');
  return `<ul class="tags" aria-label="${say(texts.blog.tags)}">${items}</ul>`;
}

const draftMark = (texts: Catalogue, piece: WritingPiece) =>
  piece.front.draft ? `<p class="draft-mark">${say(texts.blog.draft)}</p>` : '';

function postList(
  owner: OwnerContent,
  language: PageLanguage,
  texts: Catalogue,
  posts: WritingPiece[],
) {
  const items = posts.map(
    (post) => `<li><article>
${draftMark(texts, post)}<h2><a href="${escapeMarkup(post.path)}">${escapeMarkup(post.front.title)}</a></h2>
<p class="meta">${time(post.front.date, language)}${SEPARATOR}${say(texts.blog.readingTime, { minutes: post.readingMinutes })}</p>
<p>${escapeMarkup(post.front.summary)}</p>
${tagList(owner, language, texts, post.front.tags)}
</article></li>`,
  );
  return `<ol class="posts">${items.join('\n')}</ol>`;
}

/** The table of contents: a post's `##` sections (and their `###`), when it has three or more. */
function tableOfContents(texts: Catalogue, piece: WritingPiece): string {
  if (piece.headings.filter((heading) => heading.depth === 2).length < 3) return '';
  const sections: string[] = [];
  let open = false;
  for (const heading of piece.headings) {
    const link = `<a href="#${escapeMarkup(heading.id)}">${escapeMarkup(heading.text)}</a>`;
    if (heading.depth === 2) {
      if (open) sections.push('</ol></li>');
      else if (sections.length > 0) sections.push('</li>');
      open = false;
      sections.push(`<li>${link}`);
    } else if (sections.length > 0) {
      if (!open) sections.push('<ol>');
      open = true;
      sections.push(`<li>${link}</li>`);
    }
  }
  sections.push(open ? '</ol></li>' : '</li>');
  return `<nav class="toc" aria-labelledby="contents"><h2 id="contents">${say(texts.blog.contents)}</h2><ol>${sections.join('')}</ol></nav>`;
}

/** The body, with what the copy buttons say (their script reads it) and their live region. */
const body = (texts: Catalogue, piece: WritingPiece) =>
  `<div class="body" data-copy-label="${say(texts.blog.copy)}" data-copied="${say(texts.blog.copied)}" data-copy-failed="${say(texts.blog.copyFailed)}">
${piece.html}
</div>
<p class="visually-hidden" role="status" data-copy-status></p>`;

function picture(image: ResponsiveImage, src: string, alt: string, sizes: string) {
  const common = `alt="${escapeMarkup(alt)}" width="${image.width}" height="${image.height}"`;
  if (!image.variants) return `<img src="${escapeMarkup(src)}" ${common} />`;
  const { variants } = image;
  const own = variants.formats[variants.formats.length - 1];
  return `<picture>${variants.formats
    .slice(0, -1)
    .map(
      (format) =>
        `<source type="${MIME_TYPES[format]}" srcset="${escapeMarkup(srcSetOf(variants, format))}" sizes="${sizes}" />`,
    )
    .join(
      '',
    )}<img src="${escapeMarkup(fallbackSrc(variants))}" srcset="${escapeMarkup(srcSetOf(variants, own))}" sizes="${sizes}" ${common} fetchpriority="high" /></picture>`;
}

export function writingPages(input: PagesInput): WrittenPage[] {
  const { owner, catalogues, pieces } = input;
  const pages: WrittenPage[] = [];
  // Each language's posts, newest first, sorted once (a thousand posts, a thousand pages).
  const postsByLanguage = new Map(
    owner.site.languages.map(({ code }) => [
      code,
      pieces
        .filter((piece) => piece.kind === 'post' && piece.language === code)
        .sort((a, b) => b.front.date.localeCompare(a.front.date) || a.slug.localeCompare(b.slug)),
    ]),
  );
  const postsOf = (code: string) => postsByLanguage.get(code) ?? [];
  const hasBlog = (code: string) => postsOf(code).length > 0;
  const others = (language: PageLanguage) =>
    owner.site.languages.filter((other) => other.code !== language.code);
  /** The same kind of page in every other language: there where it has posts, else its home. */
  const blogVersions = (
    language: PageLanguage,
    path: (code: string) => string,
  ): LanguageVersion[] =>
    others(language).map((other) =>
      hasBlog(other.code)
        ? { code: other.code, path: path(other.code) }
        : { code: other.code, path: pagePath(owner.site, other.code), standIn: true },
    );
  const page = (
    language: PageLanguage,
    path: string,
    title: string,
    description: string,
    alternates: LanguageVersion[],
    main: string,
  ) => {
    const texts = catalogues[language.code];
    pages.push({
      file: fileOf(path),
      html: documentPage({
        owner,
        language,
        texts,
        path,
        title: `${title} · ${texts.name}`,
        description,
        alternates,
        themeScript: input.themeScript,
        script: input.script,
        head: [
          input.headFor?.({
            path,
            language,
            piece: input.pieces.find((piece) => piece.path === path),
          }) ?? '',
          input.head ?? '',
        ].join(''),
        css: WRITING_CSS,
        main,
        ...(hasBlog(language.code) ? { blogPath: blogPath(owner, language.code) } : {}),
        siteUrl: input.siteUrl,
      }),
    });
  };

  for (const language of owner.site.languages) {
    const texts = catalogues[language.code];
    const posts = postsOf(language.code);
    const blog = blogPath(owner, language.code);
    if (posts.length > 0) {
      const description = fill(texts.blog.description, { name: texts.name });
      page(
        language,
        blog,
        texts.blog.title,
        description,
        blogVersions(language, (code) => blogPath(owner, code)),
        `<h1>${say(texts.blog.title)}</h1>\n<p class="meta">${escapeMarkup(description)}</p>\n${postList(owner, language, texts, posts)}`,
      );
    }
    for (const tag of [...new Set(posts.flatMap((post) => post.front.tags))].sort()) {
      const tagged = posts.filter((post) => post.front.tags.includes(tag));
      const title = fill(texts.blog.tagTitle, { tag });
      page(
        language,
        tagPath(owner, language.code, tag),
        title,
        title,
        blogVersions(language, (code) =>
          postsOf(code).some((post) => post.front.tags.includes(tag))
            ? tagPath(owner, code, tag)
            : blogPath(owner, code),
        ),
        `<h1>${say(texts.blog.tagTitle, { tag })}</h1>\n<p><a href="${escapeMarkup(blog)}">${say(texts.blog.allPosts)}</a></p>\n${postList(owner, language, texts, tagged)}`,
      );
    }
    posts.forEach((post, index) => {
      // Newest first: the previous post is the older one.
      const previous = posts[index + 1];
      const next = posts[index - 1];
      const pager = [
        previous
          ? `<a href="${escapeMarkup(previous.path)}" rel="prev"><small>${say(texts.blog.previous)}</small>${escapeMarkup(previous.front.title)}</a>`
          : '',
        next
          ? `<a href="${escapeMarkup(next.path)}" rel="next"><small>${say(texts.blog.next)}</small>${escapeMarkup(next.front.title)}</a>`
          : '',
      ].join('');
      const dates = [
        sayWith(texts.blog.published, { date: time(post.front.date, language) }),
        ...(post.front.updated
          ? [sayWith(texts.blog.updated, { date: time(post.front.updated, language) })]
          : []),
        say(texts.blog.readingTime, { minutes: post.readingMinutes }),
      ].join(SEPARATOR);
      page(
        language,
        post.path,
        post.front.title,
        post.front.summary,
        others(language).map((other) =>
          post.translations[other.code]
            ? { code: other.code, path: post.translations[other.code] }
            : {
                code: other.code,
                path: hasBlog(other.code)
                  ? blogPath(owner, other.code)
                  : pagePath(owner.site, other.code),
                standIn: true,
              },
        ),
        `<article>
<header>
${draftMark(texts, post)}<h1>${escapeMarkup(post.front.title)}</h1>
<p class="meta">${dates}</p>
${tagList(owner, language, texts, post.front.tags)}
${post.coverImage && post.front.cover ? `<div class="screenshot">${picture(post.coverImage, post.front.cover.src, post.front.cover.alt, BODY_IMAGE_SIZES)}</div>` : ''}
</header>
${tableOfContents(texts, post)}
${body(texts, post)}
</article>
${pager ? `<nav class="pager" aria-label="${say(texts.blog.morePosts)}">${pager}</nav>` : ''}`,
      );
    });
    for (const study of pieces.filter(
      (piece) => piece.kind === 'caseStudy' && piece.language === language.code,
    )) {
      const project = owner.projects[study.projectIndex ?? 0];
      const words = texts.projects[study.projectIndex ?? 0];
      const image = input.images[project.imageSrc];
      const screenshot = image
        ? `<div class="screenshot">${picture(image, project.imageSrc, words.imageAlt, BODY_IMAGE_SIZES)}</div>`
        : '';
      const projects = `${pagePath(owner.site, language.code)}#projects`;
      page(
        language,
        study.path,
        study.front.title,
        study.front.summary,
        // Every language has the case study (the writing step checks it).
        others(language).map((other) => ({
          code: other.code,
          path: caseStudyPath(owner.site, other.code, study.slug),
        })),
        `<article>
<header>
${draftMark(texts, study)}<p class="kicker">${say(texts.blog.caseStudy)}</p>
<h1>${escapeMarkup(study.front.title)}</h1>
<p class="meta">${escapeMarkup(study.front.summary)}</p>
${screenshot}
<ul class="tags" aria-label="${say(texts.blog.tags)}">${project.tags.map((tag) => `<li><span>${escapeMarkup(tag)}</span></li>`).join('')}</ul>
<p><a href="${escapeMarkup(project.link)}" target="_blank" rel="noopener noreferrer">${say(texts.blog.viewProject, { project: words.title })}<span class="external-mark" aria-hidden="true">↗</span><span class="visually-hidden"> ${say(texts.common.newTab)}</span></a> · <a href="${escapeMarkup(projects)}">${say(texts.blog.backToProjects)}</a></p>
</header>
${tableOfContents(texts, study)}
${body(texts, study)}
</article>`,
      );
    }
  }
  return pages;
}
