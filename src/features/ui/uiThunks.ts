import { resumePdfPath } from '../../content/languages';
import { owner } from '../../content/owner';
import { createAppThunk } from '../createAppThunk';
import { flowToast, showToast } from './toasts';
import type { SectionId } from './uiSlice';
import { mobileMenuClosed, resumeRequestEnded, resumeRequestStarted } from './uiSlice';

export const RESUME_DELAY_MS = 3000;
const COMING_SOON_TOAST_MS = 3000;
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/**
 * 'Get My Resume': signed in, the page's language's PDF opens in a new tab 3 s later (SPEC §4,
 * one resume per language: /hi/files/resume.pdf on the Hindi page). A browser
 * that blocks a window opened that long after the tap (Safari) gets a toast with a link
 * instead, which stays until the visitor follows or dismisses it: a link that vanished
 * after 5 s could not be reached from the keyboard.
 */
export const requestResume = createAppThunk(
  'ui/requestResume',
  async (_: void, { dispatch, extra, getState }) => {
    if (!getState().auth.IsAuthenticated) {
      dispatch(flowToast('error', 'authenticateFirst'));
      return;
    }
    dispatch(resumeRequestStarted());
    const resume = resumePdfPath(owner.site, getState().ui.language);
    await extra.clock.sleep(RESUME_DELAY_MS);
    const opened = extra.opener.openInNewTab(resume);
    dispatch(resumeRequestEnded());
    if (opened) return;
    dispatch(
      showToast({
        kind: 'success',
        messageId: 'resumeReady',
        position: 'top-right',
        durationMs: null,
        link: { href: resume, labelId: 'openResume' },
      }),
    );
  },
  { condition: (_, { getState }) => !getState().ui.resumePending },
);

/** The messaging button: a top-center toast, no call (SPEC §2). */
export const comingSoonClicked = createAppThunk(
  'ui/comingSoonClicked',
  async (_: void, { dispatch }) => {
    dispatch(
      showToast({
        kind: 'blank',
        messageId: 'comingSoon',
        position: 'top-center',
        durationMs: COMING_SOON_TOAST_MS,
      }),
    );
  },
);

export const scrollToSection = createAppThunk(
  'ui/scrollToSection',
  async (section: SectionId, { dispatch, extra }) => {
    dispatch(mobileMenuClosed());
    extra.viewport.scrollToSection(section);
  },
);

/** Analytics: one page view with route and path; failures are only logged (SPEC §7 call 6). */
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
