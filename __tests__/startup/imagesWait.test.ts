import { IMAGES_WAIT_ATTRIBUTE } from '../../src/startup/contract';
import { holdImagesUntilScriptArrives, IMAGES_WAIT_AT_MOST_MS } from '../../src/startup/imagesWait';

const waiting = () => document.documentElement.hasAttribute(IMAGES_WAIT_ATTRIBUTE);

/** A resource's load or error event, as the document's capture listeners see it. */
function finished(element: Element, type: 'load' | 'error') {
  document.body.append(element);
  element.dispatchEvent(new Event(type));
}

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.removeAttribute(IMAGES_WAIT_ATTRIBUTE);
  document.body.innerHTML = '';
});

afterEach(() => {
  jest.useRealTimers();
});

describe('screenshots held until the page script arrives (src/startup/imagesWait.ts)', () => {
  it("holds them until a script's load event, not an image's or a style sheet's", () => {
    holdImagesUntilScriptArrives(document);
    expect(waiting()).toBe(true);
    finished(document.createElement('img'), 'load');
    finished(document.createElement('link'), 'load');
    expect(waiting()).toBe(true);
    finished(document.createElement('script'), 'load');
    expect(waiting()).toBe(false);
  });

  it('lets them show when the script failed to arrive', () => {
    holdImagesUntilScriptArrives(document);
    finished(document.createElement('script'), 'error');
    expect(waiting()).toBe(false);
  });

  it('lets them show after IMAGES_WAIT_AT_MOST_MS when no script ever answers', () => {
    holdImagesUntilScriptArrives(document);
    jest.advanceTimersByTime(IMAGES_WAIT_AT_MOST_MS - 1);
    expect(waiting()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(waiting()).toBe(false);
  });

  it('stops listening once released: a later script does not touch the page', () => {
    holdImagesUntilScriptArrives(document);
    finished(document.createElement('script'), 'load');
    document.documentElement.setAttribute(IMAGES_WAIT_ATTRIBUTE, 'set by someone else');
    finished(document.createElement('script'), 'load');
    expect(document.documentElement.getAttribute(IMAGES_WAIT_ATTRIBUTE)).toBe(
      'set by someone else',
    );
  });
});
