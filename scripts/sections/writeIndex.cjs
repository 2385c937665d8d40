// Writes the section registry's indexes from the folders of src/sections/ (one per kind, its
// contract in src/sections/contract.ts). The indexes are not in git: webpack's, Jest's and
// ts-node's set-up, `npm run typecheck` and `npm ci` (prepare) write them again, so a kind is
// its folder and nothing else. Plain CommonJS: the configs require it before anything compiles.
const fs = require('node:fs');
const path = require('node:path');

const SECTIONS = path.resolve(__dirname, '../../src/sections');
const HEADER =
  '// Written by scripts/sections/writeIndex.cjs from the folders of src/sections/; not in git.\n';

/** 'tech-stack' → 'techStack': the kind's name in the indexes' code. */
const identifier = (id) => id.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/** The kinds: every folder with a kind.ts, in the order their kind.ts gives. */
function sectionKinds(dir = SECTIONS) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'kind.ts')))
    .map(({ name }) => {
      if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
        throw new Error(`src/sections/${name}/: a kind's folder is named in lower-case-kebab.`);
      }
      const kind = fs.readFileSync(path.join(dir, name, 'kind.ts'), 'utf8');
      const order = /^\s*order:\s*(\d+(?:\.\d+)?),/m.exec(kind);
      if (!order)
        throw new Error(`src/sections/${name}/kind.ts: give its place as \`order: 25,\`.`);
      const has = (file) => fs.existsSync(path.join(dir, name, file));
      for (const file of ['Section.tsx', 'texts.ts', 'schema.ts']) {
        if (!has(file)) throw new Error(`src/sections/${name}/ has no ${file} (contract.ts).`);
      }
      return {
        id: name,
        name: identifier(name),
        order: Number(order[1]),
        resume: has('resume.ts'),
      };
    })
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

const intersection = (kinds, type) =>
  kinds.length ? kinds.map(({ name }) => `typeof ${name}.${type}`).join(' & ') : 'object';

/** The page's index: each kind's descriptor and its section's chunk. */
const pageIndex = (kinds) =>
  [
    HEADER,
    "import type { PageKind } from './contract';",
    ...kinds.map(({ id, name }) => `import { kind as ${name} } from './${id}/kind';`),
    '',
    '/** Every kind, in its default order; each section loads in a chunk named after it. */',
    'export const pageKinds: PageKind[] = [',
    ...kinds.map(
      ({ id, name }) =>
        `  { ...${name}, id: '${id}', load: () => import(/* webpackChunkName: "${id}" */ './${id}/Section').then((module) => module.default) },`,
    ),
    '];',
    '',
  ].join('\n');

/** The content model's index: the kinds' ids and their fields (zod, the build's). */
const schemaIndex = (kinds) =>
  [
    HEADER,
    ...kinds.map(({ id, name }) => `import * as ${name} from './${id}/schema';`),
    '',
    "/** Every kind, in its default order: what site.yaml's `sections` lists when it has none. */",
    `export const KIND_IDS = [${kinds.map(({ id }) => `'${id}'`).join(', ')}] as const;`,
    'export type KindId = (typeof KIND_IDS)[number];',
    '',
    '/** Their fields of site.yaml and of the words files, in that order. */',
    `export const kindSiteFields = { ${kinds.map(({ name }) => `...${name}.site`).join(', ')} };`,
    `export const kindWordsFields = { ${kinds.map(({ name }) => `...${name}.words`).join(', ')} };`,
    '',
  ].join('\n');

/** The template texts' index: each kind's texts, in every language the kinds ship. */
const textsIndex = (kinds) =>
  [
    HEADER,
    ...kinds.map(({ id, name }) => `import * as ${name} from './${id}/texts';`),
    '',
    `export type KindTexts = ${intersection(kinds, 'en')};`,
    '',
    "/** The kinds' texts in one language (those of the kinds that ship it), in their order. */",
    'export const kindTextsIn = (code: string): Partial<KindTexts> =>',
    `  Object.assign({}, ...[${kinds.map(({ name }) => name).join(', ')}].map((texts) => (texts as Record<string, object>)[code]));`,
    '',
  ].join('\n');

/** The resume's index: the kinds that add to it, by id. */
const resumeIndex = (kinds) =>
  [
    HEADER,
    "import type { KindResume } from './contract';",
    ...kinds
      .filter((kind) => kind.resume)
      .map(({ id, name }) => `import { resume as ${name} } from './${id}/resume';`),
    '',
    'export const kindResumes: Record<string, KindResume> = {',
    ...kinds.filter((kind) => kind.resume).map(({ id, name }) => `  '${id}': ${name},`),
    '};',
    '',
  ].join('\n');

const INDEXES = {
  'kinds.generated.ts': pageIndex,
  'schemas.generated.ts': schemaIndex,
  'texts.generated.ts': textsIndex,
  'resume.generated.ts': resumeIndex,
};

/** Writes the indexes that changed; returns the kinds found. */
function writeSectionIndexes(dir = SECTIONS) {
  const kinds = sectionKinds(dir);
  for (const [file, make] of Object.entries(INDEXES)) {
    const target = path.join(dir, file);
    const text = make(kinds);
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) {
      // Written aside, then renamed: the type check, Jest and webpack start side by side in
      // npm test, and one must never read another's half-written index.
      const aside = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(aside, text);
      fs.renameSync(aside, target);
    }
  }
  return kinds;
}

module.exports = { sectionKinds, writeSectionIndexes, INDEX_FILES: Object.keys(INDEXES) };

if (require.main === module) writeSectionIndexes();
