import { toString as hastText } from 'hast-util-to-string';
import type { Element, Root as HastRoot } from 'hast';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { fill } from '../../src/content/languages';
import type { ResponsiveImage } from '../../src/content/responsiveImages';
import { fallbackSrc, srcSetOf } from '../../src/content/responsiveImages';
import { codeOf, element, languageOf, walk } from './bodyTree';
import type { CodeHighlighter } from './highlight';
import { checkMarkdown } from './markdownChecks';
import type { BodyLink, ImageOf } from './markdownChecks';
import { pageHtml } from './pageHtml';
import type { WritingProblem } from './problems';
import { countWords, WORDS_PER_MINUTE } from './readingTime';
import type { Heading } from './types';

/**
 * Markdown to HTML, at build time: GitHub-flavoured Markdown (tables, footnotes, task lists)
 * through remark and rehype, headings with stable ids (rehype-slug) and an anchor link each,
 * external links marked, images as the project screenshots are served (AVIF/WebP variants,
 * width and height, lazy below the fold) and code highlighted in both themes (highlight.ts).
 * The Markdown is checked first (markdownChecks.ts); the page's own markup is pageHtml.ts's.
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
  image: ImageOf;
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

/** GFM's column alignments, as remark-rehype writes them (HTML's obsolete `align`). */
const ALIGNMENTS = new Set(['left', 'center', 'right']);

/** A cell's `align` as a class the document CSS styles (scripts/site/documentCss.ts). */
function alignAsClass(cell: Element) {
  const align = cell.properties.align;
  if (align === undefined) return;
  delete cell.properties.align;
  if (typeof align !== 'string' || !ALIGNMENTS.has(align)) return;
  const classes = (cell.properties.className as string[] | undefined) ?? [];
  cell.properties.className = [...classes, `align-${align}`];
}

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

  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(checkMarkdown({ lineOf, problem, links, images, image: tools.image }))
    .use(remarkRehype, {
      footnoteLabel: words.footnotes,
      footnoteLabelProperties: { className: ['footnotes-heading'] },
      footnoteBackLabel: (referenceIndex: number) =>
        fill(words.backToReference, { n: referenceIndex + 1 }),
    })
    .use(rehypeSlug)
    .use(shareHtml)
    .use(pageHtml({ words, images, highlighter: tools.highlighter, ids }))
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
