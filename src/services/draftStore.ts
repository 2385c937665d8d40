import type { DraftStorePort } from '../features/ports';

export const DRAFT_KEY = 'contactDraft';

/**
 * The message being written, in the tab's session storage: it outlives a reload and a
 * sign-in's redirect, and goes with the tab (a shared computer keeps no one's draft).
 */
export function createDraftStore(
  storage: () => Storage = () => window.sessionStorage,
): DraftStorePort {
  return {
    load() {
      try {
        return storage().getItem(DRAFT_KEY) ?? '';
      } catch {
        return '';
      }
    },
    save(text) {
      try {
        if (text === '') storage().removeItem(DRAFT_KEY);
        else storage().setItem(DRAFT_KEY, text);
      } catch (error) {
        console.warn('The message being written cannot be kept for this tab.', error);
      }
    },
  };
}
