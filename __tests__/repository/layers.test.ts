import fs from 'node:fs';
import path from 'node:path';

/**
 * The layers of docs/architecture.md, checked over every file in src/, dynamic imports
 * included (ESLint's no-restricted-imports sees only static ones).
 */
const SRC = path.resolve(__dirname, '../../src');

type Layer =
  | 'startup'
  | 'documents'
  | 'content'
  | 'texts'
  | 'styles'
  | 'config'
  | 'features'
  | 'services'
  | 'app'
  | 'components';

/** What each layer may import besides itself. The entry files (src/*.tsx) may import anything. */
const MAY_IMPORT: Record<Layer, Layer[]> = {
  // Inlined into every page before anything else runs: it stands on nothing.
  startup: [],
  // The documents' one script (the theme toggle, the copy buttons): without React or the
  // store; of features/, only the theme dialog's pure rules (ESLint names the files).
  documents: ['startup', 'features', 'content'],
  // The owner's data's shapes and helpers; their types name the template's texts.
  content: ['texts'],
  // The template's own texts per language: the build reads them, the page never imports them.
  texts: [],
  styles: ['startup'],
  config: [],
  features: ['content', 'config'],
  services: ['features', 'content', 'styles', 'config', 'startup'],
  app: ['services', 'features', 'content', 'styles', 'config', 'startup'],
  components: ['app', 'features', 'content', 'styles', 'config', 'startup'],
};

/**
 * A section kind's folder (src/sections/<kind>/) spans three layers, by file: its texts are
 * texts; its page descriptor, fields and resume part are content; its components are
 * components. The indexes written from the folders sit with what they list.
 */
function sectionLayer(file: string): Layer {
  const name = file.replace(/\.tsx?$/, '');
  if (/^texts(\.generated)?$/.test(name)) return 'texts';
  if (/^(kind|schema|resume|contract|schemas\.generated|resume\.generated)$/.test(name)) {
    return 'content';
  }
  return 'components';
}

function layerOf(file: string): Layer | 'entry' {
  const [top, ...rest] = path.relative(SRC, file).split(path.sep);
  if (rest.length === 0) return path.parse(top).name === 'config' ? 'config' : 'entry';
  if (top === 'sections') return sectionLayer(rest[rest.length - 1]);
  if (top in MAY_IMPORT) return top as Layer;
  throw new Error(`${file} is in no layer: add its folder to MAY_IMPORT.`);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative module a file names: import … from, export … from, import(). */
function relativeImports(source: string): string[] {
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?)'(\.{1,2}\/[^']*)'/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/**
 * Every module a file imports for its values: import … from, export … from and import '…' but
 * for `import type` and `export type`; import().
 */
function valueImports(source: string): string[] {
  const pattern =
    /\b(?:(?:import|export)\b(?!\s+type\b)[^'";]*?\bfrom\s+|import\s+|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?)'([^']*)'/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/** "from → to" for every import that runs up the layers or sideways into another one. */
function violations(): string[] {
  return sourceFiles(SRC).flatMap((file) => {
    const from = layerOf(file);
    if (from === 'entry') return [];
    return relativeImports(fs.readFileSync(file, 'utf8'))
      .map((specifier) => path.resolve(path.dirname(file), specifier))
      .filter((target) => {
        const to = layerOf(target.startsWith(SRC) ? target : SRC);
        return to !== from && (to === 'entry' || !MAY_IMPORT[from].includes(to));
      })
      .map((target) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`);
  });
}

describe('the layers', () => {
  it('finds static, type, re-export and dynamic imports', () => {
    const source = `
      import { a } from '../app/store';
      import type { B } from './b';
      export { c } from '../c';
      const d = import(/* webpackChunkName: "d" */ '../components/d');
      const e = import('./e');
      import f from 'react';
    `;
    expect(relativeImports(source)).toEqual([
      '../app/store',
      './b',
      '../c',
      '../components/d',
      './e',
    ]);
  });

  it('no file in src/ imports from a layer above its own', () => {
    expect(violations()).toEqual([]);
  });

  it('tells value imports from type imports', () => {
    const source = `
      import type { A } from './schema';
      export type { B } from '../content/schema';
      import { c } from '../content/schema';
      import { z } from 'zod';
      import 'zod/v4';
      const d = import('./schema');
    `;
    expect(valueImports(source)).toEqual(['../content/schema', 'zod', 'zod/v4', './schema']);
  });

  // The content model is zod, the build's: the page names its types only (ESLint holds static
  // imports; this, dynamic ones too), so no browser chunk carries zod. Its files: schema.ts and
  // schemaParts.ts in content/, each section kind's schema.ts and their index.
  const isModel = (file: string) =>
    /^content\/schema(Parts)?\.ts$|^sections\/([^/]+\/schema|schemas\.generated)\.ts$/.test(
      path.relative(SRC, file).split(path.sep).join('/'),
    );

  it('tells the content model by its files', () => {
    expect(
      ['content/schema.ts', 'sections/journey/schema.ts', 'sections/journey/kind.ts'].map((file) =>
        isModel(path.join(SRC, file)),
      ),
    ).toEqual([true, true, false]);
  });

  it('no file in src/ but the content model imports it or zod for its values', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !isModel(file))
      .flatMap((file) =>
        valueImports(fs.readFileSync(file, 'utf8'))
          .filter(
            (specifier) =>
              /^zod(\/|$)/.test(specifier) ||
              (specifier.startsWith('.') &&
                isModel(path.resolve(path.dirname(file), `${specifier}.ts`))),
          )
          .map((specifier) => `${path.relative(SRC, file)} → ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });
});
