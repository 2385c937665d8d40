import webpack from 'webpack';
import type { Compiler } from 'webpack';

/** The magic comment itself: it must open the file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The compile-hints step: marks the scripts every visit runs at start-up with V8's explicit
 * compile hint: the `main` entry, and the chunks named in `startupChunks` (those the first
 * screen imports as soon as it can).
 *
 * Chromium then compiles all their functions while the file downloads, on a background thread,
 * instead of one by one on the main thread as start-up first calls them (nearly all of React DOM
 * runs at hydration, most of matter-js in the physics scene's first step). Added after
 * minification, which drops comments; the source maps follow the shifted line.
 */
export class CompileHintsPlugin {
  constructor(private readonly startupChunks: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          const entry = compilation.entrypoints.get('main');
          if (!entry) throw new Error('CompileHintsPlugin: no "main" entry point.');
          const chunkFiles = this.startupChunks.flatMap((name) => {
            const chunk = compilation.namedChunks.get(name);
            if (!chunk) {
              throw new Error(
                `CompileHintsPlugin: no chunk named "${name}"; rename it in webpack.config.ts too.`,
              );
            }
            return [...chunk.files];
          });
          for (const file of [...entry.getFiles(), ...chunkFiles]) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(
              file,
              (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}
