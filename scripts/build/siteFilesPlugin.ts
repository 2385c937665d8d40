import webpack from 'webpack';
import type { Compiler } from 'webpack';
import { robotsTxt, sitemapXml } from '../site/siteFiles';
import { feedFiles } from '../writing/feeds';
import type { Writing } from '../writing/types';
import { siteContent } from '../content/siteContent';
import { PRIVACY_DIR } from '../../src/content/languages';

/**
 * The site-files step: sitemap.xml (every language's page and privacy notice, its blog, posts
 * and case studies, with their hreflang alternates) and robots.txt, made from the
 * content file; and each language's feeds of its posts (scripts/writing/feeds.ts).
 */
export class SiteFilesPlugin {
  /** @param writing what the writing step made (scripts/writing/types.ts), as it is now. */
  constructor(private readonly writing: () => Writing) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SiteFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const siteUrl = process.env.SITE_URL;
          const { owner, catalogues } = siteContent();
          const writing = this.writing();
          const { RawSource } = webpack.sources;
          compilation.emitAsset(
            'sitemap.xml',
            new RawSource(sitemapXml(owner, siteUrl, [PRIVACY_DIR], writing)),
          );
          for (const feed of feedFiles(owner, writing, catalogues, siteUrl)) {
            compilation.emitAsset(feed.name, new RawSource(feed.data));
          }
          compilation.emitAsset('robots.txt', new RawSource(robotsTxt(owner, siteUrl)));
        },
      );
    });
  }
}
