import { addDeferredHeadTags, DEFERRED_HEAD_ID } from '../../src/app/deferredHead';

function pageWithHead(headHtml: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = headHtml;
  return doc;
}

const manifestHrefs = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'));

describe('head tags held back until the page has started', () => {
  const held = `<title>t</title><template id="${DEFERRED_HEAD_ID}"><link rel="manifest" href="/manifest.webmanifest"></template>`;

  it('are inert in the HTML: the manifest link is not in <head> yet', () => {
    expect(manifestHrefs(pageWithHead(held))).toEqual([]);
  });

  it('move into <head> once, and the template goes', () => {
    const doc = pageWithHead(held);
    addDeferredHeadTags(doc);
    addDeferredHeadTags(doc);
    expect(manifestHrefs(doc)).toEqual(['/manifest.webmanifest']);
    expect(doc.getElementById(DEFERRED_HEAD_ID)).toBeNull();
  });

  it('leave a page without them as it is', () => {
    const doc = pageWithHead('<title>t</title>');
    addDeferredHeadTags(doc);
    expect(doc.head.innerHTML).toBe('<title>t</title>');
  });
});
