import { createElement } from 'react';
import type { ComponentProps, JSX } from 'react';

/** A component's own class, then the caller's, if any. */
export const withClass = (base: string, extra: string | undefined) =>
  extra ? `${base} ${extra}` : base;

/**
 * The shared building blocks: plain elements with the static classes of ui.styles.ts, so the
 * first view needs no style engine in the browser. A caller's own className is added to them.
 */
function classed<Tag extends keyof JSX.IntrinsicElements>(
  tag: Tag,
  base: string,
  displayName: string,
) {
  function Classed(props: ComponentProps<Tag>) {
    const { className } = props as { className?: string };
    return createElement(tag, { ...props, className: withClass(base, className) });
  }
  Classed.displayName = displayName;
  return Classed;
}

/** Hidden on screen, read by assistive technology. */
export const VisuallyHidden = classed('span', 'visually-hidden', 'VisuallyHidden');

export const PrimaryButton = classed('button', 'button button--primary', 'PrimaryButton');

export const SecondaryButton = classed('button', 'button button--secondary', 'SecondaryButton');

/** Round 44 px icon control. */
export const IconButton = classed('button', 'icon-control', 'IconButton');

export const IconLink = classed('a', 'icon-control', 'IconLink');
