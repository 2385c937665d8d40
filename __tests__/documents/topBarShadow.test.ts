import { followScroll } from '../../src/documents/topBarShadow';
import { SCROLL_SHADOW_THRESHOLD_PX } from '../../src/startup/contract';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe("a document's top bar", () => {
  beforeEach(() => {
    document.body.innerHTML = '<header class="top-bar" data-scrolled="false"></header>';
    scrollTo(0);
  });

  it('gains its shadow once scrolled more than the home page does, and loses it back at the top', async () => {
    followScroll();
    const bar = document.querySelector<HTMLElement>('.top-bar');
    expect(bar?.dataset.scrolled).toBe('false');
    scrollTo(SCROLL_SHADOW_THRESHOLD_PX);
    await nextFrame();
    expect(bar?.dataset.scrolled).toBe('false');
    scrollTo(SCROLL_SHADOW_THRESHOLD_PX + 1);
    await nextFrame();
    expect(bar?.dataset.scrolled).toBe('true');
    scrollTo(0);
    await nextFrame();
    expect(bar?.dataset.scrolled).toBe('false');
  });

  it('has it at once on a page opened already scrolled (a reload, a link to a heading)', () => {
    scrollTo(400);
    followScroll();
    expect(document.querySelector<HTMLElement>('.top-bar')?.dataset.scrolled).toBe('true');
  });
});
