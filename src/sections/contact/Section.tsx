import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  deletionAsked,
  selectDeletion,
  selectIsAuthenticated,
  selectSignedInProfile,
  selectSigningIn,
  selectSigningOut,
} from '../../features/auth/authSlice';
import { signInWithGoogle, signOut } from '../../features/auth/authThunks';
import {
  messageChanged,
  selectContactForm,
  selectSendDisabled,
} from '../../features/contactForm/contactFormSlice';
import { sendMessage } from '../../features/contactForm/contactFormThunks';
import { selectLimitReached, selectResetTime } from '../../features/rateLimit/rateLimitSlice';
import { selectLanguage } from '../../features/ui/uiSlice';
import { fill, privacyPath } from '../../content/languages';
import { owner } from '../../content/settings';
import { useTexts } from '../../components/common/texts';
import { PrimaryButton, SecondaryButton } from '../../components/common/ui';
import { DeleteAccountDialog, SIGN_IN_BUTTON_ID } from './DeleteAccountDialog';
import { Section, SectionHeading, Spinner } from '../../components/sections/sectionBlocks';
import { theme } from '../../styles/theme';

const Panel = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: clamp(1.25rem, 4vw, 2rem);
  border-radius: 1.25rem;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const SignedOut = styled.div`
  display: grid;
  justify-items: center;
  gap: 1rem;
  text-align: center;
  p {
    margin: 0;
  }
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  img {
    border-radius: 50%;
    object-fit: cover;
    background: ${theme.colors.surfaceRaised};
  }
  p {
    margin: 0;
  }
  .who {
    flex: 1;
    min-width: 10rem;
  }
  .email {
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** "What happens to my data" and, signed in, "Delete my account". */
const DataLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 0.5rem 1.5rem;
  margin: 1.25rem 0 0;
  a {
    padding: 0.5rem 0;
  }
`;

const Warning = styled.p`
  margin: 1.25rem 0 0;
  padding: 0.75rem 1rem;
  border-radius: 0.75rem;
  background: ${theme.colors.warningBackground};
  color: ${theme.colors.warningText};
  font-weight: 600;
`;

const Form = styled.form`
  display: grid;
  gap: 0.5rem;
  margin-top: 1.25rem;
  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    padding: 0.75rem;
    border-radius: 0.75rem;
    border: 1px solid ${theme.colors.textMuted};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font: inherit;
    resize: vertical;
  }
  textarea::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }
  button {
    justify-self: start;
    margin-top: 0.5rem;
  }
`;

function ContactForm() {
  const dispatch = useAppDispatch();
  const { contact } = useTexts();
  const { message, status } = useAppSelector(selectContactForm);
  const disabled = useAppSelector(selectSendDisabled);
  const sending = status === 'sending';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void dispatch(sendMessage());
  };
  return (
    <Form onSubmit={onSubmit} aria-label={contact.form}>
      <label htmlFor="contact-message">{contact.messageLabel}</label>
      <textarea
        id="contact-message"
        name="message"
        rows={6}
        required
        placeholder={contact.placeholder}
        value={message}
        onChange={(event) => dispatch(messageChanged(event.target.value))}
      />
      <PrimaryButton type="submit" disabled={disabled} aria-busy={sending}>
        {sending && <Spinner aria-hidden="true" data-testid="send-spinner" />}
        {contact.send}
      </PrimaryButton>
    </Form>
  );
}

export default function Contact() {
  const dispatch = useAppDispatch();
  const { contact } = useTexts();
  const profile = useAppSelector(selectSignedInProfile);
  const signingIn = useAppSelector(selectSigningIn);
  const signingOut = useAppSelector(selectSigningOut);
  const limitReached = useAppSelector(selectLimitReached);
  const resetTime = useAppSelector(selectResetTime);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const deletion = useAppSelector(selectDeletion);
  const language = useAppSelector(selectLanguage);
  const privacyLink = <a href={privacyPath(owner.site, language)}>{contact.privacyLink}</a>;

  return (
    <Section id="contact" aria-labelledby="contact-heading">
      <SectionHeading id="contact-heading">{contact.heading}</SectionHeading>
      <Panel>
        {profile ? (
          <>
            <Profile>
              {profile.photoURL && (
                <img
                  src={profile.photoURL}
                  alt={profile.displayName}
                  width={56}
                  height={56}
                  referrerPolicy="no-referrer"
                />
              )}
              <div className="who">
                <p>
                  <strong>{profile.displayName}</strong>
                </p>
                <p className="email">{profile.email}</p>
              </div>
              <SecondaryButton
                type="button"
                disabled={signingOut}
                onClick={() => void dispatch(signOut())}
              >
                {contact.signOut}
              </SecondaryButton>
            </Profile>
            {limitReached && (
              <Warning role="status">
                {fill(contact.limitBanner, { time: resetTime ?? '' })}
              </Warning>
            )}
            <ContactForm />
            <DataLinks>
              {privacyLink}
              <SecondaryButton type="button" onClick={() => dispatch(deletionAsked())}>
                {contact.deleteAccount}
              </SecondaryButton>
            </DataLinks>
          </>
        ) : (
          <SignedOut>
            <p>{contact.signedOut}</p>
            <PrimaryButton
              id={SIGN_IN_BUTTON_ID}
              type="button"
              disabled={signingIn}
              aria-busy={signingIn}
              onClick={() => void dispatch(signInWithGoogle())}
            >
              {signingIn && <Spinner aria-hidden="true" />}
              {contact.signIn}
            </PrimaryButton>
            {privacyLink}
          </SignedOut>
        )}
      </Panel>
      {/* Only a signed-in visitor can open it: the prerendered page goes without it. */}
      {(isAuthenticated || deletion !== 'closed') && <DeleteAccountDialog />}
    </Section>
  );
}
