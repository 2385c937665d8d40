import type { AppStartListening } from '../createAppThunk';

/**
 * The message being written is kept for the tab whenever it changes: typed, restored, or
 * cleared by a successful send.
 */
export function addDraftKeeper(startListening: AppStartListening) {
  startListening({
    predicate: (_action, state, previous) =>
      state.contactForm.message !== previous.contactForm.message,
    effect: (_action, { extra, getState }) => extra.draftStore.save(getState().contactForm.message),
  });
}
