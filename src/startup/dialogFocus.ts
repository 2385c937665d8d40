import { OPENING_ATTRIBUTE, OPENING_SHOWN } from './contract';

/** What Tab can reach inside a dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus moves to the dialog's first control (its close button, or a question's Yes). */
export function focusFirstIn(dialog: HTMLElement): void {
  (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
}

/**
 * Opens a dialog as a modal in three steps, so that the first frame after the press draws it
 * and no task is long:
 *  1. at the press, OPENING_ATTRIBUTE only: the task that answers the press runs the page's own
 *     handlers (React's render and effects) and ends. The dialog is not displayed yet:
 *     Chromium ends a tap's task with a style and layout update of its own, which would lay
 *     the panel out there (click tasks of 51-69 ms in 5 of 42 loads of a tap sweep at 4x);
 *  2. in the next animation frame, OPENING_SHOWN: the dialog is displayed as it will look open,
 *     over the page (ModalDialog.styles.ts), and that frame draws it, its panel laid out from
 *     the boxes the loader prepared (layoutAhead.ts). It is not modal yet, and hidden from
 *     assistive technology until it is;
 *  3. in a timer posted from that frame, showModal(), where the browser restyles the page
 *     behind as inert (10-16 ms at 4x on an idle page, up to 68 ms where the page had other
 *     style work pending), and focus moved to the panel's first control. For up to 100 ms
 *     after a touch Chromium holds timers back for a scroll that may follow, and the frames
 *     after the tap, with the start-up's own style work, come first. showModal() in a frame
 *     made that frame long in 7 of 42 loads: Chromium hands a tap to a busy page at the start
 *     of a frame, in one task with that frame's callbacks, and nothing in the page tells that
 *     frame from one of its own. A user-blocking postTask() ran right after the frame, and the
 *     task was long in 3 of 42.
 *
 * A press before step 3 finishes the opening first, so it acts on the panel as drawn. A key (a
 * quick Tab or Enter after the one that opened it) goes to the panel's first control, and the
 * timer does not take focus back. A click (a second tap on a slow phone, or two taps queued
 * behind a busy main thread) is a click on what is now there, within the panel; outside it,
 * on the backdrop, it is nothing. The start-up code and the app each have their own copy of
 * this module, so all that the steps share is on the dialog: open, or OPENING_ATTRIBUTE
 * (closeModal takes it away).
 */
export function openModal(dialog: HTMLDialogElement): void {
  if (isShown(dialog)) return;
  const page = dialog.ownerDocument;
  const view = page.defaultView ?? window;
  // Not closed, nor taken out of the page (a theme question replaced by the next).
  const stillOpening = () => isOpening(dialog) && dialog.isConnected;
  const finishOpening = () => {
    page.removeEventListener('keydown', finishOpening, true);
    view.removeEventListener('click', clickWhileOpening, true);
    if (!stillOpening()) return;
    if (!dialog.open) dialog.showModal();
    endOpening(dialog);
    focusFirstIn(dialog);
  };
  // On the window, before the page's own listeners (the backdrop's among them) see it. A
  // click on the dialog itself, or before step 2 on the page it is about to cover.
  function clickWhileOpening(event: MouseEvent) {
    if (!stillOpening()) return;
    finishOpening();
    const target = event.target instanceof Node ? event.target : null;
    if (target !== dialog && dialog.contains(target)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    const there = withinPanel(dialog, event)
      ? page.elementFromPoint(event.clientX, event.clientY)
      : null;
    if (there instanceof HTMLElement && there !== dialog && dialog.contains(there)) there.click();
  }
  const showInThisFrame = () => {
    if (!stillOpening()) return;
    dialog.setAttribute(OPENING_ATTRIBUTE, OPENING_SHOWN);
    dialog.setAttribute('aria-hidden', 'true');
    view.setTimeout(finishOpening, 0);
  };
  dialog.setAttribute(OPENING_ATTRIBUTE, '');
  page.addEventListener('keydown', finishOpening, true);
  view.addEventListener('click', clickWhileOpening, true);
  view.requestAnimationFrame(showInThisFrame);
}

/** Closes a dialog openModal opened, at any of its steps. */
export function closeModal(dialog: HTMLDialogElement): void {
  endOpening(dialog);
  if (dialog.open) dialog.close();
}

/** Past step 3, or closed: announced to assistive technology as it is, if at all. */
function endOpening(dialog: HTMLDialogElement): void {
  dialog.removeAttribute(OPENING_ATTRIBUTE);
  dialog.removeAttribute('aria-hidden');
}

/** Opened by openModal, not made modal yet (maybe not drawn yet either). */
export const isOpening = (dialog: Element): boolean => dialog.hasAttribute(OPENING_ATTRIBUTE);

/** Open, or on its way there (openModal). */
export const isShown = (dialog: HTMLDialogElement): boolean => dialog.open || isOpening(dialog);

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
