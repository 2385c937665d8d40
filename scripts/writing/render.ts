import { toString as hastText } from 'hast-util-to-string';
import type { Element, ElementContent, Properties, Root as HastRoot, RootContent } from 'hast';
import type { Root as MdastRoot, RootContent as MdastContent } from 'mdast';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { fill } from '../../src/content/languages';
import type { ResponsiveImage } from '../../src/content/responsiveImages';
import { fallbackSrc, MIME_TYPES, srcSetOf } from '../../src/content/responsiveImages';
import type { CodeHighlighter } from './highlight';
import { isKnownLanguage } from './highlight';
import type { WritingProblem } from './problems';
import { countWords, WORDS_PER_MINUTE } from './readingTime';
import type { Heading } from './types';

/**
 * Markdown to HTML, at build time: GitHub-flavoured Markdown (tables, footnotes, task lists)
 * through remark and rehype, headings with stable ids (rehype-slug) and an anchor link each,
 * external links marked, images as the project screenshots are served (AVIF/WebP variants,
 * width and height, lazy below the fold) and code highlighted in both themes (highlight.ts).
 *
 * One Markdown tree gives two HTMLs: the page's, and the feeds'. A feed reader shows a post
 * away from the site, without its CSS and script, and strips what it does not trust (`style`
 * above all), so the feeds' HTML is the same tree without the page's own markup: no heading
 * anchors, no hidden helper text, no new-tab marks, code as plain `<pre><code
 * class="language-…">`, each image one `<img>` with its size.
 */

/** The words the rendered body says itself, from the language's catalogue. */
export interface BodyWords {
  /** After an external link, for screen readers: '(opens in a new tab)'. */
  newTab: string;
  /** The heading over the footnotes. */
  footnotes: string;
  /** A footnote's link back to where it is cited: 'Back to reference {n}'. */
  backToReference: string;
  /** The hidden name of a heading's anchor link: 'Link to this section: {heading}'. */
  sectionLink: string;
}

export interface RenderTools {
  highlighter: CodeHighlighter;
  /** The image a body names (a path under public/), made ready, or what is wrong with it. */
  image: (src: string) => Promise<ResponsiveImage | { problem: string }>;
}

/** A site-relative link the body makes, for the check that its page and heading exist. */
export interface BodyLink {
  href: string;
  line: number;
}

export interface RenderedBody {
  html: string;
  /** The same body for feed readers (see above); its addresses still site-relative. */
  feedHtml: string;
  headings: Heading[];
  /** Every element id of the body, for links to its headings and footnotes. */
  ids: string[];
  links: BodyLink[];
  /** The public/ paths of its images with what the pipeline made of each. */
  images: Record<string, ResponsiveImage>;
  words: number;
  readingMinutes: number;
  problems: WritingProblem[];
}

/** How wide a body image is shown: the column's width, or the screen's less its margins. */
export const BODY_IMAGE_SIZES = '(min-width: 48rem) 44rem, calc(100vw - 2rem)';
/** Elements that end a task's label (a nested list, a paragraph). */
const BLOCKS = new Set(['p', 'ul', 'ol', 'div', 'pre', 'blockquote', 'table']);
/** Images in the first top-level blocks may be in the first view: loaded at once. */
const EAGER_BLOCKS = 2;

type Node = HastRoot | RootContent;

function walk(
  node: Node,
  visit: (node: Node, parent: HastRoot | Element | null) => void,
  parent: HastRoot | Element | null = null,
) {
  visit(node, parent);
  if ('children' in node) for (const child of [...node.children]) walk(child, visit, node);
}

const element = (
  tagName: string,
  properties: Properties,
  children: ElementContent[] = [],
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({ type: 'text' as const, value });
const hidden = (value: string) =>
  element('span', { className: ['visually-hidden'] }, [text(value)]);

function mdastWalk(
  node: MdastRoot | MdastContent,
  visit: (node: MdastRoot | MdastContent) => void,
) {
  visit(node);
  if ('children' in node) for (const child of node.children) mdastWalk(child, visit);
}

const isWebLink = (href: string) => /^https?:\/\//i.test(href);

/** GFM's column alignments, as remark-rehype writes them (HTML's obsolete `align`). */
const ALIGNMENTS = new Set(['left', 'center', 'right']);

/** A cell's `align` as a class the document CSS styles (scripts/site/pageShell.ts). */
function alignAsClass(cell: Element) {
  const align = cell.properties.align;
  if (align === undefined) return;
  delete cell.properties.align;
  if (typeof align !== 'string' || !ALIGNMENTS.has(align)) return;
  const classes = (cell.properties.className as string[] | undefined) ?? [];
  cell.properties.className = [...classes, `align-${align}`];
}

/** The language a code element's class names, `language-ts` → 'ts'; '' without one. */
const languageOf = (code: Element) =>
  ((code.properties.className as string[] | undefined) ?? [])
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length) ?? '';

const codeOf = (pre: Element) =>
  pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );

/**
 * The feeds' HTML from the shared tree: what remark and rehype made, with the images as one
 * `<img>` each (the fallback format, its widths in srcset, the picture's width and height)
 * and every code block naming its language, `text` when it has none.
 */
function forFeeds(tree: HastRoot, images: Record<string, ResponsiveImage>) {
  walk(tree, (node, parent) => {
    if (node.type !== 'element' || !parent) return;
    if (node.tagName === 'img' && typeof node.properties.src === 'string') {
      const src = node.properties.src;
      const image = images[src];
      if (!image) return;
      const variants = image.variants;
      const own = variants?.formats[variants.formats.length - 1];
      parent.children[parent.children.indexOf(node)] = element('img', {
        src: variants ? fallbackSrc(variants) : src,
        ...(variants && own ? { srcSet: srcSetOf(variants, own) } : {}),
        alt: String(node.properties.alt ?? ''),
        width: image.width,
        height: image.height,
      });
    } else if (node.tagName === 'pre') {
      const code = codeOf(node);
      if (code && languageOf(code) === '') code.properties.className = ['language-text'];
    }
  });
}

export async function renderBody(
  markdown: string,
  at: { file: string; lineOffset: number },
  words: BodyWords,
  tools: RenderTools,
): Promise<RenderedBody> {
  const problems: WritingProblem[] = [];
  const links: BodyLink[] = [];
  const images: Record<string, ResponsiveImage> = {};
  const lineOf = (node: { position?: { start: { line: number } } }) =>
    (node.position?.start.line ?? 1) + at.lineOffset;
  const problem = (node: { position?: { start: { line: number } } }, message: string) =>
    problems.push({ file: at.file, line: lineOf(node), message });

  // Checked on the Markdown, where the lines are: links, images, code languages.
  const checkMarkdown = () => async (tree: MdastRoot) => {
    const pending: Promise<void>[] = [];
    tree.children.forEach((block, index) => {
      mdastWalk(block, (node) => {
        if (node.type === 'link') {
          const href = node.url;
          if (href.startsWith('/') || href.startsWith('#'))
            links.push({ href, line: lineOf(node) });
          else if (!isWebLink(href) && !/^(mailto|tel):/i.test(href)) {
            problem(
              node,
              `the link "${href}" is neither a full http(s) address nor a path from the site's root. Write it as "https://…" or as "/blog/<slug>/".`,
            );
          }
        } else if (node.type === 'image') {
          if ((node.alt ?? '').trim() === '') {
            problem(
              node,
              `the image "${node.url}" has no alt text. Describe it in the brackets: ![A phone showing the booking screen](${node.url}).`,
            );
          }
          if (!node.url.startsWith('/') || node.url.startsWith('//')) {
            problem(
              node,
              `the image "${node.url}" is not a file under the owner's folder's public/. Put it there (e.g. public/images/posts/) and write its path from the site's root: "/images/posts/…".`,
            );
            return;
          }
          if (index >= EAGER_BLOCKS) {
            node.data = {
              ...node.data,
              hProperties: { ...node.data?.hProperties, loading: 'lazy' },
            };
          }
          const src = node.url;
          pending.push(
            tools.image(src).then((result) => {
              if ('problem' in result) problem(node, result.problem);
              else images[src] = result;
            }),
          );
        } else if (node.type === 'code') {
          const lang = node.lang ?? '';
          if (!isKnownLanguage(lang)) {
            problem(
              node,
              `the code block's language "${lang}" is not one the highlighter knows. Write its usual name (ts, js, python, bash, json, …) or "text".`,
            );
          }
        }
      });
    });
    await Promise.all(pending);
  };

  const headings: Heading[] = [];
  const ids: string[] = [];
  let wordCount = 0;
  const feeds: { tree?: HastRoot } = {};

  // What the page and the feeds share: the words, the contents, table cells without `align`.
  const shareHtml = () => (tree: HastRoot) => {
    wordCount = countWords(hastText(tree));
    walk(tree, (node) => {
      if (node.type !== 'element') return;
      if (/^h[23]$/.test(node.tagName) && typeof node.properties.id === 'string') {
        const id = node.properties.id;
        // The footnotes' own heading is not a section of the text.
        if (id !== 'footnote-label')
          headings.push({ depth: Number(node.tagName[1]), id, text: hastText(node) });
      } else if (node.tagName === 'th' || node.tagName === 'td') {
        alignAsClass(node);
      }
    });
    // The feeds' copy, taken before the page's own markup goes in.
    feeds.tree = structuredClone(tree);
    forFeeds(feeds.tree, images);
  };

  const finishHtml = () => async (tree: HastRoot) => {
    const codeBlocks: { pre: Element; code: string; lang: string }[] = [];
    walk(tree, (node, parent) => {
      if (node.type !== 'element' || !parent) return;
      const index = parent.children.indexOf(node as Element);
      if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
        const id = node.properties.id;
        const label = hastText(node);
        parent.children[index] = element('div', { className: ['heading'] }, [
          node,
          element('a', { className: ['anchor'], href: `#${id}` }, [
            element('span', { ariaHidden: 'true' }, [text('#')]),
            hidden(fill(words.sectionLink, { heading: label })),
          ]),
        ]);
      } else if (node.tagName === 'a' && node.properties.dataFootnoteBackref !== undefined) {
        // The link back is named by hidden text, not an aria-label over its arrow: a lone symbol
        // as a named link's visible text is one checkers cannot match to the name (axe leaves
        // it to review). The feeds keep remark's aria-label: hidden text shows there.
        const label = node.properties.ariaLabel;
        if (typeof label !== 'string') return;
        delete node.properties.ariaLabel;
        node.children = [element('span', { ariaHidden: 'true' }, node.children), hidden(label)];
      } else if (
        node.tagName === 'a' &&
        typeof node.properties.href === 'string' &&
        isWebLink(node.properties.href)
      ) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
        node.properties.className = ['external'];
        node.children.push(
          element('span', { className: ['external-mark'], ariaHidden: 'true' }, [text('↗')]),
          hidden(` ${words.newTab}`),
        );
      } else if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        const src = node.properties.src;
        const image = images[src];
        if (!image) return;
        const alt = String(node.properties.alt ?? '');
        const lazy = node.properties.loading === 'lazy';
        const common: Properties = {
          alt,
          width: image.width,
          height: image.height,
          decoding: 'async',
          ...(lazy ? { loading: 'lazy' } : {}),
        };
        if (!image.variants) {
          parent.children[index] = element('img', { src, ...common });
          return;
        }
        const variants = image.variants;
        const own = variants.formats[variants.formats.length - 1];
        parent.children[index] = element('picture', {}, [
          ...variants.formats.slice(0, -1).map((format) =>
            element('source', {
              type: MIME_TYPES[format],
              srcSet: srcSetOf(variants, format),
              sizes: BODY_IMAGE_SIZES,
            }),
          ),
          element('img', {
            src: fallbackSrc(variants),
            srcSet: srcSetOf(variants, own),
            sizes: BODY_IMAGE_SIZES,
            ...common,
          }),
        ]);
      } else if (node.tagName === 'input' && node.properties.type === 'checkbox') {
        // A task's box is named by its text: the run of inline content it starts.
        const end = parent.children.findIndex(
          (child, at) => at > index && child.type === 'element' && BLOCKS.has(child.tagName),
        );
        const run = parent.children.slice(index, end === -1 ? undefined : end);
        parent.children.splice(index, run.length, element('label', {}, run as ElementContent[]));
      } else if (node.tagName === 'pre') {
        const code = codeOf(node);
        if (!code) return;
        codeBlocks.push({ pre: node, code: hastText(code), lang: languageOf(code) });
      }
    });
    for (const { pre, code, lang } of codeBlocks) {
      const highlighted = await tools.highlighter.highlight(code, lang);
      // The copy button is added by the page's script: without script there is no dead button.
      Object.assign(
        pre,
        element('div', { className: ['code-block'], dataLang: lang || 'text' }, [highlighted]),
      );
    }
    walk(tree, (node) => {
      if (node.type === 'element' && typeof node.properties.id === 'string')
        ids.push(node.properties.id);
    });
  };

  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(checkMarkdown)
    .use(remarkRehype, {
      footnoteLabel: words.footnotes,
      footnoteLabelProperties: { className: ['footnotes-heading'] },
      footnoteBackLabel: (referenceIndex: number) =>
        fill(words.backToReference, { n: referenceIndex + 1 }),
    })
    .use(rehypeSlug)
    .use(shareHtml)
    .use(finishHtml)
    .use(rehypeStringify)
    .process(markdown);
  if (!feeds.tree) throw new Error('The feeds’ copy of the body was not made.');

  return {
    html: String(file),
    feedHtml: unified().use(rehypeStringify).stringify(feeds.tree),
    headings,
    ids,
    links,
    images,
    words: wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    problems,
  };
}
