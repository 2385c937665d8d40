import webpack from 'webpack';
import type { Compiler } from 'webpack';
import { faviconSvg, robotsTxt, sitemapXml } from '../site/siteFiles';
import { owner } from '../../src/content/owner';
import { PRIVACY_DIR } from '../../src/content/languages';

/**
 * The site-files step: sitemap.xml (every language's page and privacy notice, with their hreflang
 * alternates),
 * robots.txt and favicon.svg, made from the content file.
 */
export class SiteFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SiteFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const siteUrl = process.env.SITE_URL;
          const { RawSource } = webpack.sources;
          compilation.emitAsset(
            'sitemap.xml',
            new RawSource(sitemapXml(owner, siteUrl, [PRIVACY_DIR])),
          );
          compilation.emitAsset('robots.txt', new RawSource(robotsTxt(owner, siteUrl)));
          compilation.emitAsset('favicon.svg', new RawSource(faviconSvg(owner)));
        },
      );
    });
  }
}
