import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconSet, SpriteIds } from '../../src/content/types';

/**
 * Icons the page draws from one sprite: each icon's shapes once, in a <symbol> of a hidden
 * <svg> that the build writes at the start of the home page's <body>, and the page's
 * components `<use>` it by id (SpriteIcon). The tech strip's icons go this way: its cards are
 * drawn twice, to loop, and its script would otherwise carry every icon's shapes again.
 */
export interface IconSprite {
  /** Each icon's symbol id, by the name site.yaml gives it. */
  ids: SpriteIds;
  /** The hidden <svg> of the symbols; empty with no icons. */
  markup: string;
}

/** A name as an id: './images/icons/mine.svg' → 'images-icons-mine-svg'. */
const idPart = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'icon';

export function iconSprite(icons: IconSet, prefix: string): IconSprite {
  const ids: SpriteIds = {};
  const taken = new Set<string>();
  const symbols = Object.entries(icons).map(([name, icon]) => {
    const base = `${prefix}-${idPart(name)}`;
    let id = base;
    for (let count = 2; taken.has(id); count += 1) id = `${base}-${count}`;
    taken.add(id);
    ids[name] = id;
    return createElement('symbol', {
      key: id,
      id,
      viewBox: icon.viewBox,
      ...icon.attributes,
      dangerouslySetInnerHTML: { __html: icon.body },
    });
  });
  const markup =
    symbols.length === 0
      ? ''
      : renderToStaticMarkup(
          createElement(
            'svg',
            { className: 'visually-hidden', 'aria-hidden': true, focusable: 'false' },
            symbols,
          ),
        );
  return { ids, markup };
}
