import { toString as hastText } from 'hast-util-to-string';
import type { Element, ElementContent, Properties, Root as HastRoot } from 'hast';
import { fill } from '../../src/content/languages';
import type { ResponsiveImage } from '../../src/content/responsiveImages';
import { fallbackSrc, MIME_TYPES, srcSetOf } from '../../src/content/responsiveImages';
import { codeOf, element, hidden, isWebLink, languageOf, text, walk } from './bodyTree';
import type { CodeHighlighter } from './highlight';

/**
 * The page's own markup on a body's HTML, which the feeds' copy goes without (render.ts): each
 * heading's anchor link, footnotes' links back named by hidden text, external links opening a
 * new tab and saying so, images as the project screenshots are served (AVIF/WebP variants,
 * width and height), each task's box named by its text, code highlighted in both themes
 * (highlight.ts). Then the body's element ids are listed.
 */

/** How wide a body image is shown: the column's width, or the screen's less its margins. */
export const BODY_IMAGE_SIZES = '(min-width: 48rem) 44rem, calc(100vw - 2rem)';
/** Elements that end a task's label (a nested list, a paragraph). */
const BLOCKS = new Set(['p', 'ul', 'ol', 'div', 'pre', 'blockquote', 'table']);

export interface PageHtml {
  /** The language's words: after an external link, and a heading's anchor link's name. */
  words: { newTab: string; sectionLink: string };
  /** The images made ready, by their path. */
  images: Record<string, ResponsiveImage>;
  highlighter: CodeHighlighter;
  /** Filled with every element id of the body. */
  ids: string[];
}

/** The page's markup as a unified plugin, run on the HTML tree. */
export const pageHtml = (page: PageHtml) => () => async (tree: HastRoot) => {
  const { words, images, ids } = page;
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
    const highlighted = await page.highlighter.highlight(code, lang);
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
