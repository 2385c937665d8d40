import type { Catalogue } from '../../src/content/catalogue';
import { pagePath } from '../../src/content/languages';
import type { ImageManifest, ResponsiveImage } from '../../src/content/responsiveImages';
import { fallbackSrc, MIME_TYPES, srcSetOf } from '../../src/content/responsiveImages';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { escapeMarkup } from '../site/logo';
import type { WritingPiece } from './buildWriting';
import { BODY_IMAGE_SIZES } from './pageHtml';
import { draftMark, say, sayWith, SEPARATOR, tagList, time } from './writingMarkup';

/**
 * The content of a post's page and of a case study's (pages.ts puts it on the page shell): the
 * piece's header, its table of contents, its rendered body with what the copy buttons say, and
 * a post's pager to the older and newer posts.
 */

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

/** A cover or screenshot, at the top of the page: its variants, fetched first. */
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

/** A post's page: its header (dates, tags, cover), contents and body, then its pager. */
export function postArticle(
  owner: OwnerContent,
  language: PageLanguage,
  texts: Catalogue,
  post: WritingPiece,
  /** Newest first: the previous post is the older one. */
  { previous, next }: { previous?: WritingPiece; next?: WritingPiece },
): string {
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
  return `<article>
<header>
${draftMark(texts, post)}<h1>${escapeMarkup(post.front.title)}</h1>
<p class="meta">${dates}</p>
${tagList(owner, language, texts, post.front.tags)}
${post.coverImage && post.front.cover ? `<div class="screenshot">${picture(post.coverImage, post.front.cover.src, post.front.cover.alt, BODY_IMAGE_SIZES)}</div>` : ''}
</header>
${tableOfContents(texts, post)}
${body(texts, post)}
</article>
${pager ? `<nav class="pager" aria-label="${say(texts.blog.morePosts)}">${pager}</nav>` : ''}`;
}

/** A case study's page: its project's screenshot, tags and links, contents and body. */
export function caseStudyArticle(
  owner: OwnerContent,
  language: PageLanguage,
  texts: Catalogue,
  study: WritingPiece,
  /** The content step's images: the project's screenshot. */
  images: ImageManifest,
): string {
  const project = owner.projects[study.projectIndex ?? 0];
  const words = texts.projects[study.projectIndex ?? 0];
  const image = images[project.imageSrc];
  const screenshot = image
    ? `<div class="screenshot">${picture(image, project.imageSrc, words.imageAlt, BODY_IMAGE_SIZES)}</div>`
    : '';
  const projects = `${pagePath(owner.site, language.code)}#projects`;
  return `<article>
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
</article>`;
}
