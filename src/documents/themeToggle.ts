import {
  dialogChanges,
  EXPLANATION_REPLY_DELAY_MS,
  explanationReply,
  initialThemeDialogState,
  noOutcomes,
  toggleOutcomes,
  yesOutcomes,
} from '../features/themeDialog/themeDialogRules';
import type {
  DialogToast,
  ThemeDialogOutcome,
  ThemeDialogState,
} from '../features/themeDialog/themeDialogRules';
import { THEME_TOGGLE_ATTRIBUTE } from '../startup/contract';
import { focusFirstIn, keepTabInside } from '../startup/dialogFocus';
import { DEFAULT_DARK_MODE, storeDarkMode, storedDarkMode } from '../startup/storedTheme';
import {
  ANSWER_ATTRIBUTE,
  CANCEL_ATTRIBUTE,
  DOCUMENT_TEXTS_ID,
  EXPLANATION_ID,
  QUESTION_HEADING_ID,
  QUESTION_ID,
  READY_ATTRIBUTE,
  REASONS_ID,
  TOASTS_ID,
} from './contract';
import type { DocumentTexts } from './contract';
import { showToast } from './toasts';

/**
 * The theme toggle of the build's other pages, as on the home page (behaviour.md, "The theme
 * dialog"): light goes dark at once; dark asks first, in the dialog. What each press does is
 * decided by the home page's own rules (features/themeDialog/themeDialogRules.ts), run here on a
 * plain object instead of the store; this module only puts their outcome on the page: the
 * theme on <html data-theme> and where the home page reads it (storedTheme.ts, redux-persist's
 * format), the dialogs (native <dialog>, modal: the page behind is inert, Escape and the backdrop
 * dismiss, focus goes back to the toggle), and the toasts (toasts.ts). The markup is the page
 * shell's (contract.ts); without it, the page is left as it is.
 */
export function startThemeToggle(doc: Document = document, random: () => number = Math.random) {
  const root = doc.documentElement;
  const toggle = doc.querySelector<HTMLElement>(`[${THEME_TOGGLE_ATTRIBUTE}]`);
  const question = doc.getElementById(QUESTION_ID);
  const explanation = doc.getElementById(EXPLANATION_ID);
  const heading = doc.getElementById(QUESTION_HEADING_ID);
  const reasons = doc.getElementById(REASONS_ID);
  const region = doc.getElementById(TOASTS_ID);
  const block = doc.getElementById(DOCUMENT_TEXTS_ID);
  const form = explanation?.querySelector('form');
  if (
    !toggle ||
    !(question instanceof HTMLDialogElement) ||
    !(explanation instanceof HTMLDialogElement) ||
    !heading ||
    !(reasons instanceof HTMLTextAreaElement) ||
    !region ||
    !form ||
    !block?.textContent
  ) {
    return;
  }
  const texts = JSON.parse(block.textContent) as DocumentTexts;

  // The head's theme script applied the stored theme: the page starts from what it shows.
  let darkMode = root.dataset.theme !== 'light';
  let dialog: ThemeDialogState = initialThemeDialogState;
  let shownStep = 0;
  let anyOpen = false;
  // True while this module closes a dialog itself: its `close` is then no answer.
  let closing = false;

  // Modal, focus on its first control (a question's Yes, the explanation's textarea), as the
  // home page's ModalDialog does.
  const open = (element: HTMLDialogElement) => {
    element.showModal();
    focusFirstIn(element);
  };
  const close = (element: HTMLDialogElement) => {
    closing = true;
    element.close();
    closing = false;
  };

  /** The page in step with the theme and the dialog's state. */
  const render = () => {
    const shown = darkMode ? 'dark' : 'light';
    // Unchanged at start (the theme script set it): no style work for nothing.
    if (root.dataset.theme !== shown) root.dataset.theme = shown;
    toggle.setAttribute(
      'aria-label',
      darkMode ? texts.themeToggle.toLight : texts.themeToggle.toDark,
    );
    // In dark mode the press asks first, in a dialog.
    if (darkMode) toggle.setAttribute('aria-haspopup', 'dialog');
    else toggle.removeAttribute('aria-haspopup');

    const { step, explanationOpen } = dialog;
    // Each question is a dialog opened afresh: announced by its words, focus on its Yes.
    if (question.open && step !== shownStep) close(question);
    shownStep = step;
    if (step !== 0) {
      heading.textContent = texts.themeDialog.questions[step - 1];
      if (!question.open) open(question);
    }
    // What the visitor typed is the state's: dropped when the modal closes.
    if (reasons.value !== dialog.reasons) reasons.value = dialog.reasons;
    if (explanationOpen && !explanation.open) open(explanation);
    else if (!explanationOpen && explanation.open) close(explanation);
    const nowOpen = question.open || explanation.open;
    if (anyOpen && !nowOpen) toggle.focus();
    anyOpen = nowOpen;
  };

  const say = (toast: DialogToast | ReturnType<typeof explanationReply>) =>
    showToast(region, {
      ...toast,
      message:
        toast.messageId === 'themeDialogReply'
          ? texts.themeDialog.replies[toast.values.index]
          : texts.messages[toast.messageId],
    });

  /** What a press leads to, in order, as the home page's thunks dispatch it. */
  const follow = (outcomes: ThemeDialogOutcome[]) => {
    const toasts: DialogToast[] = [];
    for (const outcome of outcomes) {
      if ('change' in outcome) dialog = dialogChanges[outcome.change](dialog);
      else if ('toast' in outcome) toasts.push(outcome.toast);
      else {
        darkMode = outcome.darkMode;
        storeDarkMode(darkMode);
      }
    }
    render();
    toasts.forEach(say);
  };

  const change = (next: ThemeDialogState) => {
    dialog = next;
    render();
  };

  toggle.addEventListener('click', () => follow(toggleOutcomes(darkMode)));
  question.addEventListener('click', (event) => {
    const answer = (event.target as Element).closest(`[${ANSWER_ATTRIBUTE}]`);
    const value = answer?.getAttribute(ANSWER_ATTRIBUTE);
    if (value === 'yes') follow(yesOutcomes(dialog));
    else if (value === 'no') follow(noOutcomes(dialog));
  });
  reasons.addEventListener('input', () => {
    dialog = dialogChanges.reasonsChanged(dialog, reasons.value);
  });
  explanation
    .querySelector(`[${CANCEL_ATTRIBUTE}]`)
    ?.addEventListener('click', () => change(dialogChanges.explanationClosed(dialog)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!dialog.explanationOpen) return;
    // Closing also drops the reasons: they are never sent anywhere.
    change(dialogChanges.explanationClosed(dialog));
    window.setTimeout(
      () => say(explanationReply(random(), texts.themeDialog.replies.length)),
      EXPLANATION_REPLY_DELAY_MS,
    );
  });

  // Escape closes a dialog in the browser's hands; the state follows. Escape or the backdrop
  // at a question is no answer (`dialogDismissed`); at the explanation, Cancel.
  const dismissals: [HTMLDialogElement, () => ThemeDialogState][] = [
    [question, () => dialogChanges.dialogDismissed(dialog)],
    [
      explanation,
      () => (dialog.explanationOpen ? dialogChanges.explanationClosed(dialog) : dialog),
    ],
  ];
  for (const [element, dismissed] of dismissals) {
    element.addEventListener('close', () => {
      if (!closing && !element.open) change(dismissed());
    });
    element.addEventListener('mousedown', (event) => {
      // The dimmed area around the panel: the <dialog> itself.
      if (event.target !== element) return;
      event.preventDefault();
      close(element);
      change(dismissed());
    });
    element.addEventListener('keydown', (event) => keepTabInside(element, event));
  }

  // Back to this page from the browser's cache, the theme may have changed elsewhere.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || anyOpen) return;
    darkMode = storedDarkMode() ?? DEFAULT_DARK_MODE;
    render();
  });

  render();
  toggle.setAttribute(READY_ATTRIBUTE, '');
}
