import type { ClockPort, OpenerPort, RandomPort, ViewportPort } from '../features/ports';

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
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

export const documentViewport: ViewportPort = {
  scrollToSection(id) {
    const target = document.getElementById(id);
    if (!target) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  },
};
