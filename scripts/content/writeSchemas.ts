import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemas } from './contentSchema';
import { PROJECT_DIR } from './siteContent';
import { CONTENT_DOCS, contentDocs } from './writeContentDocs';

/**
 * `npm run schemas`: writes what comes from the content model (src/content/schema.ts). The owner's
 * folder's JSON Schemas, to schemas/: an editor reads them through each YAML file's first line
 * (the YAML language server's modeline), and underlines a misspelt key as the owner types. And
 * the field tables of docs/content.md (writeContentDocs.ts).
 */
export const SCHEMAS_DIR = 'schemas';

export function schemaFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(jsonSchemas()).map(([name, schema]) => [
      name,
      `${JSON.stringify(schema, null, 2)}\n`,
    ]),
  );
}

async function main() {
  for (const [name, text] of Object.entries(schemaFiles())) {
    writeFileSync(path.join(PROJECT_DIR, SCHEMAS_DIR, name), text);
    console.info(`Wrote ${SCHEMAS_DIR}/${name}.`);
  }
  const docsFile = path.join(PROJECT_DIR, CONTENT_DOCS);
  writeFileSync(docsFile, await contentDocs(readFileSync(docsFile, 'utf8'), docsFile));
  console.info(`Wrote the field tables of ${CONTENT_DOCS}.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
