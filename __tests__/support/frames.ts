import { nextTask } from '../../src/app/scheduling';

export { nextTask };

/** The next animation frame (jsdom's, or the browser's). */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Past openModal's steps (src/startup/dialogFocus.ts): the next frame, which draws the dialog,
 * and the timer it posts, which makes it modal and moves focus in.
 */
export const afterOpening = () => nextFrame().then(nextTask);
