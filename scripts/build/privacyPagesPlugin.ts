import webpack from 'webpack';
import type { Compiler } from 'webpack';
import { readConfig } from '../../src/config';
import { siteContent } from '../content/siteContent';
import { privacyFacts } from '../privacy/facts';
import { privacyPath } from '../../src/content/languages';
import { privacyPageHtml } from '../privacy/privacyPage';
import type { Writing } from '../writing/types';

/**
 * The privacy-notice step: one page per language (privacy/index.html, hi/privacy/index.html)
 * from the catalogues and this build's settings (scripts/privacy/), so turning analytics or App
 * Check on changes the notice in the same build.
 */
export class PrivacyPagesPlugin {
  /**
   * @param themeScript the inline script that applies the stored theme (startupScripts.ts).
   * @param script the documents' script, from the site's root (startupScripts.ts).
   * @param writing what the writing step made, as it is now: a language with posts links its
   *   feeds and blog.
   */
  constructor(
    private readonly themeScript: string,
    private readonly writing: () => Writing,
    private readonly script?: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrivacyPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrivacyPagesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { owner, catalogues } = siteContent();
          const facts = privacyFacts(readConfig(process.env), owner);
          for (const language of owner.site.languages) {
            const html = privacyPageHtml({
              owner,
              language,
              texts: catalogues[language.code],
              facts,
              themeScript: this.themeScript,
              script: this.script,
              siteUrl: process.env.SITE_URL,
              writing: this.writing(),
            });
            compilation.emitAsset(
              `${privacyPagePath(language.code)}index.html`,
              new webpack.sources.RawSource(html),
            );
          }
        },
      );
    });
  }
}

/** The notice's directory in dist/, without the leading slash: 'privacy/', 'hi/privacy/'. */
export const privacyPagePath = (code: string) =>
  privacyPath(siteContent().owner.site, code).slice(1);
