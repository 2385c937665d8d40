import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { fromJsonResume } from '../../scripts/content/fromJsonResume';
import type { LoadedContent } from '../../scripts/content/ownerFolder';
import { loadContent } from '../../scripts/content/ownerFolder';

/** Where @jsonresume/schema keeps its sample and its three examples. */
export const RESUME_EXAMPLES = path.dirname(
  require.resolve('@jsonresume/schema/sample.resume.json'),
);

/** An example of @jsonresume/schema ('examples/new-grad.resume.json'), parsed. */
export const resumeExample = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(RESUME_EXAMPLES, file), 'utf8'));

/**
 * A JSON Resume made into an owner's folder by init's code (fromJsonResume), written to a
 * temporary folder and read as the build reads it.
 */
export function importedContent(resume: unknown): LoadedContent {
  const converted = fromJsonResume(resume as Parameters<typeof fromJsonResume>[0]);
  const dir = mkdtempSync(path.join(tmpdir(), 'imported-resume-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write('site.yaml', stringify(converted.site));
    write(`words/${converted.site.site.defaultLanguage}.yaml`, stringify(converted.words));
    for (const [file, text] of Object.entries(converted.files)) write(file, text);
    return loadContent(dir, { env: { CONTENT_DIR: dir } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
