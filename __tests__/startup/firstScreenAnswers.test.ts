import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EarlyAnswer, EarlyAnswers } from '../../src/startup/contract';
import { holdEarlyInput } from '../../src/startup/earlyInput';
import { answerFirstScreenEarly, handOverEarlyAnswers } from '../../src/startup/firstScreenAnswers';
import { afterOpening, nextTask } from '../support/frames';

/** What React's root listener would have run: the clicks that reached the page's handlers. */
let handled: string[] = [];

/** The prerendered first screen: the three openers, a button it does not answer, the dialogs. */
function prerenderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="about" data-opens="about">About Me</button>
      <button type="button" id="menu" data-opens="menu">Connect with me</button>
      <button type="button" id="toggle" data-theme-toggle>Theme</button>
      <button type="button" id="works" data-scrolls-to="projects">Latest Works</button>
      <button type="button" id="contact-button" data-scrolls-to="contact">Contact</button>
      <button type="button" id="coming-soon">Coming soon</button>
      <section id="projects"></section>
      <section id="contact"></section>
      <dialog data-overlay="about">
        <div id="about-panel">
          <h2>ABOUT ME</h2>
          <button type="button" id="about-close" data-closes>Close</button>
          <a href="#skills" id="about-link">Skills</a>
        </div>
      </dialog>
      <dialog data-overlay="menu">
        <div><button type="button" id="menu-close" data-closes>Close</button></div>
      </dialog>
      <dialog data-overlay="theme-question">
        <div>
          <button type="button" id="yes">Yes</button>
          <button type="button" id="no">No</button>
        </div>
      </dialog>
    </div>`;
  document.getElementById('root')?.addEventListener('click', (event) => {
    const control = (event.target as Element).closest('button, a');
    if (control) handled.push(control.id);
  });
}

const element = (id: string) => document.getElementById(id) as HTMLElement;
const dialog = (name: string) =>
  document.querySelector(`dialog[data-overlay="${name}"]`) as HTMLDialogElement;
const log = () => (window as unknown as { __earlyAnswers: EarlyAnswers }).__earlyAnswers;

beforeAll(() => {
  holdEarlyInput(document, answerFirstScreenEarly(document));
});

const onCleanup: (() => void)[] = [];
afterEach(() => onCleanup.splice(0).forEach((clean) => clean()));

beforeEach(() => {
  handled = [];
  log().answered.length = 0;
  log().receive = null;
  delete document.documentElement.dataset.hydrated;
  document.documentElement.dataset.theme = 'dark';
  prerenderedPage();
});

describe('the first screen overlays open from the prerendered page', () => {
  it.each([
    ['about', 'about-close', 'aboutOpened'],
    ['menu', 'menu-close', 'menuOpened'],
  ])(
    '%s opens as a modal at the press, focus on its first control, nothing held or passed on',
    async (name, first, answer) => {
      // Frames only when the test draws one: jsdom's come on a timer, which a busy machine can
      // let pass between the press and the first check.
      const frames: FrameRequestCallback[] = [];
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        frames.push(callback);
        return frames.length;
      });
      await userEvent.setup({ delay: null }).click(element(name));
      // Drawn in the next frame; made modal, and focus moved in, in a task after it (openModal).
      expect(dialog(name)).toHaveAttribute('data-opening', '');
      for (const draw of frames.splice(0)) draw(performance.now());
      expect(dialog(name)).toHaveAttribute('data-opening', 'shown');
      expect(dialog(name).open).toBe(false);
      await nextTask();
      expect(dialog(name).open).toBe(true);
      expect(dialog(name)).not.toHaveAttribute('data-opening');
      expect(element(first)).toHaveFocus();
      expect(handled).toEqual([]);
      expect(document.querySelector('[data-input-pending]')).toBeNull();
      expect(log().answered).toEqual([answer]);
    },
  );

  it('closes on its close control, on Escape and on the backdrop, each written down', async () => {
    const user = userEvent.setup();
    await user.click(element('about'));
    await user.click(element('about-close'));
    expect(dialog('about').open).toBe(false);
    await user.click(element('about'));
    await user.keyboard('{Escape}');
    expect(dialog('about').open).toBe(false);
    await user.click(element('about'));
    // A press inside the panel leaves it open; on the dimmed area around it, closes it.
    await user.click(element('about-panel'));
    expect(dialog('about').open).toBe(true);
    await user.click(dialog('about'));
    expect(dialog('about').open).toBe(false);
    expect(log().answered).toEqual([
      'aboutOpened',
      'aboutClosed',
      'aboutOpened',
      'aboutClosed',
      'aboutOpened',
      'aboutClosed',
    ]);
    expect(handled).toEqual([]);
  });

  it('keeps Tab among the open dialog’s controls, both ways', async () => {
    const user = userEvent.setup();
    await user.click(element('about'));
    await user.tab();
    expect(element('about-link')).toHaveFocus();
    await user.tab();
    expect(element('about-close')).toHaveFocus();
    await user.tab({ shift: true });
    expect(element('about-link')).toHaveFocus();
  });

  it('the theme toggle in the dark theme opens the first question; its Yes is held for the store', async () => {
    const user = userEvent.setup();
    await user.click(element('toggle'));
    await afterOpening();
    expect(dialog('theme-question').open).toBe(true);
    expect(element('yes')).toHaveFocus();
    await user.click(element('yes'));
    expect(element('yes')).toHaveAttribute('data-input-pending', '');
    expect(dialog('theme-question').open).toBe(true);
    await user.keyboard('{Escape}');
    expect(log().answered).toEqual(['themeToggleClicked', 'themeQuestionDismissed']);
  });

  it('a click on the dialog before its panel is drawn finishes the opening, and lands on what is there', () => {
    const question = dialog('theme-question');
    const yes = element('yes');
    // Where the panel is once laid out, and what is at a point of it (jsdom lays nothing out).
    jest
      .spyOn(question.firstElementChild as Element, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ x: 20, y: 300, width: 370, height: 200 }));
    document.elementFromPoint = (_x, y) => (y >= 300 && y <= 500 ? yes : question);
    onCleanup.push(() => delete (document as Partial<Document>).elementFromPoint);
    const panelPoint = { clientX: 200, clientY: 400 };
    const backdropPoint = { clientX: 200, clientY: 700 };

    // A second tap before the frame (or two taps queued behind a busy thread): its click came
    // while the dialog was opening, on the dialog itself (its panel not displayed). It is a
    // press on what is there once the panel is laid out, Yes: held for the store.
    fireEvent.click(element('toggle'));
    expect(question).toHaveAttribute('data-opening');
    fireEvent.click(question, panelPoint);
    expect(question).not.toHaveAttribute('data-opening');
    expect(yes).toHaveFocus();
    expect(yes).toHaveAttribute('data-input-pending', '');
    expect(question.open).toBe(true);
    // On the backdrop, once drawn, it closes the question; before, it does nothing.
    fireEvent.click(question, backdropPoint);
    expect(question.open).toBe(false);
    fireEvent.click(element('toggle'));
    fireEvent.click(question, backdropPoint);
    expect(question.open).toBe(true);
    expect(question).not.toHaveAttribute('data-opening');
    expect(log().answered).toEqual([
      'themeToggleClicked',
      'themeQuestionDismissed',
      'themeToggleClicked',
    ]);
  });

  it('the theme toggle in the light theme turns the page dark at once; a second press asks', async () => {
    document.documentElement.dataset.theme = 'light';
    await userEvent.click(element('toggle'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(dialog('theme-question').open).toBe(false);
    await userEvent.click(element('toggle'));
    await afterOpening();
    expect(dialog('theme-question').open).toBe(true);
    expect(log().answered).toEqual(['themeToggleClicked', 'themeToggleClicked']);
  });

  it('holds the presses it does not answer, as before', async () => {
    await userEvent.click(element('coming-soon'));
    expect(element('coming-soon')).toHaveAttribute('data-input-pending', '');
    expect(log().answered).toEqual([]);
  });

  it('once React owns the page, answers nothing: the presses go to its handlers', async () => {
    document.documentElement.setAttribute('data-hydrated', 'true');
    await userEvent.click(element('about'));
    await userEvent.click(element('toggle'));
    expect(dialog('about').open).toBe(false);
    expect(dialog('theme-question').open).toBe(false);
    expect(handled).toEqual(['about', 'toggle']);
    expect(log().answered).toEqual([]);
  });
});

describe("'Latest Works' and 'Contact' scroll from the prerendered page", () => {
  const jumped: { id: string; options: ScrollIntoViewOptions }[] = [];
  const scrolledTo: number[] = [];
  const reducedMotion = { matches: false };
  /** Where each section's top is, px from the page's top (jsdom has no layout). */
  const sectionTops: Record<string, number> = { projects: 900, contact: 5_000 };

  beforeAll(() => {
    Element.prototype.scrollIntoView = function record(options) {
      jumped.push({ id: this.id, options: options as ScrollIntoViewOptions });
    };
    Element.prototype.getBoundingClientRect = function place(this: Element) {
      return { top: sectionTops[this.id] ?? 0 } as DOMRect;
    };
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000 });
    window.scrollTo = ((options: ScrollToOptions) => {
      scrolledTo.push(options.top ?? 0);
    }) as typeof window.scrollTo;
    window.matchMedia = ((query: string) => ({
      media: query,
      matches: reducedMotion.matches,
    })) as unknown as typeof window.matchMedia;
  });

  beforeEach(() => {
    jumped.length = 0;
    scrolledTo.length = 0;
    reducedMotion.matches = false;
  });

  // The visitor's next touch ends a glide still running.
  afterEach(() => window.dispatchEvent(new Event('touchstart')));

  it.each([
    ['works', 'projects', 'scrolledToProjects'],
    ['contact-button', 'contact', 'scrolledToContact'],
  ])('%s starts the glide to #%s at the press, nothing held', async (button, id, answer) => {
    await userEvent.click(element(button));
    expect(scrolledTo[0]).toBeGreaterThan(0);
    expect(scrolledTo[0]).toBeLessThan(sectionTops[id]);
    expect(jumped).toEqual([]);
    expect(element(button)).not.toHaveAttribute('data-input-pending');
    expect(handled).toEqual([]);
    expect(log().answered).toEqual([answer]);
  });

  it('jumps without the animation for a visitor who asked for reduced motion', async () => {
    reducedMotion.matches = true;
    await userEvent.click(element('works'));
    expect(jumped).toEqual([{ id: 'projects', options: { block: 'start' } }]);
    expect(scrolledTo).toEqual([]);
  });

  it('once React owns the page, the press is its own', async () => {
    document.documentElement.setAttribute('data-hydrated', 'true');
    await userEvent.click(element('contact-button'));
    expect(scrolledTo).toEqual([]);
    expect(handled).toEqual(['contact-button']);
    expect(log().answered).toEqual([]);
  });
});

describe('handOverEarlyAnswers', () => {
  it('gives the answers so far in order, then each later one as it comes', async () => {
    await userEvent.click(element('menu'));
    await userEvent.click(element('menu-close'));
    const received: EarlyAnswer[] = [];
    handOverEarlyAnswers(window, (answer) => received.push(answer));
    expect(received).toEqual(['menuOpened', 'menuClosed']);
    await userEvent.click(element('about'));
    expect(received).toEqual(['menuOpened', 'menuClosed', 'aboutOpened']);
    expect(log().answered).toEqual([]);
  });

  it('gives nothing on a page where the visitor did nothing, or without the start-up code', () => {
    const receive = jest.fn();
    handOverEarlyAnswers(window, receive);
    handOverEarlyAnswers({} as Window, receive);
    expect(receive).not.toHaveBeenCalled();
  });
});
