import type { Element, ElementContent, Properties, Root as HastRoot, RootContent } from 'hast';
import type { Root as MdastRoot, RootContent as MdastContent } from 'mdast';

/**
 * The small tools the rendering's steps (render.ts, markdownChecks.ts, pageHtml.ts) share over
 * a body's two trees: Markdown's (mdast) and HTML's (hast).
 */

type Node = HastRoot | RootContent;

/** Each node of an HTML tree with its parent, depth first; a visit may replace the node. */
export function walk(
  node: Node,
  visit: (node: Node, parent: HastRoot | Element | null) => void,
  parent: HastRoot | Element | null = null,
) {
  visit(node, parent);
  if ('children' in node) for (const child of [...node.children]) walk(child, visit, node);
}

/** An element, for the trees' new markup. */
export const element = (
  tagName: string,
  properties: Properties,
  children: ElementContent[] = [],
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
export const text = (value: string) => ({ type: 'text' as const, value });
export const hidden = (value: string) =>
  element('span', { className: ['visually-hidden'] }, [text(value)]);

/** Each node of a Markdown tree, depth first. */
export function mdastWalk(
  node: MdastRoot | MdastContent,
  visit: (node: MdastRoot | MdastContent) => void,
) {
  visit(node);
  if ('children' in node) for (const child of node.children) mdastWalk(child, visit);
}

export const isWebLink = (href: string) => /^https?:\/\//i.test(href);

/** The language a code element's class names, `language-ts` → 'ts'; '' without one. */
export const languageOf = (code: Element) =>
  ((code.properties.className as string[] | undefined) ?? [])
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length) ?? '';

export const codeOf = (pre: Element) =>
  pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
