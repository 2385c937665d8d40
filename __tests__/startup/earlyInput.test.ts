import userEvent from '@testing-library/user-event';
import { holdEarlyInput } from '../../src/startup/earlyInput';
import { nextTask } from '../support/frames';

/** What React's root listener would have run: the clicks that reached the page's handlers. */
let handled: string[] = [];

/** The prerendered page: hero buttons, a lazy section with its own button, a link. */
function prerenderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="about">About Me</button>
      <button type="button" id="toggle" aria-busy="false">Theme</button>
      <a href="#contact" id="contact-link">Contact</a>
      <button type="button" id="off" disabled>Off</button>
      <div data-lazy-section="contact">
        <button type="button" id="sign-in">Sign in with Google</button>
      </div>
    </div>
    <button type="button" id="outside">Outside #root</button>`;
  document.getElementById('root')?.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button, a');
    if (button) handled.push(button.id);
  });
}

const button = (id: string) => document.getElementById(id) as HTMLElement;

/** A primary pointer's event on a control, as a finger's tap or scroll makes it. */
function pointer(type: 'pointerdown' | 'pointerup' | 'pointercancel', id: string) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'isPrimary', { value: true });
  button(id).dispatchEvent(event);
}

/** The click a tap ends with, hit-tested where the finger came down. */
const tapClick = (id: string) =>
  button(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

async function hydrate(scope: Element = document.documentElement) {
  scope.setAttribute('data-hydrated', 'true');
  // Past the MutationObserver's callback, a microtask.
  await nextTask();
}

/** About Me is held; then the toggle's tap begins and React finishes hydrating meanwhile. */
async function aboutHeldAsTapBegins() {
  await userEvent.click(button('about'));
  // React finishes hydrating as the next tap begins.
  pointer('pointerdown', 'toggle');
  await hydrate();
}

beforeAll(() => {
  holdEarlyInput(document);
});

beforeEach(() => {
  handled = [];
  delete document.documentElement.dataset.hydrated;
  prerenderedPage();
});

describe('early input (src/startup/earlyInput.ts)', () => {
  it('holds a press before hydration, shows it pending, and replays it once after', async () => {
    await userEvent.click(button('about'));
    expect(handled).toEqual([]);
    expect(button('about')).toHaveAttribute('data-input-pending');
    expect(button('about')).toHaveAttribute('aria-busy', 'true');

    await hydrate();
    expect(handled).toEqual(['about']);
    expect(button('about')).not.toHaveAttribute('data-input-pending');
    expect(button('about')).not.toHaveAttribute('aria-busy');
  });

  it("restores the button's own aria-busy before the replayed click", async () => {
    await userEvent.click(button('toggle'));
    expect(button('toggle')).toHaveAttribute('aria-busy', 'true');
    await hydrate();
    expect(handled).toEqual(['toggle']);
    expect(button('toggle')).toHaveAttribute('aria-busy', 'false');
  });

  it('replays in the order pressed, waiting for a lazy section to be hydrated', async () => {
    await userEvent.click(button('toggle'));
    await userEvent.click(button('sign-in'));
    await userEvent.click(button('about'));

    await hydrate();
    // The section is not React's yet: the presses after it wait, so the order holds.
    expect(handled).toEqual(['toggle']);
    expect(button('about')).toHaveAttribute('data-input-pending');

    await hydrate(document.querySelector('[data-lazy-section="contact"]') as Element);
    expect(handled).toEqual(['toggle', 'sign-in', 'about']);
  });

  it('tells the lazy section that a press waits in it', async () => {
    const slot = document.querySelector('[data-lazy-section="contact"]') as Element;
    const requests: Event[] = [];
    slot.addEventListener('earlyinput', (event) => requests.push(event));
    await userEvent.click(button('sign-in'));
    expect(requests).toHaveLength(1);
    await hydrate();
    await hydrate(slot);
    expect(handled).toEqual(['sign-in']);
  });

  it('replays a button pressed twice while pending once', async () => {
    await userEvent.click(button('about'));
    await userEvent.click(button('about'));
    await hydrate();
    expect(handled).toEqual(['about']);
  });

  it('drops the press on a button that is gone after hydration, and replays the rest', async () => {
    await userEvent.click(button('toggle'));
    await userEvent.click(button('about'));
    button('toggle').remove();
    await hydrate();
    expect(handled).toEqual(['about']);
  });

  it('holds keyboard activation: Enter and Space on a focused button', async () => {
    button('about').focus();
    await userEvent.keyboard('{Enter}');
    button('toggle').focus();
    await userEvent.keyboard(' ');
    expect(handled).toEqual([]);
    await hydrate();
    expect(handled).toEqual(['about', 'toggle']);
  });

  it('lets links, disabled buttons and buttons outside #root work natively', async () => {
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    expect(button('contact-link').dispatchEvent(link)).toBe(true);
    expect(handled).toEqual(['contact-link']);
    await userEvent.click(button('off'));
    await userEvent.click(button('outside'));
    expect(document.querySelectorAll('[data-input-pending]')).toHaveLength(0);
  });

  it('keeps held presses back while a tap is under way, then replays them before it', async () => {
    await aboutHeldAsTapBegins();
    // What About Me opens must not appear under the finger before this tap's click.
    expect(handled).toEqual([]);
    pointer('pointerup', 'toggle');
    tapClick('toggle');
    await nextTask();
    expect(handled).toEqual(['about', 'toggle']);
    expect(document.querySelectorAll('[data-input-pending]')).toHaveLength(0);
  });

  it('replays held presses when a touch turns out to be a scroll (pointercancel)', async () => {
    await aboutHeldAsTapBegins();
    expect(handled).toEqual([]);
    pointer('pointercancel', 'toggle');
    expect(handled).toEqual(['about']);
  });

  it('replays held presses when a lifted pointer makes no click within 300 ms', async () => {
    await aboutHeldAsTapBegins();
    pointer('pointerup', 'toggle');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(handled).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(handled).toEqual(['about']);
  });

  it('once hydrated, lets presses through at once', async () => {
    await hydrate();
    await userEvent.click(button('about'));
    expect(handled).toEqual(['about']);
    expect(button('about')).not.toHaveAttribute('data-input-pending');
  });

  it("keeps a press's events from the page's root until it is hydrated (React would hydrate it all at once)", async () => {
    const seen: string[] = [];
    const press = ['pointerdown', 'touchstart', 'mousedown', 'pointerup', 'touchend', 'mouseup'];
    for (const type of press) {
      document.addEventListener(type, () => seen.push(`document ${type}`), true);
      document
        .getElementById('root')
        ?.addEventListener(type, () => seen.push(`root ${type}`), true);
      button('outside').addEventListener(type, () => seen.push(`outside ${type}`));
    }
    const tap = (id: string) => {
      seen.length = 0;
      press.forEach((type) => button(id).dispatchEvent(new Event(type, { bubbles: true })));
    };

    // Before hydration the document's own listeners hear a press in the page, its root does not.
    tap('about');
    expect(seen).toEqual(press.map((type) => `document ${type}`));
    // Nothing outside the page is held back.
    tap('outside');
    expect(seen).toEqual(press.flatMap((type) => [`document ${type}`, `outside ${type}`]));

    await hydrate();
    tap('about');
    expect(seen).toEqual(press.flatMap((type) => [`document ${type}`, `root ${type}`]));
  });
});
