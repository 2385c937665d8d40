import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** The inline scripts of src/startup/contract.ts, minified, as each page carries them. */
export interface StartupScripts {
  /** Runs first in <head>: the stored theme, held screenshots, held presses. */
  head: string;
  /** Runs at the end of <body> in production: adds the page's scripts after its first paint. */
  loader: string;
  /** The only script of the build's other documents (privacy notice, resume): the stored theme. */
  theme: string;
}

const ENTRIES: Record<keyof StartupScripts, string> = {
  head: './src/startup/inline/head.ts',
  loader: './src/startup/inline/loader.ts',
  theme: './src/startup/inline/theme.ts',
};

/**
 * Compiles src/startup/inline/*.ts with webpack (TypeScript checked by `npm run typecheck`,
 * like the rest of src/) into .local/startup, and returns what the pages inline. The CSP
 * hashes are computed later, from the pages as written (prerenderPlugin.ts).
 */
export async function buildStartupScripts(root: string): Promise<StartupScripts> {
  const outputDir = path.join(root, '.local/startup');
  const compiler = webpack({
    name: 'startup',
    mode: 'production',
    context: root,
    target: ['web', 'es2020'],
    entry: ENTRIES,
    output: { path: outputDir, filename: '[name].js', iife: true, clean: true },
    devtool: false,
    resolve: { extensions: ['.ts'] },
    module: {
      rules: [{ test: /\.ts$/, loader: 'ts-loader', options: { transpileOnly: true } }],
    },
    performance: { hints: false },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('The start-up scripts did not build.'));
      else resolve(result);
    });
  });
  if (stats.hasErrors()) {
    throw new Error(`The start-up scripts did not build:\n${stats.toString('errors-only')}`);
  }
  const read = (name: keyof StartupScripts) =>
    fs.readFileSync(path.join(outputDir, `${name}.js`), 'utf8').trim();
  return { head: read('head'), loader: read('loader'), theme: read('theme') };
}
