import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { deletionCancelled, selectDeletion } from '../../features/auth/authSlice';
import { deleteAccount } from '../../features/auth/deleteAccount';
import { SUBMISSION_LIMIT } from '../../features/rateLimit/rateLimitRules';
import { fill } from '../../content/languages';
import { owner } from '../../content/settings';
import { ModalDialog } from '../../components/common/ModalDialog';
import { useTexts } from '../../components/common/texts';
import { PrimaryButton, SecondaryButton } from '../../components/common/ui';
import { Spinner } from '../../components/sections/sectionBlocks';

/** The id of "Sign in with Google": where focus goes once the account is gone. */
export const SIGN_IN_BUTTON_ID = 'contact-sign-in';

const Body = styled.div`
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.75rem;
    margin-top: 1.25rem;
  }
`;

/**
 * "Delete my account", confirmed: what goes and what stays, then Keep (first, so a stray
 * Enter keeps the account) or Delete. It stays open, busy, while the deletion runs.
 */
export function DeleteAccountDialog() {
  const dispatch = useAppDispatch();
  const texts = useTexts();
  const words = texts.deleteDialog;
  const deletion = useAppSelector(selectDeletion);
  const headingId = useId();
  const bodyId = useId();
  const deleting = deletion === 'deleting';
  const email = owner.email.replace(/^mailto:/, '');
  return (
    <ModalDialog
      open={deletion !== 'closed'}
      labelledBy={headingId}
      describedBy={bodyId}
      onDismiss={() => dispatch(deletionCancelled())}
      returnFocusTo={() => document.getElementById(SIGN_IN_BUTTON_ID)}
    >
      <Body>
        <h2 id={headingId}>{words.heading}</h2>
        <div id={bodyId}>
          <p>{words.deletes}</p>
          <p>{fill(words.keeps, { name: texts.name, limit: SUBMISSION_LIMIT, email })}</p>
        </div>
        <div className="actions">
          <SecondaryButton
            type="button"
            disabled={deleting}
            onClick={() => dispatch(deletionCancelled())}
          >
            {words.cancel}
          </SecondaryButton>
          <PrimaryButton
            type="button"
            disabled={deleting}
            aria-busy={deleting}
            onClick={() => void dispatch(deleteAccount())}
          >
            {deleting && <Spinner aria-hidden="true" />}
            {words.confirm}
          </PrimaryButton>
        </div>
      </Body>
    </ModalDialog>
  );
}
