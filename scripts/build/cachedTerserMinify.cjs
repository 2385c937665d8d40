// The production build's JavaScript minifier: webpack's own (Terser, through
// minimizer-webpack-plugin), with each result kept on disk and used again when the same chunk
// comes back. Most of a build's minifying is the packages' chunks (Firebase, React, Dexie),
// which change only with the packages, so a rebuild, and every owner's copy that the copies
// tests build with this checkout's node_modules, takes them from here. The key is all that
// decides the output: Terser's version, the options, the code and its source map. CommonJS
// and required by path, because the plugin's worker threads load it without the TypeScript
// loader.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { terserMinify } = require('minimizer-webpack-plugin');

// Beside the build's other caches; MINIFY_CACHE_DIR moves it (the unit test's own folder).
const CACHE_DIR =
  process.env.MINIFY_CACHE_DIR ??
  path.join(__dirname, '../../node_modules/.cache/portfolio-minify');

/** The cache's name for one call: a hash of everything Terser is given. */
function keyOf(input, sourceMap, minimizerOptions, extractComments) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([terserMinify.getMinimizerVersion(), minimizerOptions]));
  hash.update(JSON.stringify(extractComments) ?? 'undefined');
  for (const name of Object.keys(input).sort()) hash.update(`\0${name}\0`).update(input[name]);
  hash.update(JSON.stringify(sourceMap) ?? 'undefined');
  return hash.digest('hex');
}

/** The stored result, or undefined when there is none or it cannot be read. */
function stored(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Terser's result for these arguments, from the cache when it has them. */
async function cachedTerserMinify(input, sourceMap, minimizerOptions, extractComments) {
  const file = path.join(
    CACHE_DIR,
    `${keyOf(input, sourceMap, minimizerOptions, extractComments)}.json`,
  );
  const hit = stored(file);
  if (hit) return hit;
  const result = await terserMinify(input, sourceMap, minimizerOptions, extractComments);
  // Only a clean result is kept: errors and warnings are told again at every build.
  if (!result.errors?.length && !result.warnings?.length) {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside and renamed: a parallel build never reads half an entry.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, JSON.stringify(result));
    renameSync(partial, file);
  }
  return result;
}

// What the plugin reads off a minimizer: its version (which goes into the chunks' hashes: the
// same as Terser's, since the output is Terser's), that it runs in worker threads, and which
// assets and languages it takes. Terser's own answers.
cachedTerserMinify.getMinimizerVersion = terserMinify.getMinimizerVersion;
cachedTerserMinify.supportsWorkerThreads = terserMinify.supportsWorkerThreads;
cachedTerserMinify.getTypes = terserMinify.getTypes;
cachedTerserMinify.filter = terserMinify.filter;

module.exports = cachedTerserMinify;
