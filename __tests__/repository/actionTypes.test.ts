import fs from 'node:fs';
import path from 'node:path';

/**
 * A line in Redux DevTools finds its code with one search: every action creator and thunk
 * exported from src/features/<slice>/ is typed `<slice>/<export name>`.
 */
const FEATURES = path.resolve(__dirname, '../../src/features');

/** The product specification names these types; they read so in DevTools. */
const SPEC_NAMED = new Set(['TOGGLE_THEME', 'SET_DARK', 'SET_LIGHT']);

function actionTypeOf(value: unknown): string | null {
  if (typeof value !== 'function') return null;
  const creator = value as { type?: unknown; typePrefix?: unknown; match?: unknown };
  if (typeof creator.typePrefix === 'string') return creator.typePrefix;
  if (typeof creator.type === 'string' && typeof creator.match === 'function') return creator.type;
  return null;
}

const found = fs
  .readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name: slice }) =>
    fs
      .readdirSync(path.join(FEATURES, slice))
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const exports = require(path.join(FEATURES, slice, file)) as Record<string, unknown>;
        return Object.entries(exports).flatMap(([name, value]) => {
          const type = actionTypeOf(value);
          return type === null ? [] : [{ where: `${slice}/${file}`, name, slice, type }];
        });
      }),
  );

describe('action types', () => {
  it('finds the action creators and thunks of every slice folder', () => {
    const slices = new Set(found.map(({ slice }) => slice));
    expect([...slices].sort()).toEqual([
      'auth',
      'contactForm',
      'rateLimit',
      'theme',
      'themeDialog',
      'ui',
    ]);
  });

  it.each(found.filter(({ type }) => !SPEC_NAMED.has(type)))(
    '$where exports $name as <slice>/<export name>',
    ({ slice, name, type }) => {
      expect(type).toBe(`${slice}/${name}`);
    },
  );
});
