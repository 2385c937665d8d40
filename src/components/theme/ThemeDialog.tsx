import { useId } from 'react';
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  dialogDismissed,
  explanationClosed,
  reasonsChanged,
  selectThemeDialog,
  selectThemeDialogQuestion,
} from '../../features/themeDialog/themeDialogSlice';
import {
  explanationSubmitted,
  themeDialogAnsweredNo,
  themeDialogAnsweredYes,
} from '../../features/themeDialog/themeDialogThunks';
import { ModalDialog } from '../common/ModalDialog';
import { findThemeToggle } from './ThemeToggle';

export const EXPLANATION_HEADING = 'Explain yourself! Why do you want light mode?';
export const REASONS_PLACEHOLDER = 'Tell me your reasons...';

/**
 * The dialog the theme toggle opens in dark mode (SPEC §4): a question with Yes/No per
 * step, then possibly the explanation modal. Escape or the backdrop closes a question
 * without answering it (no theme change, no toast) and cancels the modal; either way focus
 * ends on the theme toggle.
 */
export function ThemeDialog() {
  const dispatch = useAppDispatch();
  const { step, explanationOpen, reasons } = useAppSelector(selectThemeDialog);
  const question = useAppSelector(selectThemeDialogQuestion);
  const questionId = useId();
  const headingId = useId();
  const reasonsId = useId();

  if (question !== null) {
    return (
      // A fresh dialog per step, so each new question is announced and focused afresh.
      <ModalDialog
        key={`question-${step}`}
        labelledBy={questionId}
        onDismiss={() => dispatch(dialogDismissed())}
        returnFocusTo={findThemeToggle}
      >
        <h2 className="theme-dialog-heading" id={questionId}>
          {question}
        </h2>
        <div className="theme-dialog-actions">
          <button
            className="theme-dialog-button theme-dialog-button--primary"
            type="button"
            onClick={() => void dispatch(themeDialogAnsweredYes())}
          >
            Yes
          </button>
          <button
            className="theme-dialog-button"
            type="button"
            onClick={() => void dispatch(themeDialogAnsweredNo())}
          >
            No
          </button>
        </div>
      </ModalDialog>
    );
  }

  if (!explanationOpen) return null;

  const cancel = () => dispatch(explanationClosed());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void dispatch(explanationSubmitted());
  };
  return (
    <ModalDialog
      key="explanation"
      labelledBy={headingId}
      onDismiss={cancel}
      returnFocusTo={findThemeToggle}
    >
      <h2 className="theme-dialog-heading" id={headingId}>
        {EXPLANATION_HEADING}
      </h2>
      <form onSubmit={submit}>
        <label className="theme-dialog-label" htmlFor={reasonsId}>
          Your reasons
        </label>
        <textarea
          className="theme-dialog-reasons"
          id={reasonsId}
          rows={4}
          placeholder={REASONS_PLACEHOLDER}
          value={reasons}
          onChange={(event) => dispatch(reasonsChanged(event.target.value))}
        />
        <div className="theme-dialog-actions">
          <button className="theme-dialog-button" type="button" onClick={cancel}>
            Cancel
          </button>
          <button className="theme-dialog-button theme-dialog-button--primary" type="submit">
            Submit
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
