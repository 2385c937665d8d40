import {
  EARLY_INPUT_EVENT,
  HYDRATED_ATTRIBUTE,
  INPUT_PENDING_ATTRIBUTE,
  LAZY_SECTION_ATTRIBUTE,
} from './contract';
import type { EarlyAnswerer } from './firstScreenAnswers';

/** A lifted pointer becomes a click within this time, or it was not a press. */
export const CLICK_AFTER_LIFT_MS = 300;

interface HeldPress {
  button: HTMLButtonElement;
  /** The button's own aria-busy before it was held, given back when the press goes on. */
  busy: string | null;
}

const isActivationKey = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/**
 * A press's events before its click. React, seeing one of them inside the page before it has
 * hydrated it, hydrates the whole page at once in that event's task (52-67 ms at 4x) instead of
 * in slices. None of them does anything there before React owns the page: the click that
 * follows is answered or held below.
 */
const PRESS_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'touchstart',
  'touchend',
  'touchcancel',
  'mousedown',
  'mouseup',
] as const;

/**
 * Early input: a press on a button of the prerendered page before React owns it is held,
 * shown as pending at once, and replayed on the same button, in order, once its part of the
 * page is hydrated (HYDRATED_ATTRIBUTE on <html> for the top bar and hero, on the
 * LAZY_SECTION_ATTRIBUTE slot for a lazy section). Links work natively. A press `answerEarly`
 * answers itself (firstScreenAnswers.ts) is not held.
 */
export function holdEarlyInput(doc: Document, answerEarly: EarlyAnswerer = () => false): void {
  const queue: HeldPress[] = [];
  // A tap or key press that has started and not yet become a click. React may finish
  // hydrating during it (a key press it sees begin makes it finish at once); held presses
  // then wait for its click, so what they open does not land under the visitor's finger.
  let pressing = false;
  let liftTimer: ReturnType<typeof setTimeout> | undefined;
  // The press being replayed now: its click goes to React.
  let replaying: HTMLButtonElement | null = null;

  const owned = (button: Element) =>
    (button.closest(`[${LAZY_SECTION_ATTRIBUTE}]`) ?? doc.documentElement).hasAttribute(
      HYDRATED_ATTRIBUTE,
    );
  const due = (press: HeldPress) => !press.button.isConnected || owned(press.button);

  function replay() {
    while (queue.length > 0 && !pressing && due(queue[0])) {
      const press = queue.shift() as HeldPress;
      press.button.removeAttribute(INPUT_PENDING_ATTRIBUTE);
      if (press.busy === null) press.button.removeAttribute('aria-busy');
      else press.button.setAttribute('aria-busy', press.busy);
      if (!press.button.isConnected) continue;
      replaying = press.button;
      try {
        press.button.click();
      } finally {
        replaying = null;
      }
    }
  }
  function pressStarted() {
    clearTimeout(liftTimer);
    pressing = true;
  }
  function pressEnded() {
    clearTimeout(liftTimer);
    pressing = false;
    replay();
  }
  function pressLifted() {
    clearTimeout(liftTimer);
    liftTimer = setTimeout(pressEnded, CLICK_AFTER_LIFT_MS);
  }

  doc.addEventListener(
    'click',
    (event) => {
      if (replaying !== null && event.target === replaying) return;
      const target = event.target;
      const button = target instanceof Element ? target.closest('#root button') : null;
      // Held presses that are due go first, this one after them.
      const behindHeld = queue.length > 0 && due(queue[0]);
      const pressable = button instanceof HTMLButtonElement && !button.disabled;
      if (pressable && !owned(button) && answerEarly(button)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      } else if (pressable && (!owned(button) || behindHeld)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        // A second press while the first still waits is the same request.
        if (!button.hasAttribute(INPUT_PENDING_ATTRIBUTE)) {
          queue.push({ button, busy: button.getAttribute('aria-busy') });
          button.setAttribute(INPUT_PENDING_ATTRIBUTE, '');
          button.setAttribute('aria-busy', 'true');
          button.dispatchEvent(new CustomEvent(EARLY_INPUT_EVENT, { bubbles: true }));
        }
      }
      // The press under way has become this click.
      pressEnded();
    },
    true,
  );
  // Kept from React until it owns the top bar and hero, so hydration goes on in slices. Passive:
  // a touch listener that is not would hold every scroll until the main thread had run it.
  const keepFromReact = (event: Event) => {
    if (doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    const root = doc.getElementById('root');
    if (event.target instanceof Node && root?.contains(event.target)) event.stopPropagation();
  };
  for (const type of PRESS_EVENTS) {
    doc.addEventListener(type, keepFromReact, { capture: true, passive: true });
  }
  doc.addEventListener(
    'pointerdown',
    (event) => {
      if (event.isPrimary) pressStarted();
    },
    true,
  );
  doc.addEventListener(
    'pointerup',
    (event) => {
      if (event.isPrimary) pressLifted();
    },
    true,
  );
  doc.addEventListener('pointercancel', pressEnded, true);
  doc.addEventListener(
    'keydown',
    (event) => {
      if (isActivationKey(event)) pressStarted();
    },
    true,
  );
  doc.addEventListener(
    'keyup',
    (event) => {
      if (isActivationKey(event)) pressLifted();
    },
    true,
  );
  new MutationObserver(replay).observe(doc.documentElement, {
    attributes: true,
    attributeFilter: [HYDRATED_ATTRIBUTE],
    subtree: true,
  });
}
