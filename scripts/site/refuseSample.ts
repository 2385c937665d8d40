import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CASE_STUDIES_DIR, POSTS_DIR } from '../writing/buildWriting';
import { ContentError } from '../content/contentRules';
import { siteContent } from '../content/siteContent';
import { describeLeftovers, sampleLeftovers } from './sampleCheck';

/** `npm run release`'s first step: stops the release build while anything is the sample's. */
const root = path.resolve(__dirname, '../..');
try {
  process.loadEnvFile(path.join(root, '.env'));
} catch {
  // No .env: the environment alone configures the build.
}
const firebaserc = path.join(root, '.firebaserc');
let content;
try {
  content = siteContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { owner, catalogues, dir: contentDir, shownDir } = content;
/** The posts' and case studies' Markdown files, from the repository's root. */
const markdownFiles = [POSTS_DIR, CASE_STUDIES_DIR].flatMap((dir) =>
  existsSync(path.join(contentDir, dir))
    ? readdirSync(path.join(contentDir, dir))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => ({
          file: `${shownDir}/${dir}/${name}`,
          text: readFileSync(path.join(contentDir, dir, name), 'utf8'),
        }))
    : [],
);
const found = sampleLeftovers({
  folder: content,
  owner,
  catalogues,
  defaultProject: existsSync(firebaserc)
    ? (JSON.parse(readFileSync(firebaserc, 'utf8')) as { projects?: { default?: string } }).projects
        ?.default
    : undefined,
  env: process.env,
  writing: markdownFiles,
});
if (found.length > 0) {
  console.error(describeLeftovers(found));
  process.exit(1);
}
console.info('Nothing of the sample is left: the release build goes on.');
