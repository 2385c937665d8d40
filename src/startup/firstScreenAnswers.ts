import {
  CLOSES_ATTRIBUTE,
  EARLY_ANSWERS_KEY,
  HYDRATED_ATTRIBUTE,
  OPENS_ATTRIBUTE,
  OVERLAY_ATTRIBUTE,
  SCROLLS_TO_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
} from './contract';
import type { EarlyAnswer, EarlyAnswers, OverlayName, ScrollTarget } from './contract';
import { closeModal, isShown, keepTabInside, openModal } from './dialogFocus';
import { scrollToSection } from './sectionScroll';

type AnswersWindow = Window & { [EARLY_ANSWERS_KEY]?: EarlyAnswers };

/** What each overlay's opening and closing are, in the store's words. */
const OPENED: Partial<Record<OverlayName, EarlyAnswer>> = {
  about: 'aboutOpened',
  menu: 'menuOpened',
};
const CLOSED: Record<OverlayName, EarlyAnswer> = {
  about: 'aboutClosed',
  menu: 'menuClosed',
  'theme-question': 'themeQuestionDismissed',
};
const SCROLLED: Record<ScrollTarget, EarlyAnswer> = {
  projects: 'scrolledToProjects',
  contact: 'scrolledToContact',
};

/** A press the start-up code answers itself: true when it did (earlyInput.ts then holds nothing). */
export type EarlyAnswerer = (button: HTMLButtonElement) => boolean;

/**
 * The first screen answers before the page's script has come: a press on About Me, the
 * phone's 'Connect with me' or the theme toggle opens its prerendered <dialog> as a modal
 * (focus moves in, the page behind is inert, Tab stays inside), and its close control, Escape
 * or a press on the dimmed backdrop closes it. In the light theme the toggle turns the page
 * dark at once, as the store would. 'Latest Works' and 'Contact' scroll to their section.
 * Each answer is written down for the store (contract.ts). Once React owns the page
 * (HYDRATED_ATTRIBUTE on <html>) it answers these presses itself.
 */
export function answerFirstScreenEarly(doc: Document): EarlyAnswerer {
  const root = doc.documentElement;
  const log: EarlyAnswers = { answered: [], receive: null };
  (doc.defaultView as AnswersWindow)[EARLY_ANSWERS_KEY] = log;
  const record = (answer: EarlyAnswer) => {
    if (log.receive) log.receive(answer);
    else log.answered.push(answer);
  };
  const reactOwnsPage = () => root.hasAttribute(HYDRATED_ATTRIBUTE);
  const overlayOf = (element: Element | null) =>
    element?.closest<HTMLDialogElement>(`dialog[${OVERLAY_ATTRIBUTE}]`) ?? null;
  const nameOf = (dialog: HTMLDialogElement) =>
    dialog.getAttribute(OVERLAY_ATTRIBUTE) as OverlayName;

  function open(name: OverlayName, answer: EarlyAnswer | undefined): boolean {
    const dialog = doc.querySelector<HTMLDialogElement>(`dialog[${OVERLAY_ATTRIBUTE}="${name}"]`);
    if (!dialog || !answer) return false;
    if (!isShown(dialog)) {
      openModal(dialog);
      record(answer);
    }
    return true;
  }
  function close(dialog: HTMLDialogElement) {
    closeModal(dialog);
    record(CLOSED[nameOf(dialog)]);
  }

  // The dimmed backdrop is the <dialog> itself, around its panel.
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (reactOwnsPage() || !(target instanceof HTMLDialogElement) || !target.open) return;
      if (overlayOf(target) === target) close(target);
    },
    true,
  );
  // Escape: the browser closes the dialog after this event.
  doc.addEventListener(
    'cancel',
    (event) => {
      const dialog = event.target instanceof Element ? overlayOf(event.target) : null;
      if (!reactOwnsPage() && dialog && dialog === event.target) record(CLOSED[nameOf(dialog)]);
    },
    true,
  );
  // After openModal's own capture listener, which finishes an opening first.
  doc.addEventListener('keydown', (event) => {
    const dialog = doc.querySelector<HTMLDialogElement>(`dialog[${OVERLAY_ATTRIBUTE}][open]`);
    if (!reactOwnsPage() && dialog) keepTabInside(dialog, event);
  });

  return (button) => {
    if (reactOwnsPage()) return false;
    const opens = button.getAttribute(OPENS_ATTRIBUTE) as OverlayName | null;
    if (opens) return open(opens, OPENED[opens]);
    const section = button.getAttribute(SCROLLS_TO_ATTRIBUTE) as ScrollTarget | null;
    if (section && SCROLLED[section]) {
      scrollToSection(doc, section);
      record(SCROLLED[section]);
      return true;
    }
    if (button.hasAttribute(THEME_TOGGLE_ATTRIBUTE)) {
      if (root.dataset.theme !== 'light') return open('theme-question', 'themeToggleClicked');
      root.dataset.theme = 'dark';
      record('themeToggleClicked');
      return true;
    }
    const dialog = overlayOf(button);
    if (!button.hasAttribute(CLOSES_ATTRIBUTE) || !dialog?.open) return false;
    close(dialog);
    return true;
  };
}

/**
 * The app's side (src/index.tsx, before hydration): `receive` gets every answer the start-up
 * code gave so far, in order, then each later one as it is given, until React owns the page.
 * A page without the head script (the dev server's first render) has none.
 */
export function handOverEarlyAnswers(win: Window, receive: (answer: EarlyAnswer) => void): void {
  const log = (win as AnswersWindow)[EARLY_ANSWERS_KEY];
  if (!log) return;
  log.receive = receive;
  for (const answer of log.answered.splice(0)) receive(answer);
}
