import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { whenIdleAfterLoad } from '../../app/scheduling';
import type { PageSection } from '../../features/ui/uiSlice';
import {
  PAGE_SECTIONS,
  reducedMotionChanged,
  sectionInViewChanged,
} from '../../features/ui/uiSlice';

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

/** The upper half of the viewport: where a visitor reads. */
const READING_AREA_MARGIN = '0px 0px -50% 0px';

/**
 * Keeps ui.sectionInView on the part of the page the visitor is reading, the last section
 * that reaches into the upper half of the viewport, so the language switch links to the same
 * part. Started once the page is idle: the sections are on the page by then, prerendered or,
 * in development, rendered.
 */
export function useSectionInViewSync() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    let observer: IntersectionObserver | null = null;
    const cancelIdle = whenIdleAfterLoad(() => {
      const reaching = new Set<string>();
      let shown: PageSection | null = null;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) reaching.add(entry.target.id);
            else reaching.delete(entry.target.id);
          }
          const section = [...PAGE_SECTIONS].reverse().find((id) => reaching.has(id));
          if (section && section !== shown) {
            shown = section;
            dispatch(sectionInViewChanged(section));
          }
        },
        { rootMargin: READING_AREA_MARGIN },
      );
      for (const id of PAGE_SECTIONS) {
        const section = document.getElementById(id);
        if (section) observer.observe(section);
      }
    });
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [dispatch]);
}

/**
 * Whether the element is in (or near) the viewport, so per-frame work can stop while
 * nobody can see it. Without IntersectionObserver (jsdom, old browsers) it is always true.
 */
export function useOnScreen(target: React.RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting), {
      rootMargin: '100px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}
