import Matter from 'matter-js';
import type { Palette } from '../../styles/theme';

const BODY_COUNT = 18;
const WALL = 60;

/**
 * A small matter-js scene that fills `host`: soft shapes fall, bounce off the walls and
 * are pushed by a pointer-following body. Returns the function that stops it cleanly.
 */
export function startPhysicsScene(host: HTMLElement, colors: Palette): () => void {
  const { Bodies, Body, Composite, Engine, Render, Runner } = Matter;
  let width = Math.max(host.clientWidth, 1);
  let height = Math.max(host.clientHeight, 1);

  const engine = Engine.create({ gravity: { x: 0, y: 0.8 } });
  const render = Render.create({
    element: host,
    engine,
    options: {
      width,
      height,
      wireframes: false,
      background: 'transparent',
      pixelRatio: Math.min(window.devicePixelRatio || 1, 2),
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

  const walls = {
    floor: Bodies.rectangle(0, 0, 1, WALL, { isStatic: true, render: { visible: false } }),
    left: Bodies.rectangle(0, 0, WALL, 1, { isStatic: true, render: { visible: false } }),
    right: Bodies.rectangle(0, 0, WALL, 1, { isStatic: true, render: { visible: false } }),
  };

  // Static rectangles cannot be resized in place; they are rebuilt at each size.
  function placeWalls() {
    Composite.remove(engine.world, Object.values(walls));
    walls.floor = Bodies.rectangle(width / 2, height + WALL / 2, width + WALL * 2, WALL, {
      isStatic: true,
      render: { visible: false },
    });
    walls.left = Bodies.rectangle(-WALL / 2, height / 2 - 400, WALL, height * 2 + 800, {
      isStatic: true,
      render: { visible: false },
    });
    walls.right = Bodies.rectangle(width + WALL / 2, height / 2 - 400, WALL, height * 2 + 800, {
      isStatic: true,
      render: { visible: false },
    });
    Composite.add(engine.world, Object.values(walls));
  }

  Composite.add(engine.world, [...shapes, pointer]);
  placeWalls();

  function onPointerMove(event: PointerEvent) {
    const box = render.canvas.getBoundingClientRect();
    Body.setPosition(pointer, { x: event.clientX - box.left, y: event.clientY - box.top });
  }
  window.addEventListener('pointermove', onPointerMove, { passive: true });

  const resizeObserver =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          width = Math.max(host.clientWidth, 1);
          height = Math.max(host.clientHeight, 1);
          Render.setSize(render, width, height);
          placeWalls();
        })
      : null;
  resizeObserver?.observe(host);

  const runner = Runner.create();
  Runner.run(runner, engine);
  Render.run(render);

  return () => {
    window.removeEventListener('pointermove', onPointerMove);
    resizeObserver?.disconnect();
    Render.stop(render);
    Runner.stop(runner);
    Composite.clear(engine.world, false);
    Engine.clear(engine);
    render.canvas.remove();
    render.textures = {};
  };
}
