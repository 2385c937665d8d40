import { scrollToSection } from '../../src/startup/sectionScroll';

/** A page still being parsed: readyState 'loading' until DOMContentLoaded. */
function parsingDocument() {
  const doc = document.implementation.createHTMLDocument('parsing');
  let readyState: DocumentReadyState = 'loading';
  Object.defineProperty(doc, 'readyState', { get: () => readyState });
  const finishParsing = () => {
    readyState = 'interactive';
    doc.dispatchEvent(new Event('DOMContentLoaded'));
  };
  return { doc, finishParsing };
}

describe('scrollToSection', () => {
  const scrolled: string[] = [];
  beforeAll(() => {
    Element.prototype.scrollIntoView = function record() {
      scrolled.push(this.id);
    };
  });
  beforeEach(() => {
    scrolled.length = 0;
  });

  it('scrolls to a section the parser has not reached yet once the document is parsed', () => {
    const { doc, finishParsing } = parsingDocument();
    scrollToSection(doc, 'contact');
    expect(scrolled).toEqual([]);
    doc.body.innerHTML = '<section id="contact"></section>';
    finishParsing();
    expect(scrolled).toEqual(['contact']);
  });

  it('scrolls at once to a section already parsed, even while the rest is', () => {
    const { doc } = parsingDocument();
    doc.body.innerHTML = '<section id="projects"></section>';
    scrollToSection(doc, 'projects');
    expect(scrolled).toEqual(['projects']);
  });

  it('does nothing on a page without the section', () => {
    scrollToSection(document, 'nowhere');
    expect(scrolled).toEqual([]);
  });
});
