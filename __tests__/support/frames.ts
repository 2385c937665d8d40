/** Resolves after the next animation frame's callbacks have run (jsdom draws at 60 Hz). */
export const nextFrame = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => resolve());
  });
