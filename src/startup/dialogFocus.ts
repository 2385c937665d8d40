import { OPENING_ATTRIBUTE } from './contract';

/** What Tab can reach inside a dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus moves to the dialog's first control (its close button, or a question's Yes). */
export function focusFirstIn(dialog: HTMLElement): void {
  (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
}

/**
 * Opens a dialog as a modal in two steps (React's ModalDialog), so that neither makes the
 * task that answers a tap long: showModal() with the panel not displayed (OPENING_ATTRIBUTE),
 * where the browser restyles the page behind as inert and focuses the dialog itself; then, in
 * the frame that draws it, the panel is laid out and focus moves to its first control. At 4x,
 * showModal() on About Me was one forced style and layout of 29-48 ms before the panel had
 * ever been laid out (17-30 after): 12-15 for the page turned inert, then 20-30 for the panel
 * and its focus. A key pressed before that frame (a quick Tab or Enter after the one that
 * opened it) finishes the opening first, so it acts on the panel's first control as drawn and
 * the frame does not take focus back.
 */
export function openModal(dialog: HTMLDialogElement): void {
  const page = dialog.ownerDocument;
  const finishOpening = () => {
    page.removeEventListener('keydown', finishOpening, true);
    if (!isOpening(dialog)) return;
    dialog.removeAttribute(OPENING_ATTRIBUTE);
    if (dialog.open) focusFirstIn(dialog);
  };
  dialog.setAttribute(OPENING_ATTRIBUTE, '');
  dialog.showModal();
  page.addEventListener('keydown', finishOpening, true);
  requestAnimationFrame(finishOpening);
}

/** Opened by openModal, its panel not drawn yet. */
export const isOpening = (dialog: Element): boolean => dialog.hasAttribute(OPENING_ATTRIBUTE);

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
