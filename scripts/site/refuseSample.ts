import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CASE_STUDIES_DIR, POSTS_DIR } from '../writing/buildWriting';
import { catalogues } from '../../src/content/locales';
import { owner } from '../../src/content/owner';
import { describeLeftovers, sampleLeftovers } from './sampleCheck';

/** `npm run release`'s first step: stops the release build while anything is the sample's. */
const root = path.resolve(__dirname, '../..');
try {
  process.loadEnvFile(path.join(root, '.env'));
} catch {
  // No .env: the environment alone configures the build.
}
const firebaserc = path.join(root, '.firebaserc');
/** The posts' and case studies' Markdown files, from the repository's root. */
const markdownFiles = [POSTS_DIR, CASE_STUDIES_DIR].flatMap((dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => ({
          file: `${dir}/${name}`,
          text: readFileSync(path.join(root, dir, name), 'utf8'),
        }))
    : [],
);
const found = sampleLeftovers({
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
