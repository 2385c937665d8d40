import { useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';
import { whenIdleAfterLoad } from '../app/scheduling';
import { loadGoogleIdentity } from '../features/ui/uiThunks';
import { useReducedMotionSync, useSectionInViewSync } from './common/hooks';

/**
 * Page-wide effects of the browser without markup: the visitor's reduced-motion setting, the
 * section in view, the Google identity script once the page is idle.
 */
export function PageEffects() {
  const dispatch = useAppDispatch();
  useReducedMotionSync();
  useSectionInViewSync();
  useEffect(() => whenIdleAfterLoad(() => void dispatch(loadGoogleIdentity())), [dispatch]);
  return null;
}
