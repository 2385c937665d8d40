import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemas } from './contentSchema';
import { PROJECT_DIR } from './siteContent';

/**
 * `npm run schemas`: writes the owner's folder's JSON Schemas to schemas/, from the zod schemas
 * the build checks with. An editor reads them through each YAML file's first line (the YAML
 * language server's modeline), and underlines a misspelt key as the owner types.
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

if (require.main === module) {
  for (const [name, text] of Object.entries(schemaFiles())) {
    writeFileSync(path.join(PROJECT_DIR, SCHEMAS_DIR, name), text);
    console.info(`Wrote ${SCHEMAS_DIR}/${name}.`);
  }
}
