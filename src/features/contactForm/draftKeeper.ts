import type { AppStartListening } from '../createAppThunk';
import { selectMessage } from './contactFormSlice';

/**
 * The message being written is kept for the tab whenever it changes: typed, restored, or
 * cleared by a successful send.
 */
export function addDraftKeeper(startListening: AppStartListening) {
  startListening({
    predicate: (_action, state, previous) => selectMessage(state) !== selectMessage(previous),
    effect: (_action, { extra, getState }) => extra.draftStore.save(selectMessage(getState())),
  });
}
