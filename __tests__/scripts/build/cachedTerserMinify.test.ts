/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { terserMinify } from 'minimizer-webpack-plugin';

/** The build's minifier, loaded with its cache in a folder of the test's own. */
type Minify = typeof terserMinify;
let cacheDir: string;
let cachedTerserMinify: Minify;

beforeEach(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minify-cache-'));
  process.env.MINIFY_CACHE_DIR = cacheDir;
  jest.isolateModules(() => {
    cachedTerserMinify = jest.requireActual('../../../scripts/build/cachedTerserMinify.cjs');
  });
});

afterEach(() => {
  delete process.env.MINIFY_CACHE_DIR;
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

/** The production build's options (webpack.config.ts). */
const OPTIONS = {
  ecma: 2020 as const,
  module: true,
  compress: { passes: 3, pure_getters: true },
  format: { comments: false },
};
const CHUNK = {
  'chunk.js': 'export function greet(name) { const greeting = "Hello, " + name; return greeting; }',
};

const entries = () => fs.readdirSync(cacheDir);
/** The chunk minified: one letter for the name, the greeting returned at once. */
const MINIFIED = /^export function greet\((\w)\)\{return"Hello, "\+\1\}$/;

describe("the build's cached Terser", () => {
  it("gives Terser's own result, and keeps it", async () => {
    const cached = await cachedTerserMinify(CHUNK, undefined, OPTIONS, false);
    expect(cached).toEqual(await terserMinify(CHUNK, undefined, OPTIONS, false));
    expect(cached.code).toMatch(MINIFIED);
    expect(entries()).toHaveLength(1);
  });

  it('gives the kept result when the same chunk comes back, without minifying it again', async () => {
    await cachedTerserMinify(CHUNK, undefined, OPTIONS, false);
    // What a second build reads is what the cache holds: mark the entry to see it come back.
    const [entry] = entries();
    const file = path.join(cacheDir, entry);
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { code: string };
    fs.writeFileSync(file, JSON.stringify({ ...kept, code: `${kept.code}/*kept*/` }));
    const again = await cachedTerserMinify(CHUNK, undefined, OPTIONS, false);
    expect(again.code).toBe(`${kept.code}/*kept*/`);
  });

  it('minifies again for other code, other options or another source map', async () => {
    await cachedTerserMinify(CHUNK, undefined, OPTIONS, false);
    await cachedTerserMinify(
      { 'chunk.js': `${CHUNK['chunk.js']} greet("Riya");` },
      undefined,
      OPTIONS,
      false,
    );
    const passes2 = await cachedTerserMinify(
      CHUNK,
      undefined,
      { ...OPTIONS, compress: { passes: 2, pure_getters: true } },
      false,
    );
    const sourceMap = {
      version: 3,
      sources: ['src/greet.ts'],
      names: [],
      mappings: 'AAAA',
      file: 'chunk.js',
    };
    const mapped = await cachedTerserMinify(CHUNK, sourceMap, OPTIONS, false);
    expect(entries()).toHaveLength(4);
    expect(passes2.code).toMatch(MINIFIED);
    expect(mapped).toEqual(await terserMinify(CHUNK, sourceMap, OPTIONS, false));
  });

  it('minifies again over an entry that cannot be read, and mends it', async () => {
    await cachedTerserMinify(CHUNK, undefined, OPTIONS, false);
    const [entry] = entries();
    fs.writeFileSync(path.join(cacheDir, entry), '{"code": "trunc');
    const result = await cachedTerserMinify(CHUNK, undefined, OPTIONS, false);
    expect(result.code).toMatch(MINIFIED);
    expect(JSON.parse(fs.readFileSync(path.join(cacheDir, entry), 'utf8'))).toEqual(result);
  });

  it("keeps no result with Terser's errors: the next build reports them again", async () => {
    const broken = { 'chunk.js': 'export function greet(name) { return "Hello, " + ; }' };
    const result = await cachedTerserMinify(broken, undefined, OPTIONS, false).catch(
      (error: unknown) => ({ thrown: error }),
    );
    expect(result).toEqual(
      await terserMinify(broken, undefined, OPTIONS, false).catch((error: unknown) => ({
        thrown: error,
      })),
    );
    expect(entries()).toEqual([]);
  });
});
