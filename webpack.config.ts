// First: the section registry's indexes (src/sections/*.generated.ts), which the steps import.
import './scripts/sections/ensureIndexes.cjs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { CompileHintsPlugin } from './scripts/build/compileHintsPlugin';
import type { PreparedContent } from './scripts/build/contentStep';
import { firstContentBuild, LiveContent, liveOutputs } from './scripts/build/liveContent';
import type { ContentBuild } from './scripts/build/liveContent';
import { PrerenderPlugin } from './scripts/build/prerenderPlugin';
import { PrivacyPagesPlugin, privacyPagePath } from './scripts/build/privacyPagesPlugin';
import { loadBuildSettings } from './scripts/build/settingsStep';
import { buildStartupScripts } from './scripts/build/startupScripts';
import type { StartupScripts } from './scripts/build/startupScripts';
import { NotFoundPlugin } from './scripts/build/notFoundPlugin';
import { SiteFilesPlugin } from './scripts/build/siteFilesPlugin';
import { WritingPagesPlugin } from './scripts/build/writingStep';
import { styledComponentIds } from './scripts/prerender/styledComponentIds';
import { slashedAddress } from './scripts/site/pageAddress';
import { headTags } from './scripts/site/siteFiles';
import { writingPageHead } from './scripts/build/discoveryStep';
import { caseStudyLinks } from './scripts/writing/caseStudyLinks';
import { latestPosts } from './scripts/writing/latestPosts';
import { PAGE_TEXTS_ID, pageCatalogue, pageTextsJson } from './src/app/pageTexts';
import type { PageExtras } from './src/app/pageTexts';
import { pagePath } from './src/content/languages';
import { FIRST_VIEW_CSS } from './src/components/firstViewCss';
import { GLOBAL_CSS } from './src/styles/globalCss';
import { unshownSectionNotices } from './scripts/content/sectionList';
import { shownKinds } from './src/sections/pageSections';
import { cardPeriods } from './src/sections/projects/cardPeriods';

/**
 * The build, in order (each step's module is in scripts/build/):
 *  1. settings: `.env` and the build-time constants (settingsStep.ts);
 *  2. content: the owner's folder (content/, else sample/) read and checked, its images, social
 *     cards, manifests and icons made (contentStep.ts, scripts/content/ownerFolder.ts);
 *  3. start-up: src/startup/inline/*.ts compiled into the pages' inline scripts, and the
 *     documents' one script file (src/documents/documents.ts: the theme toggle and its dialog,
 *     the copy buttons), named by its content (startupScripts.ts);
 *  3b. writing: the owner's folder's posts/ and case-studies/ checked and rendered (cached),
 *     drafts left out in production; their `Writing` (scripts/writing/
 *     types.ts) is what the feeds, sitemap, home page and document pages read (writingStep.ts,
 *     scripts/writing/);
 *  3c. resumes: each language's printable resume page and its PDF, printed by Chromium and
 *     cached, or the owner's own PDF (resumeStep.ts, scripts/resume/);
 *  4. the prerender bundle: src/prerender.tsx for Node, a build intermediate (prerenderConfig);
 *  5. the client bundle (clientConfig): one page per language (index.html, hi/index.html) with
 *     the start-up head script, static CSS, head tags and the language's texts, the site files
 *     (siteFilesPlugin.ts), each language's 404 page (notFoundPlugin.ts) and privacy notice
 *     (privacyPagesPlugin.ts), the writing's pages (writingStep.ts), the documents' script,
 *     public/ and the content's files copied, then, in production, the
 *     compile hints on the first view's script (compileHintsPlugin.ts) and each page's
 *     prerendered first view, its script loader and the CSP hashes of their inline scripts
 *     (prerenderPlugin.ts).
 * The development server runs steps 1, 2, 3, 3b, 3c and 5 without the production-only parts
 * (drafts included, with a mark); a save in the owner's folder runs steps 2, 3b and 3c again
 * and reloads the open pages (liveContent.ts).
 */

/**
 * The same for the prerender and the browser bundles: styled components get ids from their
 * file and name, so both give an element the same class names (styledComponentIds.ts).
 */
const typeScriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      getCustomTransformers: () => ({ before: [styledComponentIds(__dirname)] }),
    },
  },
};

/**
 * Terser's options for the site's scripts, its JavaScript files and the pages' inline ones:
 * module output, ES2020 and three passes took 0.3 KB off the first view (bf9c7dc).
 */
const TERSER_OPTIONS = {
  ecma: 2020,
  module: true,
  compress: { passes: 3, pure_getters: true },
  format: { comments: false },
} as const;

/** Both bundles import the image manifest and the settings the content step wrote. */
const contentResolve = (content: PreparedContent): Configuration['resolve'] => ({
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    '@build/content-images$': content.manifestFile,
    '@build/owner$': content.ownerFile,
    '@build/tech-icons$': content.techIconsFile,
  },
});

/** The server-render bundle is a build intermediate, never deployed. */
const PRERENDER_DIR = path.resolve(__dirname, '.local/prerender');
const PRERENDER_BUNDLE = path.join(PRERENDER_DIR, 'prerender.js');

/**
 * The chunks every visit imports at start-up, nothing scrolled or pressed: the hero's physics
 * scene and its engine, the sections' style engine, the theme's persistence; and the first
 * section below the hero (firstSections). They carry V8's compile hint like `main`
 * (compileHintsPlugin.ts).
 */
const FIRST_SCREEN_CHUNKS = ['physics', 'matter', 'styled-components', 'persistence'];

/** Node bundle of src/prerender.tsx, in one file so the client build can require it. */
function prerenderConfig(content: PreparedContent, constants: BuildConstants): Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node24',
    entry: './src/prerender.tsx',
    output: {
      path: PRERENDER_DIR,
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: contentResolve(content),
    // The SDKs sit behind dynamic imports the render never reaches: leave them out.
    externals: [/^firebase(\/|$)/, /^dexie$/],
    externalsType: 'commonjs',
    module: {
      rules: [typeScriptRule],
    },
    optimization: { minimize: false },
    plugins: [
      new webpack.DefinePlugin(constants),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    performance: { hints: false },
  };
}

/** One page per language: `/` for the default, `/<code>/` for the others. */
const pagesOf = ({ owner }: PreparedContent['read']) =>
  owner.site.languages.map((language) => ({
    code: language.code,
    file: `${pagePath(owner.site, language.code).slice(1)}index.html`,
  }));

/**
 * A home page's language and texts, with its latest posts (its Writing section and blog link),
 * where its cards' case studies are and its cards' dates, from the content as built now.
 */
function homePage({ content, writing }: ContentBuild, code: string) {
  const { owner, catalogues } = content.read;
  const language = owner.site.languages.find((candidate) => candidate.code === code);
  if (!language) throw new Error(`The content has no language ${code} any more.`);
  return {
    language,
    texts: catalogues[code],
    extras: {
      latestPosts: latestPosts(writing.writing, language),
      locale: language.locale,
      caseStudyFallbacks: caseStudyLinks(owner, writing.writing, code),
      projectPeriods: cardPeriods(owner.projects, language.locale, catalogues[code].common.present),
    } satisfies PageExtras,
  };
}

/** `process.env.KEY` → its value as source text, for DefinePlugin. */
type BuildConstants = Record<string, string>;

type WebpackArgv = { mode?: Configuration['mode'] };

/** The site itself: dist/, or the development server's bundle. */
function clientConfig(
  production: boolean,
  built: () => ContentBuild,
  constants: BuildConstants,
  startup: StartupScripts,
  live?: LiveContent,
): Configuration & { devServer?: DevServerConfiguration } {
  // What is the same for the whole run: the folders and the languages (liveContent.ts).
  const { content, discovery } = built();
  const ownerPublic = path.join(content.read.dir, 'public');
  const replaced = (file: string) =>
    built().content.replacedSources.some(
      (source) => path.join(ownerPublic, source) === path.resolve(file),
    );
  const pages = pagesOf(content.read);
  // Every document's script, from the site's root.
  const documentScript = `/${startup.documents.name}`;
  // Each home page's texts as the page gets them: the build's notice of a listed section no
  // page shows (once, at the start), and the first section below the hero of each page, whose
  // chunk loads at start-up (a section's chunk is named after its kind, src/sections/).
  const { owner } = content.read;
  const pageTexts = pages.map(({ code }) => {
    const { texts, extras } = homePage(built(), code);
    return pageCatalogue(texts, extras);
  });
  for (const line of unshownSectionNotices(owner, content.read.sectionsListed, pageTexts)) {
    console.warn(line);
  }
  const firstSections = [
    ...new Set(
      pageTexts.flatMap((texts) =>
        shownKinds(owner, texts)
          .slice(0, 1)
          .map(({ id }) => id),
      ),
    ),
  ];
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    // The build's other pages have their own script, made with the start-up's (step 3).
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: contentResolve(content),
    module: {
      rules: [typeScriptRule],
    },
    optimization: {
      minimizeOptions: { javascript: TERSER_OPTIONS },
      // The JavaScript files: webpack's own minimizer with these options, its results kept on
      // disk (see the file). First in the list, it minifies them before webpack's default
      // ('...', which marks what it finds minimized and skips it), and that default still
      // minifies the pages' HTML and their inline scripts with the options above.
      minimizer: [
        new MinimizerPlugin({
          test: /\.[cm]?js(?:[?#].*)?$/i,
          minify: { path: path.join(__dirname, 'scripts/build/cachedTerserMinify.cjs') },
          minimizerOptions: TERSER_OPTIONS,
        }),
        '...',
      ],
      // The first view is one script, `main`, React and Redux included: one request, a
      // smaller download than two files, and one evaluation that a trace shows after the first
      // paint (Lighthouse's simulation counts a preloaded script whose run it cannot find in
      // the trace, a short one, as blocking the paint).
      splitChunks: {
        cacheGroups: {
          // On the development server, the packages (most of the page's unminified script) in
          // a file of their own, which a save leaves as it was: the page it reloads gets them
          // from its cache (devServer's ETags) and fetches only the new `main`.
          ...(production
            ? {}
            : {
                packages: {
                  test: /[\\/]node_modules[\\/]/,
                  name: 'packages',
                  chunks: 'initial' as const,
                  enforce: true,
                },
              }),
          // Named so every emitted file says what it holds (and the bench can budget it).
          firebaseCore: {
            test: /[\\/]node_modules[\\/](@firebase[\\/](app|component|util|logger)|idb)[\\/]/,
            name: 'firebase-core',
            chunks: 'async',
            enforce: true,
          },
          matter: {
            test: /[\\/]node_modules[\\/]matter-js[\\/]/,
            name: 'matter',
            chunks: 'async',
            enforce: true,
          },
          // Only the sections below the fold use styled-components (the first view's CSS is
          // static, firstViewCss.ts): one chunk they share, loaded with the first of them.
          styledComponents: {
            test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion)[\\/]/,
            name: 'styled-components',
            chunks: 'async',
            enforce: true,
          },
          dexie: {
            test: /[\\/]node_modules[\\/]dexie[\\/]/,
            name: 'dexie',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    // In the order their output is made (each tapped at its own processAssets stage).
    plugins: [
      new webpack.DefinePlugin(constants),
      ...(live ? [live] : []),
      ...pages.map(
        ({ code, file }) =>
          new HtmlWebpackPlugin({
            template: './public/index.html',
            filename: file,
            scriptLoading: 'defer',
            chunks: ['main'],
            // Made again at each compilation: a save can change the texts, which are no module.
            cache: false,
            // Title, description, canonical, hreflang, Open Graph and JSON-LD come from the
            // content; the page carries its language's texts and no other's (app/pageTexts.ts).
            templateParameters: () => {
              const now = built();
              const { language, texts, extras } = homePage(now, code);
              return {
                seoHead: headTags({
                  owner: now.content.read.owner,
                  language,
                  texts,
                  generated: now.content.heads[code],
                  siteUrl: process.env.SITE_URL,
                  writing: now.writing.writing,
                }),
                startupHeadScript: startup.head,
                iconSprite: now.content.techIconSprite,
                globalCss: GLOBAL_CSS,
                firstViewCss: FIRST_VIEW_CSS,
                language: code,
                noscript: texts.meta.noscript,
                pageTextsId: PAGE_TEXTS_ID,
                pageTexts: pageTextsJson(texts, extras),
              };
            },
          }),
      ),
      new SiteFilesPlugin(() => built().writing.writing),
      new NotFoundPlugin({ themeScript: startup.theme, script: documentScript }),
      new PrivacyPagesPlugin(startup.theme, () => built().writing.writing, documentScript),
      new WritingPagesPlugin({
        rootDir: __dirname,
        production,
        built: () => built().writing,
        images: () => built().content.images,
        themeScript: startup.theme,
        script: documentScript,
        // Feed links on every page; Open Graph article, BlogPosting and its card on a post.
        headFor: (page) =>
          writingPageHead(
            built().discovery,
            Object.fromEntries(
              pages.map(({ code }) => [code, built().content.heads[code].socialImage]),
            ),
            process.env.SITE_URL,
          )(page),
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
          // The owner's files; a screenshot the content names is served as its variants only.
          {
            from: ownerPublic,
            noErrorOnMissing: true,
            filter: (file: string) => !replaced(file),
          },
          { from: content.siteDir },
          // The posts' social cards (discoveryStep.ts): none while there is no post.
          { from: discovery.dir, noErrorOnMissing: true },
          // The documents' script (startupScripts.ts), at the site's root.
          { from: startup.documents.file, to: startup.documents.name },
        ],
      }),
      ...(production
        ? [
            new CompileHintsPlugin([...FIRST_SCREEN_CHUNKS, ...firstSections]),
            new PrerenderPlugin(
              PRERENDER_BUNDLE,
              pages.map(({ code, file }) => {
                const { texts, extras } = homePage(built(), code);
                return { file, language: code, texts, extras };
              }),
              startup.loader,
            ),
          ]
        : []),
    ],
    performance: { hints: false },
    // The content steps' files change when LiveContent has made them, then compiles.
    ...(live ? { watchOptions: { ignored: liveOutputs(__dirname) } } : {}),
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      host: '127.0.0.1',
      // Any other path gets the page of the language it is under (the default's at last).
      historyApiFallback: {
        rewrites: [
          // The writing's pages are files of their own too: /blog/…/, /hi/projects/…/.
          {
            from: /^\/(?:[\w-]+\/)?(?:blog|projects)\/(?:.*\/)?$/,
            to: ({ parsedUrl }: { parsedUrl: { pathname: string | null } }) =>
              `${parsedUrl.pathname ?? '/'}index.html`,
          },
          ...[
            ...pages,
            // The privacy notices are files of their own, not routes of a page.
            ...pages.map(({ code }) => ({ file: `${privacyPagePath(code)}index.html` })),
          ]
            .sort((a, b) => b.file.length - a.file.length)
            .map(({ file }) => ({
              from: new RegExp(`^/${file.replace(/index\.html$/, '')}`),
              to: `/${file}`,
            })),
        ],
      },
      // One address per page, with its slash, as Hosting's trailingSlash (scripts/site/pageAddress.ts).
      setupMiddlewares: (middlewares, devServer) => {
        live?.attach(devServer);
        const served = middlewares.findIndex(({ name }) => name === 'webpack-dev-middleware');
        middlewares.splice(served, 0, {
          name: 'page-address',
          middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => {
            const target =
              request.method === 'GET' || request.method === 'HEAD'
                ? slashedAddress(request.url ?? '/')
                : null;
            if (target === null) {
              next();
              return;
            }
            response.writeHead(301, { Location: target });
            response.end();
          },
        });
        return middlewares;
      },
      hot: true,
      // The browser asks again for each file with its ETag: an unchanged one is not sent.
      devMiddleware: { cache: { etag: 'weak' } },
      client: { overlay: { warnings: false } },
    },
  };
}

export default async function config(
  _env: unknown,
  argv: WebpackArgv,
): Promise<Configuration | Configuration[]> {
  const production = argv.mode === 'production';
  // 1. Settings, 3. start-up, then from the owner's folder 2. content, 3b. writing (the `Writing`
  // the feeds, sitemap, home page and every document page read, then each post's social card)
  // and 3c. resumes (whose pages link the language's blog and feeds): before the main build
  // starts; broken content stops the build here.
  const constants = loadBuildSettings(__dirname);
  const startup = await buildStartupScripts(__dirname);
  const build = await firstContentBuild(__dirname, production, startup);
  if (!production) {
    const live = new LiveContent(__dirname, startup, build);
    return clientConfig(false, live.current, constants, startup, live);
  }
  // 4. The prerender bundle, then 5. the client bundle, which requires it.
  return [
    prerenderConfig(build.content, constants),
    {
      ...clientConfig(true, () => build, constants, startup),
      dependencies: ['prerender'],
    },
  ];
}
