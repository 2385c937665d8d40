import { createAppThunk } from '../createAppThunk';
import type { AppThunk } from '../createAppThunk';
import { showToast } from './toasts';
import type { SectionId } from './uiSlice';
import { mobileMenuClosed } from './uiSlice';

const COMING_SOON_TOAST_MS = 3000;
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The messaging button: a top-center toast, no call. */
export function comingSoonClicked(): AppThunk {
  return showToast({
    kind: 'blank',
    messageId: 'comingSoon',
    position: 'top-center',
    durationMs: COMING_SOON_TOAST_MS,
  });
}

/** A button that leads to a section: the mobile menu closes (`ui/mobileMenuClosed`), then the scroll. */
export function scrollToSection(section: SectionId): AppThunk {
  return (dispatch, _getState, { viewport }) => {
    dispatch(mobileMenuClosed());
    viewport.scrollToSection(section);
  };
}

/**
 * Analytics: one page view with route and path; failures are only logged (behaviour.md §7 call 6).
 */
export const trackPageView = createAppThunk(
  'ui/trackPageView',
  async (location: { route: string; path: string }, { extra }) => {
    await extra.analytics.start();
    extra.analytics.pageView(location.route, location.path);
  },
);

/** The Google identity script, after the first view and only when a client id is set. */
export const loadGoogleIdentity = createAppThunk(
  'ui/loadGoogleIdentity',
  async (_: void, { extra }) => {
    if (!extra.settings.googleClientId) return;
    try {
      await extra.scripts.load(GOOGLE_IDENTITY_SCRIPT_URL);
    } catch (error) {
      console.error('The Google identity script did not load.', error);
    }
  },
);
