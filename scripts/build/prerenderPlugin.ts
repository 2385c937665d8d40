import webpack from 'webpack';
import type { Compiler } from 'webpack';
import {
  injectPrerender,
  inlineScriptHashes,
  loadScriptsAfterFirstPaint,
} from '../prerender/injectPrerender';
import type { PrerenderedPage } from '../prerender/injectPrerender';

/**
 * The prerender step: fills dist/index.html's #root with the server-rendered first view and its
 * CSS, and writes the CSP hashes of the page's inline scripts to csp-hashes.json.
 */
export class PrerenderPlugin {
  /** @param bundleFile the Node bundle of src/prerender.tsx the prerender configuration wrote. */
  constructor(private readonly bundleFile: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      // After HTML minification: styled-components rehydrates its <style> tags by their exact
      // text (one rule per line), which a minifier must not touch.
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrerenderPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        async (assets) => {
          if (!assets['index.html']) throw new Error('PrerenderPlugin: no index.html was emitted.');
          delete require.cache[this.bundleFile];
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const { renderPage } = require(this.bundleFile) as {
            renderPage: () => Promise<PrerenderedPage>;
          };
          const html = loadScriptsAfterFirstPaint(
            injectPrerender(assets['index.html'].source().toString(), await renderPage()),
          );
          compilation.updateAsset('index.html', new webpack.sources.RawSource(html));
          const scriptSrc = inlineScriptHashes(html);
          compilation.emitAsset(
            'csp-hashes.json',
            new webpack.sources.RawSource(
              `${JSON.stringify({ 'script-src': scriptSrc }, null, 2)}\n`,
            ),
          );
          console.info(`Inline script CSP hashes (dist/csp-hashes.json): ${scriptSrc.join(' ')}`);
        },
      );
    });
  }
}
