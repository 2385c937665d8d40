/**
 * Scrolls the page to the section with this id, its top at the top of the viewport: smoothly,
 * or at once for a visitor who asked for reduced motion. One implementation for the start-up
 * code (a press before React owns the page) and the app's viewport port. A section the HTML
 * parser has not reached yet is scrolled to as soon as the document is parsed.
 */
export function scrollToSection(doc: Document, id: string): void {
  const scroll = () => {
    const reduce = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    doc
      .getElementById(id)
      ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };
  if (doc.getElementById(id) || doc.readyState !== 'loading') scroll();
  else doc.addEventListener('DOMContentLoaded', scroll, { once: true });
}
