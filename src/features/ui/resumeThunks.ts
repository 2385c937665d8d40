import { resumePdfPath } from '../../content/languages';
import { owner } from '../../content/settings';
import { selectIsAuthenticated } from '../auth/authSlice';
import { createAppThunk } from '../createAppThunk';
import { flowToast, showToast } from './toasts';
import {
  resumeRequestEnded,
  resumeRequestStarted,
  selectLanguage,
  selectResumePending,
} from './uiSlice';

/** In a module of its own, which only the projects section imports: none of it is in `main`. */
export const RESUME_DELAY_MS = 3000;

/**
 * 'Get My Resume': signed in, the page's language's PDF opens in a new tab 3 s later
 * (behaviour.md §4; one resume per language: /hi/files/resume.pdf on the Hindi page). A
 * browser that blocks a window opened that long after the tap (Safari) gets a toast with a
 * link instead, which stays until the visitor follows or dismisses it: a link that vanished
 * after 5 s could not be reached from the keyboard.
 */
export const requestResume = createAppThunk(
  'ui/requestResume',
  async (_: void, { dispatch, extra, getState }) => {
    if (!selectIsAuthenticated(getState())) {
      dispatch(flowToast('error', 'authenticateFirst'));
      return;
    }
    dispatch(resumeRequestStarted());
    const resume = resumePdfPath(owner.site, selectLanguage(getState()));
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
  { condition: (_, { getState }) => !selectResumePending(getState()) },
);
