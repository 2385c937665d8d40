import webpack from 'webpack';
import type { Compiler } from 'webpack';

/** The magic comment itself: it must open the file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The compile-hints step: marks the first view's scripts with V8's explicit compile hint.
 *
 * Chromium then compiles all their functions while the file downloads, on a background thread,
 * instead of one by one on the main thread as start-up first calls them (nearly all of React DOM
 * runs at hydration). Added after minification, which drops comments; the source maps follow
 * the shifted line.
 */
export class CompileHintsPlugin {
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
          for (const file of entry.getFiles().filter((name) => name.endsWith('.js'))) {
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
