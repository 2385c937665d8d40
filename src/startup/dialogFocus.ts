import { OPENING_ATTRIBUTE } from './contract';

/** What Tab can reach inside a dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus moves to the dialog's first control (its close button, or a question's Yes). */
export function focusFirstIn(dialog: HTMLElement): void {
  (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
}

/**
 * Opens a dialog as a modal in two steps, so that neither makes the task that answers a tap
 * long: showModal() with the panel not displayed (OPENING_ATTRIBUTE), where the browser
 * restyles the page behind as inert and focuses the dialog itself; then, in the frame that
 * draws it, the panel is laid out and focus moves to its first control. At 4x, showModal() on
 * About Me was one forced style and layout of 29-48 ms before the panel had ever been laid out
 * (17-30 after), up to 70 when the start-up code opened it cold at a tap just after the first
 * paint: 12-15 for the page turned inert, the rest for the panel and its focus.
 *
 * A press before that frame finishes the opening first, so it acts on the panel as it will be
 * drawn. A key (a quick Tab or Enter after the one that opened it) goes to the panel's first
 * control, and the frame does not take focus back. A click that found the dialog itself (a
 * second tap on a slow phone, whose frame waits behind a busy main thread, or two taps queued
 * behind it) is a click on what is now there, within the panel; outside it, on a backdrop the
 * visitor has not seen yet, it is nothing.
 */
export function openModal(dialog: HTMLDialogElement): void {
  const page = dialog.ownerDocument;
  const view = page.defaultView ?? window;
  const finishOpening = () => {
    page.removeEventListener('keydown', finishOpening, true);
    view.removeEventListener('click', clickWhileOpening, true);
    if (!isOpening(dialog)) return;
    dialog.removeAttribute(OPENING_ATTRIBUTE);
    if (dialog.open) focusFirstIn(dialog);
  };
  // On the window, before the page's own listeners (the backdrop's among them) see it.
  function clickWhileOpening(event: MouseEvent) {
    if (event.target !== dialog || !isOpening(dialog)) return;
    finishOpening();
    event.stopImmediatePropagation();
    event.preventDefault();
    const there = withinPanel(dialog, event)
      ? page.elementFromPoint(event.clientX, event.clientY)
      : null;
    if (there instanceof HTMLElement && there !== dialog && dialog.contains(there)) there.click();
  }
  dialog.setAttribute(OPENING_ATTRIBUTE, '');
  dialog.showModal();
  page.addEventListener('keydown', finishOpening, true);
  view.addEventListener('click', clickWhileOpening, true);
  requestAnimationFrame(finishOpening);
}

/** Opened by openModal, its panel not drawn yet. */
export const isOpening = (dialog: Element): boolean => dialog.hasAttribute(OPENING_ATTRIBUTE);

/** Whether the press is within the box of the dialog's panel (its first child), as laid out. */
function withinPanel(
  dialog: HTMLDialogElement,
  press: Pick<MouseEvent, 'clientX' | 'clientY'>,
): boolean {
  const panel = dialog.firstElementChild?.getBoundingClientRect();
  return (
    panel !== undefined &&
    panel.width > 0 &&
    press.clientX >= panel.left &&
    press.clientX <= panel.right &&
    press.clientY >= panel.top &&
    press.clientY <= panel.bottom
  );
}

/**
 * Tab and Shift+Tab go round the dialog's controls instead of leaving it for the browser's
 * own controls (the page behind a modal <dialog> is inert already).
 */
export function keepTabInside(
  dialog: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const active = dialog.ownerDocument.activeElement;
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
