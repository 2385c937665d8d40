import type { ClockPort, OpenerPort, RandomPort, ViewportPort } from '../features/ports';
import { scrollToSection } from '../startup/sectionScroll';

export const systemClock: ClockPort = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', cancel);
        resolve();
      }, ms);
      function cancel() {
        clearTimeout(timer);
        reject(signal?.reason);
      }
      signal?.addEventListener('abort', cancel, { once: true });
    }),
};

export const mathRandom: RandomPort = { next: () => Math.random() };

export const windowOpener: OpenerPort = {
  openInNewTab(url) {
    // Not the 'noopener' feature: with it window.open returns null even when the tab opens,
    // so a blocked window (Safari, seconds after the tap) could not be told apart.
    const tab = window.open(url, '_blank');
    if (!tab) return false;
    tab.opener = null;
    return true;
  },
};

export const documentViewport: ViewportPort = {
  scrollToSection(id) {
    scrollToSection(document, id);
  },
};
