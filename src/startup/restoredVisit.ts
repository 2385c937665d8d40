import { RESTORED_VISIT_ATTRIBUTE } from './contract';

/**
 * Marks a reload or a return through history with RESTORED_VISIT_ATTRIBUTE on <html>. The
 * browser then puts the page back where the visitor left it, by its old pixel offset, which
 * is only the same place when every section above it has its real size: the placeholder
 * size of a section not yet shown (content-visibility, firstViewCss.ts) would land the
 * visitor elsewhere.
 */
export function markRestoredVisit(doc: Document): void {
  const [navigation] = doc.defaultView?.performance.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  if (type === 'reload' || type === 'back_forward') {
    doc.documentElement.setAttribute(RESTORED_VISIT_ATTRIBUTE, '');
  }
}
