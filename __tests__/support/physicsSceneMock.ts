import type { Palette } from '../../src/styles/theme';

/** jsdom has no canvas: the hero's physics chunk is replaced by this recorder in every test. */
export const physicsScene = {
  started: [] as { host: HTMLElement; colors: Palette }[],
  stopped: 0,
  reset() {
    this.started = [];
    this.stopped = 0;
  },
};

export function startPhysicsScene(host: HTMLElement, colors: Palette) {
  physicsScene.started.push({ host, colors });
  return () => {
    physicsScene.stopped += 1;
  };
}
