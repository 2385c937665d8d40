import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { OverlayName } from '../../startup/contract';
import {
  closeModal,
  isOpening,
  isShown,
  keepTabInside,
  openModal,
} from '../../startup/dialogFocus';
import { withClass } from './ui';

export interface ModalDialogProps {
  open: boolean;
  /**
   * Names a dialog of the first screen: it is in the prerendered page, closed, and the start-up
   * code opens it at a press before React owns the page (src/startup/firstScreenAnswers.ts).
   */
  overlay?: OverlayName;
  /** id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Escape and a press on the backdrop. */
  onDismiss: () => void;
  /**
   * Where focus goes when the dialog closes, when that is not simply where it was before
   * (e.g. a dialog that replaces another). Falls back to the earlier focus when it finds none.
   */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
  className?: string;
}

const subscribeToNothing = () => () => undefined;

/** True while React hydrates the component from the prerendered page, false once it owns it. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/**
 * An accessible modal dialog on the platform's <dialog>: open, it is modal (the page behind is
 * inert), focus moves to its first control and Tab stays inside; Escape and the backdrop
 * dismiss; focus returns to where it was when it closes. Closed, it is in the page but takes
 * no room, so the prerendered page has it for the start-up code.
 */
export function ModalDialog({
  open,
  overlay,
  labelledBy,
  describedBy,
  onDismiss,
  returnFocusTo,
  children,
  className,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const hydrating = useHydrating();
  const previousFocus = useRef<HTMLElement | null>(null);
  // Read at close time, so a changed callback still counts.
  const returnTarget = useRef(returnFocusTo);
  useEffect(() => {
    returnTarget.current = returnFocusTo;
  });

  // Where the dialog names, or where focus was when React opened it (for one the start-up code
  // opened, the browser gives focus back itself).
  const returnFocus = () => (returnTarget.current?.() ?? previousFocus.current)?.focus();

  useEffect(() => {
    const element = dialog.current;
    // While React hydrates, the dialog is as the start-up code left it (maybe opened at a
    // press before React came): the store has heard of that, so leave it, focus and all.
    if (!element || hydrating || open === isShown(element)) return;
    if (open) {
      previousFocus.current = document.activeElement as HTMLElement | null;
      openModal(element);
    } else {
      closeModal(element);
    }
  }, [open, hydrating]);

  // Removed while open (a theme question replaced by the next), it gives focus back all the same.
  useEffect(() => {
    const element = dialog.current;
    return () => {
      if (element && !element.isConnected && element.open) returnFocus();
    };
  }, []);

  return (
    // The start-up code may have opened it before hydration: `open` is then the browser's.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own focus trap and its backdrop, a pointer shortcut (Escape is the keyboard's way out).
    <dialog
      ref={dialog}
      suppressHydrationWarning
      data-overlay={overlay}
      className="modal-backdrop"
      data-testid="modal-backdrop"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={(event) => keepTabInside(event.currentTarget, event)}
      onMouseDown={(event) => {
        // Not while it is opening: the press may have come before the frame that drew it, on
        // the page it now covers (openModal).
        if (event.target !== event.currentTarget || isOpening(event.currentTarget)) return;
        // The dimmed area around the panel; otherwise the press would move focus to the page.
        event.preventDefault();
        onDismiss();
      }}
      // However it closed: at Escape the browser closed it, and the store follows.
      onClose={() => {
        if (open) onDismiss();
        returnFocus();
      }}
    >
      <div className={withClass('modal-panel', className)}>{children}</div>
    </dialog>
  );
}
