import { act } from '@testing-library/react';

/**
 * A stand-in for IntersectionObserver (jsdom has none): the test says when an observed
 * element enters or leaves the screen.
 */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  return {
    /** Reports `target` as on screen or off screen to every observer watching it. */
    setOnScreen(target: Element, isIntersecting: boolean) {
      act(() => {
        for (const { callback, targets } of observers) {
          if (!targets.has(target)) continue;
          const entry = { target, isIntersecting } as IntersectionObserverEntry;
          callback([entry], {} as IntersectionObserver);
        }
      });
    },
    uninstall() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
