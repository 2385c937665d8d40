import { theme } from '../../src/styles/theme';

/**
 * The writing's own CSS, on its pages after the page shell's document CSS (documentCss.ts):
 * post lists, tags, the draft mark, heading anchors, the table of contents, screenshots and
 * pictures, code blocks with room for their copy button and both themes' colours, footnotes,
 * task lists and the pager.
 */

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
