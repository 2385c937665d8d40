import { screen } from '@testing-library/react';
import Contact from '../../src/sections/contact/Section';
import { sendMessage } from '../../src/features/contactForm/contactFormThunks';
import { MAX_MESSAGE_LENGTH } from '../../src/features/contactForm/messageRules';
import { createTestStore, signedIn } from '../support/testStore';
import { renderWithProviders } from '../support/renderWithProviders';
import { en } from '../support/sample';

/** The toasts' words in the default language, the spec's. */
const MESSAGES = en.messages;

describe('message length', () => {
  it('refuses a message the owner’s copy could not store, before any call, and keeps it', async () => {
    const tooLong = 'x'.repeat(MAX_MESSAGE_LENGTH + 1);
    const h = createTestStore({ preloadedState: signedIn({}, tooLong) });
    await h.store.dispatch(sendMessage());
    expect(h.toasts()).toEqual([['error', MESSAGES.messageTooLong]]);
    expect(h.log).toEqual([]);
    expect(h.store.getState().contactForm).toEqual({ message: tooLong, status: 'failed' });
  });

  it('sends a message of exactly the longest length', async () => {
    const longest = 'y'.repeat(MAX_MESSAGE_LENGTH);
    const h = createTestStore({ preloadedState: signedIn({}, longest) });
    await h.store.dispatch(sendMessage());
    expect(h.toasts()).toEqual([['success', MESSAGES.messageSent]]);
    expect(h.calls.submissions[0].message).toBe(longest);
  });
});

describe('markup typed into the message', () => {
  it('stays text in the textarea and never becomes elements on the page', () => {
    const typed = '<script>alert(1)</script><img src=x onerror=alert(2)><b>bold</b>';
    const { container } = renderWithProviders(<Contact />, {
      preloadedState: signedIn({}, typed),
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(typed);
    expect(container.querySelector('script, b, img[src="x"]')).toBeNull();
  });
});
