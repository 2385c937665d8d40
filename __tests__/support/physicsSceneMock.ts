import type { PhysicsScene } from '../../src/components/hero/physicsScene';
import type { Palette } from '../../src/styles/theme';

/** jsdom runs no physics or frames: the hero's physics chunk is replaced by this recorder in every test. */
export const physicsScene = {
  started: [] as { host: HTMLElement; colors: Palette }[],
  stopped: 0,
  /** Every setOnScreen call, in order. */
  onScreen: [] as boolean[],
  reset() {
    this.started = [];
    this.stopped = 0;
    this.onScreen = [];
  },
};

export function startPhysicsScene(host: HTMLElement, colors: Palette): PhysicsScene {
  physicsScene.started.push({ host, colors });
  return {
    setOnScreen(onScreen) {
      physicsScene.onScreen.push(onScreen);
    },
    stop() {
      physicsScene.stopped += 1;
    },
  };
}
