import { useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';
import { loadGoogleIdentity, trackPageView } from '../features/ui/uiThunks';
import { whenIdleAfterLoad } from '../app/scheduling';
import { useReducedMotionSync, useSectionInViewSync } from './common/hooks';

/** One page view per mount (SPEC §7 call 6); renders nothing. */
export function Analytics() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(trackPageView({ route: '/', path: window.location.pathname }));
  }, [dispatch]);
  return null;
}

/**
 * Page-wide effects without markup: the Google identity script after first view, reduced
 * motion, the section in view.
 */
export function PageEffects() {
  const dispatch = useAppDispatch();
  useReducedMotionSync();
  useSectionInViewSync();
  useEffect(() => whenIdleAfterLoad(() => void dispatch(loadGoogleIdentity())), [dispatch]);
  return null;
}
