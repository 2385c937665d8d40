import { readFile } from 'node:fs/promises';
import path from 'node:path';
import webpack from 'webpack';
import type { Compiler } from 'webpack';
import type { ImageManifest } from '../../src/content/responsiveImages';
import type { LoadedContent } from '../content/ownerFolder';
import { siteContent } from '../content/siteContent';
import { buildWriting, POSTS_DIR } from '../writing/buildWriting';
import type { BuiltWriting, WritingOptions } from '../writing/buildWriting';
import { writingPages } from '../writing/pages';
import type { WritingPageHead } from './discoveryStep';

/**
 * The writing step (scripts/writing/): posts and case studies checked and rendered before the
 * bundles are built, so the feeds, the sitemap and the home page's Writing section can read
 * them (`Writing`, scripts/writing/types.ts); then, in the client build, their pages written on
 * the document shell (WritingPagesPlugin). The development server renders again what a save
 * changed (liveContent.ts) and reloads the open post.
 */

export function writingOptions(
  rootDir: string,
  production: boolean,
  { owner, catalogues, dir }: LoadedContent = siteContent(),
): WritingOptions {
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

/** Checks and renders the writing; the owner's mistakes are thrown as a WritingError. */
export async function prepareWriting(
  rootDir: string,
  production: boolean,
  read: LoadedContent,
): Promise<BuiltWriting> {
  const built = await buildWriting(writingOptions(rootDir, production, read));
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
  /** What prepareWriting made, as it is now (the development server makes it again on a save). */
  built: () => BuiltWriting;
  /** The content step's images (the case studies' screenshots), as they are now. */
  images: () => ImageManifest;
  /** The inline theme script of the build's documents (startupScripts.ts). */
  themeScript: string;
  /** The documents' script, from the site's root (startupScripts.ts). */
  script: string;
  /** Each page's own head markup: feed links, a post's Open Graph and JSON-LD (discoveryStep.ts). */
  headFor?: (page: WritingPageHead) => string;
}

/** Writes the writing's pages and the images of its bodies into the build. */
export class WritingPagesPlugin {
  constructor(private readonly options: WritingPagesOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('WritingPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'WritingPagesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { owner, catalogues } = siteContent();
          const built = this.options.built();
          const pages = writingPages({
            owner,
            catalogues,
            pieces: built.pieces,
            images: this.options.images(),
            themeScript: this.options.themeScript,
            script: this.options.script,
            ...(this.options.production ? {} : { head: DEV_RELOAD }),
            headFor: (page) => this.options.headFor?.({ ...page, writing: built.writing }) ?? '',
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
            built.files.map(async (file) =>
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
