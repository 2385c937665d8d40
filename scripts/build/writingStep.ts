import { readFile } from 'node:fs/promises';
import path from 'node:path';
import webpack from 'webpack';
import type { Compiler } from 'webpack';
import type { ImageManifest } from '../../src/content/responsiveImages';
import { siteContent } from '../content/siteContent';
import { buildWriting, CASE_STUDIES_DIR, POSTS_DIR } from '../writing/buildWriting';
import type { BuiltWriting, WritingOptions } from '../writing/buildWriting';
import { writingPages } from '../writing/pages';
import type { WritingPageHead } from './discoveryStep';
import { WritingError } from '../writing/problems';

/**
 * The writing step (scripts/writing/): posts and case studies checked and rendered before the
 * bundles are built, so the feeds, the sitemap and the home page's Writing section can read
 * them (`Writing`, scripts/writing/types.ts); then, in the client build, their pages written on
 * the document shell (WritingPagesPlugin). The development server watches the content
 * folders, renders again what changed and reloads the open post.
 */

export function writingOptions(rootDir: string, production: boolean): WritingOptions {
  const { owner, catalogues, dir } = siteContent();
  return {
    owner,
    catalogues,
    rootDir,
    contentDir: dir,
    // The bench points the step at generated posts.
    postsDir: process.env.WRITING_POSTS_DIR ?? path.join(dir, POSTS_DIR),
    cacheDir: path.resolve(rootDir, 'node_modules/.cache/portfolio-writing'),
    outDir: path.resolve(rootDir, '.local/writing'),
    production,
  };
}

const summary = (built: BuiltWriting) => {
  const { rendered, cached, ms } = built.stats;
  const counts = Object.entries(built.writing.posts)
    .map(([code, posts]) => `${posts.length} ${code}`)
    .join(', ');
  return `Writing checked: posts ${counts}, ${built.pieces.filter((piece) => piece.kind === 'caseStudy').length} case studies in ${ms} ms (${rendered} rendered, ${cached} cached).`;
};

/** Checks and renders the writing; the owner's mistakes stop the build with the list of fixes. */
export async function prepareWriting(rootDir: string, production: boolean): Promise<BuiltWriting> {
  const built = await buildWriting(writingOptions(rootDir, production)).catch((error: unknown) => {
    if (!(error instanceof WritingError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  for (const warning of built.warnings) console.warn(warning);
  console.info(summary(built));
  return built;
}

/**
 * Reloads the page when the development server has built again: its socket says `invalid` when
 * a watched file changed, then `ok` (or `still-ok`, when no module changed) once the new build
 * is served. (The compilation's hash does
 * not change with the pages alone: they are assets, not modules.)
 */
const DEV_RELOAD = `<script>(()=>{let changed=false;new WebSocket((location.protocol==='https:'?'wss://':'ws://')+location.host+'/ws').onmessage=(event)=>{const {type}=JSON.parse(event.data);if(type==='invalid')changed=true;else if((type==='ok'||type==='still-ok')&&changed)location.reload();};})();</script>`;

export interface WritingPagesOptions {
  rootDir: string;
  production: boolean;
  /** What prepareWriting made: the first build's writing. */
  built: BuiltWriting;
  /** The content step's images (the case studies' screenshots). */
  images: ImageManifest;
  /** The inline theme script of the build's documents (startupScripts.ts). */
  themeScript: string;
  /** The documents' script, from the site's root (startupScripts.ts). */
  script: string;
  /** Each page's own head markup: feed links, a post's Open Graph and JSON-LD (discoveryStep.ts). */
  headFor?: (page: WritingPageHead) => string;
}

/**
 * Writes the writing's pages and the images of its bodies into the build. In watch mode each
 * later build reads the folders again (the cache renders only what changed) and a problem is
 * shown as a build error instead of stopping the server.
 */
export class WritingPagesPlugin {
  private built: BuiltWriting;
  private first = true;

  constructor(private readonly options: WritingPagesOptions) {
    this.built = options.built;
  }

  apply(compiler: Compiler) {
    const settings = writingOptions(this.options.rootDir, this.options.production);
    const folders = {
      posts: settings.postsDir ?? path.join(settings.contentDir, POSTS_DIR),
      caseStudies: path.join(settings.contentDir, CASE_STUDIES_DIR),
    };
    compiler.hooks.make.tapPromise('WritingPagesPlugin', async (compilation) => {
      // A new or removed file (the folders), an edited one (its file).
      compilation.contextDependencies.addAll([folders.posts, folders.caseStudies]);
      if (this.first) {
        this.first = false;
      } else {
        try {
          this.built = await buildWriting(settings);
          console.info(summary(this.built));
        } catch (error) {
          if (!(error instanceof WritingError)) throw error;
          // The server keeps the last good pages and shows the list until a save fixes it.
          compilation.errors.push(new webpack.WebpackError(error.message));
        }
      }
      compilation.fileDependencies.addAll(this.built.sources);
    });
    compiler.hooks.thisCompilation.tap('WritingPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'WritingPagesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { owner, catalogues } = siteContent();
          const pages = writingPages({
            owner,
            catalogues,
            pieces: this.built.pieces,
            images: this.options.images,
            themeScript: this.options.themeScript,
            script: this.options.script,
            ...(this.options.production ? {} : { head: DEV_RELOAD }),
            headFor: (page) =>
              this.options.headFor?.({ ...page, writing: this.built.writing }) ?? '',
            siteUrl: process.env.SITE_URL,
          });
          for (const page of pages) {
            // Written compact (the shell compacts the CSS): no HTML minifier pass over what may
            // be a thousand pages.
            compilation.emitAsset(page.file, new webpack.sources.RawSource(page.html), {
              minimized: true,
            });
          }
          const outDir = writingOptions(this.options.rootDir, this.options.production).outDir;
          await Promise.all(
            this.built.files.map(async (file) =>
              compilation.emitAsset(
                file.split(path.sep).join('/'),
                new webpack.sources.RawSource(await readFile(path.join(outDir, file))),
              ),
            ),
          );
        },
      );
    });
  }
}
