import type { ClockPort, OpenerPort, RandomPort, ViewportPort } from '../features/ports';

export const systemClock: ClockPort = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
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
