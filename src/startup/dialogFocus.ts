import { OPENING_ATTRIBUTE } from './contract';

/** What Tab can reach inside a dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus moves to the dialog's first control (its close button, or a question's Yes). */
export function focusFirstIn(dialog: HTMLElement): void {
  (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
}

/**
 * Opens a dialog as a modal in three steps, so that none of them makes a task long:
 *  1. at the press, OPENING_ATTRIBUTE only (the dialog will be drawn as nothing, its panel not
 *     displayed): the task that answers the press runs the page's own handlers (React's render
 *     and effects) and ends;
 *  2. in the next animation frame, showModal(), where the browser restyles the whole page
 *     behind as inert and focuses the dialog itself: 10-16 ms at 4x, whatever the page is
 *     doing. In the press's own task, it made that task long (over 50 ms) in 6 of 120 loads
 *     of a tap sweep. In a task of its own, that task came after one or two of the physics
 *     scene's frames, so the panel came up to a frame later than it does from here. Whatever
 *     the frame's own time: a frame that began while the press's task ran is the next one the
 *     visitor sees, and waiting for the one after cost a tap on the hydrated page 20-30 ms;
 *  3. in the frame after, the panel laid out and focus moved to its first control. At 4x,
 *     showModal() on About Me was one forced style and layout of 29-48 ms before the panel had
 *     ever been laid out (17-30 after): the page turned inert, the panel and its focus.
 *
 * A press before the panel is drawn finishes the opening first, so it acts on the panel as it
 * will be drawn. A key (a quick Tab or Enter after the one that opened it) goes to the panel's
 * first control, and the frame does not take focus back. A click (a second tap on a slow phone,
 * whose frame waits behind a busy main thread, or two taps queued behind it) is a click on
 * what is now there, within the panel; outside it, on a backdrop the visitor has not seen yet,
 * it is nothing. The start-up code and the app each have their own copy of this module, so all
 * that the steps share is on the dialog: open, or OPENING_ATTRIBUTE (closeModal takes it away).
 */
export function openModal(dialog: HTMLDialogElement): void {
  if (isShown(dialog)) return;
  const page = dialog.ownerDocument;
  const view = page.defaultView ?? window;
  // Not closed, nor taken out of the page (a theme question replaced by the next).
  const stillOpening = () => isOpening(dialog) && dialog.isConnected;
  // Step 2, unless that came first.
  const makeModal = (): boolean => {
    if (dialog.open || !stillOpening()) return false;
    dialog.showModal();
    return true;
  };
  const finishOpening = () => {
    page.removeEventListener('keydown', finishOpening, true);
    view.removeEventListener('click', clickWhileOpening, true);
    if (!stillOpening()) return;
    makeModal();
    dialog.removeAttribute(OPENING_ATTRIBUTE);
    if (dialog.open) focusFirstIn(dialog);
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
  const inNextFrame = () => {
    if (makeModal()) view.requestAnimationFrame(finishOpening);
    else finishOpening();
  };
  dialog.setAttribute(OPENING_ATTRIBUTE, '');
  page.addEventListener('keydown', finishOpening, true);
  view.addEventListener('click', clickWhileOpening, true);
  view.requestAnimationFrame(inNextFrame);
}

/** Closes a dialog openModal opened, at any of its steps. */
export function closeModal(dialog: HTMLDialogElement): void {
  dialog.removeAttribute(OPENING_ATTRIBUTE);
  if (dialog.open) dialog.close();
}

/** Opened by openModal, its panel not drawn yet (maybe not made modal yet either). */
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
