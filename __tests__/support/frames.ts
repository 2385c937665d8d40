/** The next animation frame (jsdom's, or the browser's). */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** A task posted now: after the ones already posted. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Past openModal's steps (src/startup/dialogFocus.ts): the next frame, which draws the dialog,
 * and the timer it posts, which makes it modal and moves focus in.
 */
export const afterOpening = () => nextFrame().then(nextTask);
