import webpack from 'webpack';
import type { Compiler } from 'webpack';
import { notFoundFile, notFoundPage } from '../site/notFoundPage';
import { siteContent } from '../content/siteContent';

/**
 * The not-found step: each language's 404 page (scripts/site/notFoundPage.ts), the default's
 * at dist/404.html, the others' where firebase.json's i18n root has them.
 */
export class NotFoundPlugin {
  /** The documents' inline theme script and their script (startupScripts.ts). */
  constructor(private readonly scripts: { themeScript?: string; script?: string } = {}) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('NotFoundPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'NotFoundPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { owner, catalogues } = siteContent();
          for (const language of owner.site.languages) {
            compilation.emitAsset(
              notFoundFile(owner, language.code),
              new webpack.sources.RawSource(
                notFoundPage(owner, language, catalogues, this.scripts),
              ),
            );
          }
        },
      );
    });
  }
}
