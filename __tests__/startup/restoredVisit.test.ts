import { markRestoredVisit } from '../../src/startup/restoredVisit';

/** A document whose window reports a navigation of this type (none: no entry at all). */
function documentAfter(type: NavigationTimingType | 'none') {
  const doc = document.implementation.createHTMLDocument('page');
  const entries = type === 'none' ? [] : [{ type }];
  Object.defineProperty(doc, 'defaultView', {
    value: { performance: { getEntriesByType: () => entries } },
  });
  return doc;
}

describe('markRestoredVisit', () => {
  it.each(['reload', 'back_forward'] as const)(
    'marks a %s: the browser restores its scroll offset',
    (type) => {
      const doc = documentAfter(type);
      markRestoredVisit(doc);
      expect(doc.documentElement.getAttribute('data-restored-visit')).toBe('');
    },
  );

  it.each(['navigate', 'none'] as const)('leaves a %s visit unmarked', (type) => {
    const doc = documentAfter(type);
    markRestoredVisit(doc);
    expect(doc.documentElement.getAttribute('data-restored-visit')).toBeNull();
  });
});
