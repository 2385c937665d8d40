import Matter from 'matter-js';
import type { Palette } from '../../styles/theme';

const BODY_COUNT = 18;
const WALL = 60;
/** matter-js steps at most 1/60 s at a time; a longer frame gap is taken as one step. */
const STEP_MS = 1000 / 60;

export interface PhysicsScene {
  /** Off screen the scene stops drawing; back on screen it goes on where it was. */
  setOnScreen(onScreen: boolean): void;
  /** Removes the shapes and every listener. */
  stop(): void;
}

type ShapeKind = 'square' | 'circle' | 'triangle';
/** A body and how it is drawn: a `box` px square element of `kind`. */
type Shape = { body: Matter.Body; box: number; kind: ShapeKind; fill: string; opacity: number };

/**
 * One element per body, moved by `transform` alone: the compositor moves it, so a frame
 * costs no layout, no paint and no canvas to rasterise and upload.
 */
function shapeElement(kind: ShapeKind, size: number, color: string, opacity: number) {
  const element = document.createElement('span');
  const { style } = element;
  style.position = 'absolute';
  style.left = '0';
  style.top = '0';
  style.width = `${size}px`;
  style.height = `${size}px`;
  style.background = color;
  style.opacity = String(opacity);
  style.willChange = 'transform';
  if (kind === 'circle') style.borderRadius = '50%';
  if (kind === 'square') style.borderRadius = '6px';
  // matter's 3-gon at angle 0: corners at 60°, 180° and 300° around the box's centre.
  if (kind === 'triangle') style.clipPath = 'polygon(75% 93.3%, 0% 50%, 75% 6.7%)';
  element.dataset.shape = kind;
  return element;
}

function place(element: HTMLElement, body: Matter.Body, size: number) {
  const { x, y } = body.position;
  element.style.transform = `translate(${x - size / 2}px, ${y - size / 2}px) rotate(${body.angle}rad)`;
}

/**
 * A small matter-js scene that fills `host`: soft shapes fall, bounce off the walls and
 * are pushed by a pointer-following body. It runs its own frame loop, which ends once every
 * shape has come to rest (or the hero leaves the screen) and starts again when the pointer
 * moves, so a page at rest spends no frames on it. It is set up in three short tasks: half
 * the bodies, the other half and the walls, then the shapes join the page.
 */
export function startPhysicsScene(host: HTMLElement, colors: Palette): PhysicsScene {
  const { Bodies, Body, Composite, Engine, Sleeping } = Matter;
  let width = Math.max(host.clientWidth, 1);
  let height = Math.max(host.clientHeight, 1);

  const engine = Engine.create({ gravity: { x: 0, y: 0.8 }, enableSleeping: true });
  const layer = document.createElement('div');
  layer.style.position = 'absolute';
  layer.style.inset = '0';

  const fills = [colors.accent, colors.focus, colors.border, colors.textMuted];
  const shapes: Shape[] = [];
  function addShapes(from: number, to: number) {
    for (let index = from; index < to; index += 1) {
      const x = ((index + 0.5) / BODY_COUNT) * width;
      const y = -40 - (index % 5) * 60;
      const size = 14 + (index % 4) * 8;
      const kind: ShapeKind = (['square', 'circle', 'triangle'] as const)[index % 3];
      const body =
        kind === 'square'
          ? Bodies.rectangle(x, y, size * 1.6, size * 1.6, { chamfer: { radius: 6 } })
          : kind === 'circle'
            ? Bodies.circle(x, y, size, { restitution: 0.7 })
            : Bodies.polygon(x, y, 3, size * 1.1);
      const box = kind === 'square' ? size * 1.6 : kind === 'circle' ? size * 2 : size * 2.2;
      shapes.push({ body, box, kind, fill: fills[index % fills.length], opacity: 0.35 });
      Composite.add(engine.world, body);
    }
  }

  const pointer = Bodies.circle(-200, -200, 36, { isStatic: true });
  const pointerShape: Shape = {
    body: pointer,
    box: 72,
    kind: 'circle',
    fill: colors.accent,
    opacity: 0.12,
  };
  Composite.add(engine.world, pointer);
  /** Every body drawn, the pointer's last; empty until the scene is on the page. */
  let drawn: Shape[] = [];
  /** One per drawn body, in the same order. */
  let elements: HTMLElement[] = [];
  const draw = () => drawn.forEach(({ body, box }, index) => place(elements[index], body, box));

  const hiddenWall = { isStatic: true };
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

  let onScreen = true;
  let frame = 0;
  /** The previous frame's time; null on the first frame after a wake. */
  let lastTime: number | null = null;

  function tick(time: number) {
    const delta = lastTime === null ? STEP_MS : Math.min(Math.max(time - lastTime, 1), STEP_MS);
    Engine.update(engine, delta);
    lastTime = time;
    draw();
    const atRest = shapes.every(({ body }) => body.isSleeping);
    frame = atRest || !onScreen ? 0 : window.requestAnimationFrame(tick);
  }

  function wake() {
    shapes.forEach(({ body }) => Sleeping.set(body, false));
    if (frame !== 0 || !onScreen || elements.length === 0) return;
    lastTime = null;
    frame = window.requestAnimationFrame(tick);
  }

  function onPointerMove(event: PointerEvent) {
    const box = host.getBoundingClientRect();
    Body.setPosition(pointer, { x: event.clientX - box.left, y: event.clientY - box.top });
    // A static body does not wake sleeping shapes by touching them: wake them here.
    wake();
  }
  let resizeObserver: ResizeObserver | null = null;
  function attach() {
    drawn = [...shapes, pointerShape];
    elements = drawn.map(({ kind, box, fill, opacity }) => shapeElement(kind, box, fill, opacity));
    draw();
    layer.append(...elements);
    host.append(layer);
    window.addEventListener('pointermove', onPointerMove, { passive: true });
    resizeObserver =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            width = Math.max(host.clientWidth, 1);
            height = Math.max(host.clientHeight, 1);
            placeWalls();
            wake();
          })
        : null;
    resizeObserver?.observe(host);
    wake();
  }

  // Each step a task of its own: the whole world and the elements in one were 30-60 ms at 4x,
  // the world alone a median 19 and up to 49 over 80 loads (its first bodies run matter-js's
  // code for the first time).
  const setUp = [
    () => addShapes(0, BODY_COUNT / 2),
    () => {
      addShapes(BODY_COUNT / 2, BODY_COUNT);
      placeWalls();
    },
    attach,
  ];
  let stepsDone = 0;
  let settingUp = 0;
  function runSetUp() {
    setUp[stepsDone]();
    stepsDone += 1;
    if (stepsDone < setUp.length) settingUp = window.setTimeout(runSetUp);
  }
  runSetUp();

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
      window.clearTimeout(settingUp);
      window.cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onPointerMove);
      resizeObserver?.disconnect();
      Composite.clear(engine.world, false);
      Engine.clear(engine);
      layer.remove();
    },
  };
}
