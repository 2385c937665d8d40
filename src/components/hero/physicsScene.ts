import Matter from 'matter-js';
import type { Palette } from '../../styles/theme';

const BODY_COUNT = 18;
const WALL = 60;
/** matter-js steps at most 1/60 s at a time; a longer frame gap is taken as one step. */
const STEP_MS = 1000 / 60;

export interface PhysicsScene {
  /** Off screen the scene stops drawing; back on screen it goes on where it was. */
  setOnScreen(onScreen: boolean): void;
  /** Removes the canvas and every listener. */
  stop(): void;
}

/**
 * A small matter-js scene that fills `host`: soft shapes fall, bounce off the walls and
 * are pushed by a pointer-following body. It runs its own frame loop, which ends once every
 * shape has come to rest (or the hero leaves the screen) and starts again when the pointer
 * moves, so a page at rest spends no frames on it.
 */
export function startPhysicsScene(host: HTMLElement, colors: Palette): PhysicsScene {
  const { Bodies, Body, Composite, Engine, Render, Sleeping } = Matter;
  let width = Math.max(host.clientWidth, 1);
  let height = Math.max(host.clientHeight, 1);

  const engine = Engine.create({ gravity: { x: 0, y: 0.8 }, enableSleeping: true });
  const render = Render.create({
    element: host,
    engine,
    options: {
      width,
      height,
      wireframes: false,
      background: 'transparent',
      // Soft, translucent shapes look the same at 1x; a full-DPR canvas costs each frame
      // two to four times the pixels to paint and hand to the compositor.
      pixelRatio: 1,
    },
  });
  render.canvas.setAttribute('aria-hidden', 'true');

  const fills = [colors.accent, colors.focus, colors.border, colors.textMuted];
  const shapes = Array.from({ length: BODY_COUNT }, (_, index) => {
    const x = ((index + 0.5) / BODY_COUNT) * width;
    const y = -40 - (index % 5) * 60;
    const style = { render: { fillStyle: fills[index % fills.length], opacity: 0.35 } };
    const size = 14 + (index % 4) * 8;
    return index % 3 === 0
      ? Bodies.rectangle(x, y, size * 1.6, size * 1.6, { ...style, chamfer: { radius: 6 } })
      : index % 3 === 1
        ? Bodies.circle(x, y, size, { ...style, restitution: 0.7 })
        : Bodies.polygon(x, y, 3, size * 1.1, style);
  });

  const pointer = Bodies.circle(-200, -200, 36, {
    isStatic: true,
    render: { fillStyle: colors.accent, opacity: 0.12 },
  });

  const hiddenWall = { isStatic: true, render: { visible: false } };
  let walls: Matter.Body[] = [];

  // Static rectangles cannot be resized in place; they are rebuilt at each size.
  function placeWalls() {
    Composite.remove(engine.world, walls);
    walls = [
      Bodies.rectangle(width / 2, height + WALL / 2, width + WALL * 2, WALL, hiddenWall),
      Bodies.rectangle(-WALL / 2, height / 2 - 400, WALL, height * 2 + 800, hiddenWall),
      Bodies.rectangle(width + WALL / 2, height / 2 - 400, WALL, height * 2 + 800, hiddenWall),
    ];
    Composite.add(engine.world, walls);
  }

  Composite.add(engine.world, [...shapes, pointer]);
  placeWalls();

  let onScreen = true;
  let frame = 0;
  /** The previous frame's time; null on the first frame after a wake. */
  let lastTime: number | null = null;

  function tick(time: number) {
    const delta = lastTime === null ? STEP_MS : Math.min(Math.max(time - lastTime, 1), STEP_MS);
    Engine.update(engine, delta);
    lastTime = time;
    Render.world(render);
    const atRest = shapes.every((shape) => shape.isSleeping);
    frame = atRest || !onScreen ? 0 : window.requestAnimationFrame(tick);
  }

  function wake() {
    shapes.forEach((shape) => Sleeping.set(shape, false));
    if (frame !== 0 || !onScreen) return;
    lastTime = null;
    frame = window.requestAnimationFrame(tick);
  }

  function onPointerMove(event: PointerEvent) {
    const box = render.canvas.getBoundingClientRect();
    Body.setPosition(pointer, { x: event.clientX - box.left, y: event.clientY - box.top });
    // A static body does not wake sleeping shapes by touching them: wake them here.
    wake();
  }
  window.addEventListener('pointermove', onPointerMove, { passive: true });

  const resizeObserver =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          width = Math.max(host.clientWidth, 1);
          height = Math.max(host.clientHeight, 1);
          Render.setSize(render, width, height);
          placeWalls();
          wake();
        })
      : null;
  resizeObserver?.observe(host);

  wake();

  return {
    setOnScreen(next) {
      onScreen = next;
      if (next) {
        wake();
      } else if (frame !== 0) {
        window.cancelAnimationFrame(frame);
        frame = 0;
      }
    },
    stop() {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onPointerMove);
      resizeObserver?.disconnect();
      Composite.clear(engine.world, false);
      Engine.clear(engine);
      render.canvas.remove();
      render.textures = {};
    },
  };
}
