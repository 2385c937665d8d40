import type { Catalogue } from '../content/catalogue';

/**
 * The documents' side of the page: what the page shell (scripts/site/pageShell.ts) writes into
 * every page the build makes beside the home pages (posts, the blog, tag pages, case studies,
 * the privacy notice, the resume page, the 404 pages) for their one script
 * (src/documents/documents.ts) to find:
 *  - the theme toggle, marked THEME_TOGGLE_ATTRIBUTE (startup/contract.ts) as on the home page.
 *    Without script it is not displayed (no `data-theme` on <html>: the theme script did not
 *    run); with it, it keeps its room but is hidden until the documents' script answers it and
 *    marks it READY_ATTRIBUTE, so nothing moves and no button is there that does nothing;
 *  - the theme dialog, closed: the question (QUESTION_ID, its heading QUESTION_HEADING_ID, its
 *    Yes and No marked ANSWER_ATTRIBUTE) and the explanation modal (EXPLANATION_ID, a form with
 *    a textarea, Cancel marked CANCEL_ATTRIBUTE and Submit), in the markup and classes of the
 *    home page's (components/theme/ThemeDialog.tsx);
 *  - TOASTS_ID: the live region the dialog's toasts are shown in;
 *  - DOCUMENT_TEXTS_ID: a JSON data block of the words the script shows itself
 *    (`DocumentTexts`), from the page's catalogue, as the home page's #page-texts.
 */
export const DOCUMENT_TEXTS_ID = 'document-texts';
export const QUESTION_ID = 'theme-question';
export const QUESTION_HEADING_ID = 'theme-question-heading';
export const EXPLANATION_ID = 'theme-explanation';
export const EXPLANATION_HEADING_ID = 'theme-explanation-heading';
export const REASONS_ID = 'theme-reasons';
export const TOASTS_ID = 'toasts';
export const READY_ATTRIBUTE = 'data-ready';
/** On a question's buttons: "yes" or "no". */
export const ANSWER_ATTRIBUTE = 'data-answer';
export const CANCEL_ATTRIBUTE = 'data-cancel';

/** The words the documents' script puts on the page: the toggle's names, questions, toasts. */
export interface DocumentTexts {
  themeToggle: Catalogue['themeToggle'];
  themeDialog: Pick<Catalogue['themeDialog'], 'questions' | 'replies'>;
  messages: Pick<Catalogue['messages'], 'imposter' | 'nightOwl'>;
}

/** The page's part of its catalogue for the documents' script (the build writes it). */
export function documentTexts({ themeToggle, themeDialog, messages }: Catalogue): DocumentTexts {
  return {
    themeToggle,
    themeDialog: { questions: themeDialog.questions, replies: themeDialog.replies },
    messages: { imposter: messages.imposter, nightOwl: messages.nightOwl },
  };
}
