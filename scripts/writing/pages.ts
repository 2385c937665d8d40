import { caseStudyPath, fill, pagePath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { ImageManifest } from '../../src/content/responsiveImages';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { escapeMarkup } from '../site/logo';
import { documentPage } from '../site/pageShell';
import type { LanguageVersion } from '../site/pageShell';
import { caseStudyArticle, postArticle } from './articleMarkup';
import type { WritingPiece } from './buildWriting';
import { newestFirst } from './published';
import { WRITING_CSS } from './writingCss';
import { blogPath, postList, say, tagPath } from './writingMarkup';

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

/** The dist/ file of an address: '/hi/blog/' → 'hi/blog/index.html'. */
const fileOf = (path: string) => `${path.slice(1)}index.html`;

export function writingPages(input: PagesInput): WrittenPage[] {
  const { owner, catalogues, pieces } = input;
  const pages: WrittenPage[] = [];
  // Each language's posts, newest first, sorted once (a thousand posts, a thousand pages).
  const postsByLanguage = new Map(
    owner.site.languages.map(({ code }) => [
      code,
      pieces.filter((piece) => piece.kind === 'post' && piece.language === code).sort(newestFirst),
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
        // Newest first: the previous post is the older one.
        postArticle(owner, language, texts, post, {
          previous: posts[index + 1],
          next: posts[index - 1],
        }),
      );
    });
    for (const study of pieces.filter(
      (piece) => piece.kind === 'caseStudy' && piece.language === language.code,
    )) {
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
        caseStudyArticle(owner, language, texts, study, input.images),
      );
    }
  }
  return pages;
}
