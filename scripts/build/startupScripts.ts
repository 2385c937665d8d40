import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** The inline scripts of src/startup/contract.ts, minified, as each page carries them. */
export interface InlineScripts {
  /** Runs first in <head>: the stored theme, held screenshots, held presses. */
  head: string;
  /** Runs at the end of <body> in production: adds the page's scripts after its first paint. */
  loader: string;
  /** The inline script of the build's other documents (posts, privacy notice, …): the stored theme. */
  theme: string;
}

export interface StartupScripts extends InlineScripts {
  /**
   * The one script file of the build's other documents (src/documents/documents.ts): the theme
   * toggle and its dialog, the copy buttons. Named by its content, and made here, before the
   * pages, so every document names it, the resume pages written before the client build too.
   */
  documents: {
    /** Its name in dist/ ('documents.1a2b3c4d.js'); the pages load it from the site's root. */
    name: string;
    /** Where this step wrote it, for the client build to copy into dist/. */
    file: string;
  };
}

const INLINE_ENTRIES: Record<keyof InlineScripts, string> = {
  head: './src/startup/inline/head.ts',
  loader: './src/startup/inline/loader.ts',
  theme: './src/startup/inline/theme.ts',
};

export const DOCUMENTS_ENTRY = 'documents';
const DOCUMENTS_SCRIPT = './src/documents/documents.ts';

/**
 * Compiles src/startup/inline/*.ts and the documents' script with webpack (TypeScript checked
 * by `npm run typecheck`, like the rest of src/) into .local/startup, and returns what the pages
 * inline and the documents' file. The CSP hashes are computed later, from the pages as written
 * (prerenderPlugin.ts).
 */
export async function buildStartupScripts(root: string): Promise<StartupScripts> {
  const outputDir = path.join(root, '.local/startup');
  const compiler = webpack({
    name: 'startup',
    mode: 'production',
    context: root,
    target: ['web', 'es2020'],
    entry: { ...INLINE_ENTRIES, [DOCUMENTS_ENTRY]: DOCUMENTS_SCRIPT },
    output: {
      path: outputDir,
      filename: ({ chunk }) =>
        chunk?.name === DOCUMENTS_ENTRY ? '[name].[contenthash:8].js' : '[name].js',
      iife: true,
      clean: true,
    },
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
  const read = (name: keyof InlineScripts) =>
    fs.readFileSync(path.join(outputDir, `${name}.js`), 'utf8').trim();
  const documents = [
    ...(stats.compilation.entrypoints.get(DOCUMENTS_ENTRY)?.getFiles() ?? []),
  ].find((file) => file.endsWith('.js'));
  if (!documents) throw new Error("The documents' script did not build.");
  return {
    head: read('head'),
    loader: read('loader'),
    theme: read('theme'),
    documents: { name: documents, file: path.join(outputDir, documents) },
  };
}
