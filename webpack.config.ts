import fs from 'node:fs';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Compiler, Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import {
  injectPrerender,
  inlineScriptHashes,
  loadScriptsAfterFirstPaint,
} from './scripts/prerender/injectPrerender';
import type { PrerenderedPage } from './scripts/prerender/injectPrerender';
import { styledComponentIds } from './scripts/prerender/styledComponentIds';
import { buildContent } from './scripts/content/buildContent';
import type { BuiltContent } from './scripts/content/buildContent';
import { ContentError } from './scripts/content/contentRules';
import { faviconSvg, headTags, robotsTxt, sitemapXml } from './scripts/site/siteFiles';
import { BUILD_ENV_KEYS } from './src/config';
import { owner } from './src/content/owner';
import { FIRST_VIEW_CSS } from './src/styles/firstViewCss';
import { GLOBAL_CSS } from './src/styles/globalCss';

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

const envFile = path.resolve(__dirname, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

function buildEnvDefinitions(): Record<string, string> {
  const definitions: Record<string, string> = {};
  for (const key of BUILD_ENV_KEYS) {
    definitions[`process.env.${key}`] = JSON.stringify(process.env[key] ?? '');
  }
  return definitions;
}

/** The content step's output (checked content, image variants, social card, icons): rebuilt every time. */
const CONTENT_DIR = path.resolve(__dirname, '.local/content');
/** Generated images by content hash, kept between builds. */
const CONTENT_CACHE = path.resolve(__dirname, 'node_modules/.cache/portfolio-content');

/** Runs the content step (scripts/content/); a broken content file stops the build here. */
async function prepareContent(): Promise<BuiltContent> {
  const started = Date.now();
  const content = await buildContent({
    owner,
    rootDir: __dirname,
    outDir: CONTENT_DIR,
    cacheDir: CONTENT_CACHE,
  }).catch((error: unknown) => {
    if (!(error instanceof ContentError)) throw error;
    // The owner's mistake, not the build's: the list of fixes, without a stack trace.
    console.error(error.message);
    process.exit(1);
  });
  const { hits, misses } = content.cache;
  console.info(
    `Content checked; ${Object.keys(content.images).length} images, social card and icons ready in ${Date.now() - started} ms (${hits} cached, ${misses} made).`,
  );
  return content;
}

/** Both bundles import the image manifest the content step wrote. */
const contentResolve = (content: BuiltContent): Configuration['resolve'] => ({
  extensions: ['.tsx', '.ts', '.js'],
  alias: { '@build/content-images$': content.manifestFile },
});

/** The server-render bundle is a build intermediate, never deployed. */
const PRERENDER_DIR = path.resolve(__dirname, '.local/prerender');
const PRERENDER_BUNDLE = path.join(PRERENDER_DIR, 'prerender.js');

/** Node bundle of src/prerender.tsx, in one file so the client build can require it. */
function prerenderConfig(content: BuiltContent): Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
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
      new webpack.DefinePlugin(buildEnvDefinitions()),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    performance: { hints: false },
  };
}

/**
 * Fills dist/index.html's #root with the server-rendered first view and its CSS, and
 * writes the CSP hashes of the page's inline scripts to csp-hashes.json.
 */
class PrerenderPlugin {
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
          delete require.cache[PRERENDER_BUNDLE];
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const { renderPage } = require(PRERENDER_BUNDLE) as {
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

/**
 * Marks the first view's scripts with V8's explicit compile hint: Chromium then compiles all
 * their functions while the file downloads, on a background thread, instead of one by one on
 * the main thread as start-up first calls them (nearly all of React DOM runs at hydration).
 * Added after minification, which drops comments; the source maps follow the shifted line.
 */
class CompileHintsPlugin {
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

/** The magic comment itself: it must open the file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** sitemap.xml, robots.txt and favicon.svg, made from the content file (scripts/site/siteFiles.ts). */
class SiteFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SiteFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const siteUrl = process.env.SITE_URL;
          const { RawSource } = webpack.sources;
          compilation.emitAsset('sitemap.xml', new RawSource(sitemapXml(owner, siteUrl)));
          compilation.emitAsset('robots.txt', new RawSource(robotsTxt(owner, siteUrl)));
          compilation.emitAsset('favicon.svg', new RawSource(faviconSvg(owner)));
        },
      );
    });
  }
}

type WebpackArgv = { mode?: Configuration['mode'] };

function clientConfig(
  production: boolean,
  content: BuiltContent,
): Configuration & { devServer?: DevServerConfiguration } {
  const replacedSources = new Set(
    content.replacedSources.map((source) => path.join(__dirname, 'public', source)),
  );
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
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
      minimizeOptions: {
        javascript: {
          ecma: 2020,
          module: true,
          compress: { passes: 3, pure_getters: true },
          format: { comments: false },
        },
      },
      // The first view is one script, `main`, React and Redux included: one request, a
      // smaller download than two files, and one evaluation that a trace shows after the first
      // paint (Lighthouse's simulation counts a preloaded script whose run it cannot find in
      // the trace, a short one, as blocking the paint).
      splitChunks: {
        cacheGroups: {
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
    plugins: [
      new webpack.DefinePlugin(buildEnvDefinitions()),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        // Title, description, canonical, Open Graph and JSON-LD come from the content file.
        templateParameters: {
          seoHead: headTags(owner, content.head, process.env.SITE_URL),
          globalCss: GLOBAL_CSS,
          firstViewCss: FIRST_VIEW_CSS,
          language: owner.site.language,
        },
      }),
      new SiteFilesPlugin(),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: { ignore: ['**/index.html'] },
            // A screenshot the content names is served as its generated variants only.
            filter: (file: string) => !replacedSources.has(path.resolve(file)),
          },
          { from: content.siteDir },
        ],
      }),
      ...(production ? [new CompileHintsPlugin(), new PrerenderPlugin()] : []),
    ],
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      client: { overlay: { warnings: false } },
    },
  };
}

export default async function config(
  _env: unknown,
  argv: WebpackArgv,
): Promise<Configuration | Configuration[]> {
  const production = argv.mode === 'production';
  const content = await prepareContent();
  if (!production) return clientConfig(false, content);
  return [
    prerenderConfig(content),
    { ...clientConfig(true, content), dependencies: ['prerender'] },
  ];
}
