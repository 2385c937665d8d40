import type { AnalyticsPort, ScriptLoaderPort } from '../features/ports';

type InsightsQueue = (event: 'pageview', data: { route: string; path: string }) => void;

declare global {
  interface Window {
    va?: InsightsQueue;
    vaq?: unknown[][];
  }
}

/**
 * Page-view insights (behaviour.md §7 call 6): events queue on window.va until the
 * insights script takes them over. No script configured: nothing is sent.
 * A failed load is only logged.
 */
export function createInsightsAnalytics(
  src: string | null,
  scripts: ScriptLoaderPort,
): AnalyticsPort {
  let started: Promise<void> | null = null;
  return {
    start() {
      if (!src) return Promise.resolve();
      window.va ??= (...args) => {
        (window.vaq ??= []).push(args);
      };
      started ??= scripts.load(src).catch((error: unknown) => {
        console.error('Analytics script failed to load.', error);
      });
      return started;
    },
    pageView(route, path) {
      window.va?.('pageview', { route, path });
    },
  };
}
