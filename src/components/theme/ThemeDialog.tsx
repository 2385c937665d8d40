import { useId } from 'react';
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  dialogDismissed,
  explanationClosed,
  reasonsChanged,
  selectThemeDialog,
} from '../../features/themeDialog/themeDialogSlice';
import {
  explanationSubmitted,
  themeDialogAnsweredNo,
  themeDialogAnsweredYes,
} from '../../features/themeDialog/themeDialogThunks';
import { ModalDialog } from '../common/ModalDialog';
import { useTexts } from '../common/texts';
import { findThemeToggle } from './ThemeToggle';

/**
 * The dialog the theme toggle opens in dark mode (behaviour.md §4): a question with Yes/No per
 * step, then possibly the explanation modal. Escape or the backdrop closes a question
 * without answering it (no theme change, no toast) and cancels the modal; either way focus
 * ends on the theme toggle.
 */
export function ThemeDialog() {
  const dispatch = useAppDispatch();
  const { themeDialog: words } = useTexts();
  const { step, explanationOpen, reasons } = useAppSelector(selectThemeDialog);
  const questionId = useId();
  const headingId = useId();
  const reasonsId = useId();

  // The first question is in the prerendered page, closed, so the toggle opens it before the
  // page's script has come; each later one is a fresh dialog, announced and focused afresh.
  const shownStep = Math.max(step, 1);
  const question = (
    <ModalDialog
      key={`question-${shownStep}`}
      open={step !== 0}
      overlay={shownStep === 1 ? 'theme-question' : undefined}
      labelledBy={questionId}
      onDismiss={() => dispatch(dialogDismissed())}
      returnFocusTo={findThemeToggle}
    >
      <h2 className="theme-dialog-heading" id={questionId}>
        {words.questions[shownStep - 1]}
      </h2>
      <div className="theme-dialog-actions">
        <button
          className="theme-dialog-button theme-dialog-button--primary"
          type="button"
          onClick={() => void dispatch(themeDialogAnsweredYes())}
        >
          {words.yes}
        </button>
        <button
          className="theme-dialog-button"
          type="button"
          onClick={() => void dispatch(themeDialogAnsweredNo())}
        >
          {words.no}
        </button>
      </div>
    </ModalDialog>
  );

  if (!explanationOpen) return question;

  const cancel = () => dispatch(explanationClosed());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void dispatch(explanationSubmitted());
  };
  return (
    <>
      {question}
      <ModalDialog
        key="explanation"
        open
        labelledBy={headingId}
        onDismiss={cancel}
        returnFocusTo={findThemeToggle}
      >
        <h2 className="theme-dialog-heading" id={headingId}>
          {words.explanationHeading}
        </h2>
        <form onSubmit={submit}>
          <label className="theme-dialog-label" htmlFor={reasonsId}>
            {words.reasonsLabel}
          </label>
          <textarea
            className="theme-dialog-reasons"
            id={reasonsId}
            rows={4}
            placeholder={words.reasonsPlaceholder}
            value={reasons}
            onChange={(event) => dispatch(reasonsChanged(event.target.value))}
          />
          <div className="theme-dialog-actions">
            <button className="theme-dialog-button" type="button" onClick={cancel}>
              {words.cancel}
            </button>
            <button className="theme-dialog-button theme-dialog-button--primary" type="submit">
              {words.submit}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
