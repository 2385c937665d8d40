import { useId } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
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

const Heading = styled.h2`
  margin: 0 0 1.25rem;
  font-size: 1.25rem;
  line-height: 1.4;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

const Button = styled.button<{ $primary?: boolean }>`
  min-width: 6rem;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border-radius: 0.5rem;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid
    ${({ theme, $primary }) => ($primary ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $primary }) =>
    $primary ? theme.colors.accent : theme.colors.surfaceRaised};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onAccent : theme.colors.text)};
`;

const Label = styled.label`
  display: block;
  margin-bottom: 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reasons = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  min-height: 7rem;
  padding: 0.75rem;
  border-radius: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;
`;

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
        <Heading id={questionId}>{question}</Heading>
        <Actions>
          <Button type="button" $primary onClick={() => void dispatch(themeDialogAnsweredYes())}>
            Yes
          </Button>
          <Button type="button" onClick={() => void dispatch(themeDialogAnsweredNo())}>
            No
          </Button>
        </Actions>
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
      <Heading id={headingId}>{EXPLANATION_HEADING}</Heading>
      <form onSubmit={submit}>
        <Label htmlFor={reasonsId}>Your reasons</Label>
        <Reasons
          id={reasonsId}
          rows={4}
          placeholder={REASONS_PLACEHOLDER}
          value={reasons}
          onChange={(event) => dispatch(reasonsChanged(event.target.value))}
        />
        <Actions>
          <Button type="button" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" $primary>
            Submit
          </Button>
        </Actions>
      </form>
    </ModalDialog>
  );
}
