import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { reducedMotionChanged } from '../../features/ui/uiSlice';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Mirrors the visitor's prefers-reduced-motion into ui.reducedMotion. */
export function useReducedMotionSync() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => dispatch(reducedMotionChanged(query.matches));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [dispatch]);
}

/**
 * Calls `run` once the page has loaded and the browser is idle, keeping the work out of
 * the first paint. Returns a cancel function for effect cleanups.
 */
export function whenIdleAfterLoad(run: () => void): () => void {
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: 2000 });
    } else {
      timeoutHandle = setTimeout(run, 200);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
  };
}
