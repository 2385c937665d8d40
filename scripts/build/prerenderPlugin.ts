import webpack from 'webpack';
import type { Compiler } from 'webpack';
import {
  injectPrerender,
  inlineScriptHashes,
  loadScriptsAfterFirstPaint,
} from '../prerender/injectPrerender';
import type { PrerenderedPage } from '../../src/prerender';
import type { PageExtras } from '../../src/app/pageTexts';
import type { Catalogue } from '../../src/content/catalogue';

/** One language's page: the HTML file the client build emits for it, and what it says. */
export interface PrerenderTarget {
  file: string;
  language: string;
  texts: Catalogue;
  /** What the page's texts block carries beside the catalogue (webpack.config.ts `homePage`). */
  extras: PageExtras;
}

/**
 * The prerender step: fills each language's page's #root with the server-rendered first view in
 * that language and its CSS, and writes the CSP hashes of the inline scripts of every HTML file
 * to csp-hashes.json (once each: the hosting sends one policy for all of them).
 */
export class PrerenderPlugin {
  /**
   * @param bundleFile the Node bundle of src/prerender.tsx the prerender configuration wrote.
   * @param pages every language's page.
   * @param loaderScript the start-up loader (startupScripts.ts) that adds the pages' scripts.
   */
  constructor(
    private readonly bundleFile: string,
    private readonly pages: PrerenderTarget[],
    private readonly loaderScript: string,
  ) {}

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
          delete require.cache[this.bundleFile];
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const { renderPage } = require(this.bundleFile) as {
            renderPage: (
              language: string,
              texts: Catalogue,
              extras: PageExtras,
            ) => Promise<PrerenderedPage>;
          };
          const scriptSrc = new Set<string>();
          for (const { file, language, texts, extras } of this.pages) {
            const asset = assets[file];
            if (!asset) throw new Error(`PrerenderPlugin: no ${file} was emitted.`);
            const html = loadScriptsAfterFirstPaint(
              injectPrerender(asset.source().toString(), await renderPage(language, texts, extras)),
              this.loaderScript,
            );
            compilation.updateAsset(file, new webpack.sources.RawSource(html));
            for (const hash of inlineScriptHashes(html)) scriptSrc.add(hash);
          }
          // The build's other documents (the privacy notice) carry inline scripts of their own.
          const pageFiles = new Set(this.pages.map(({ file }) => file));
          for (const [file, source] of Object.entries(assets)) {
            if (!file.endsWith('.html') || pageFiles.has(file)) continue;
            for (const hash of inlineScriptHashes(source.source().toString())) scriptSrc.add(hash);
          }
          compilation.emitAsset(
            'csp-hashes.json',
            new webpack.sources.RawSource(
              `${JSON.stringify({ 'script-src': [...scriptSrc] }, null, 2)}\n`,
            ),
          );
          console.info(
            `Inline script CSP hashes of ${this.pages.length} pages (dist/csp-hashes.json): ${[...scriptSrc].join(' ')}`,
          );
        },
      );
    });
  }
}
