import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { CONTENT_FORMAT } from '../../src/content/schema';
import { migrateSite } from './migrations';

/**
 * The release's content migration, which `npm run upgrade` runs after the merge (finish.ts):
 * brings content/site.yaml to this release's format, keeping its comments, and says what it
 * changed. Nothing to do without a content/ folder (the sample is the template's own) or when
 * the folder is already on this format.
 */
export function migrateFolder(dir: string, out: (line: string) => void): void {
  const file = path.join(dir, 'site.yaml');
  if (!existsSync(file)) return;
  const site = parseDocument(readFileSync(file, 'utf8'));
  const lines = migrateSite(site, CONTENT_FORMAT);
  if (lines.length === 0) return;
  writeFileSync(file, site.toString({ lineWidth: 0 }));
  for (const line of lines) out(line);
}

if (require.main === module) {
  try {
    migrateFolder(path.resolve('content'), (line) => console.info(line));
  } catch (error) {
    console.error(`content/site.yaml: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
