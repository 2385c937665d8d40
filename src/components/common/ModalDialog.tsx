import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { withClass } from './ui';

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  /** id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Escape and a click on the backdrop. */
  onDismiss: () => void;
  /**
   * Where focus goes when the dialog closes, when that is not simply where it was before
   * (e.g. a dialog that replaces another). Falls back to the earlier focus when it finds none.
   */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
  className?: string;
}

/**
 * An accessible modal dialog: focus moves in on open, Tab stays inside, Escape and the
 * backdrop dismiss, and focus returns to where it was when the dialog closes.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  onDismiss,
  returnFocusTo,
  children,
  className,
}: ModalDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  // Read at close time, so a changed callback still counts.
  const returnTarget = useRef(returnFocusTo);
  useEffect(() => {
    returnTarget.current = returnFocusTo;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => (returnTarget.current?.() ?? previous)?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a pointer shortcut; Escape is the keyboard's way out.
    <div
      className="modal-backdrop"
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Otherwise the press would move focus to the page body after it was returned.
        event.preventDefault();
        onDismiss();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own Escape and focus trap. */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={withClass('modal-panel', className)}
      >
        {children}
      </div>
    </div>
  );
}
