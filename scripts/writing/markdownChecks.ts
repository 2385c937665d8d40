import type { Root as MdastRoot } from 'mdast';
import type { ResponsiveImage } from '../../src/content/responsiveImages';
import { isWebLink, mdastWalk } from './bodyTree';
import { isKnownLanguage } from './highlight';

/**
 * The checks of a body on its Markdown, where the lines are: each link is a full http(s)
 * address or a path from the site's root (those kept for the check that their page exists),
 * each image has alt text and is a file of the owner's public/ (made ready, lazy below the
 * first blocks), each code block names a language the highlighter knows.
 */

/** Images in the first top-level blocks may be in the first view: loaded at once. */
const EAGER_BLOCKS = 2;

/** A node of the Markdown, where its position is known. */
type Placed = { position?: { start: { line: number } } };

/** A site-relative link the body makes, for the check that its page and heading exist. */
export interface BodyLink {
  href: string;
  line: number;
}

/** The image a body names (a path under public/), made ready, or what is wrong with it. */
export type ImageOf = (src: string) => Promise<ResponsiveImage | { problem: string }>;

/** What the checks read, and where they put what they find. */
export interface MarkdownChecks {
  /** A node's line in the piece's file. */
  lineOf: (node: Placed) => number;
  /** Lists a problem at a node's line. */
  problem: (node: Placed, message: string) => void;
  links: BodyLink[];
  /** The images made ready, by their path. */
  images: Record<string, ResponsiveImage>;
  image: ImageOf;
}

/** The checks as a unified plugin, run on the Markdown tree. */
export const checkMarkdown = (check: MarkdownChecks) => () => async (tree: MdastRoot) => {
  const { lineOf, problem, links, images } = check;
  const pending: Promise<void>[] = [];
  tree.children.forEach((block, index) => {
    mdastWalk(block, (node) => {
      if (node.type === 'link') {
        const href = node.url;
        if (href.startsWith('/') || href.startsWith('#')) links.push({ href, line: lineOf(node) });
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
          check.image(src).then((result) => {
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
