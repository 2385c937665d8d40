import path from 'node:path';
import { ContentError } from '../content/contentRules';
import { siteContent } from '../content/siteContent';
import { readReleaseInput } from './releaseInput';
import { describeLeftovers, sampleLeftovers } from './sampleCheck';

/** `npm run release`'s first step: stops the release build while anything is the sample's. */
const root = path.resolve(__dirname, '../..');
try {
  process.loadEnvFile(path.join(root, '.env'));
} catch {
  // No .env: the environment alone configures the build.
}
let content;
try {
  content = siteContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const found = sampleLeftovers(readReleaseInput(root, content, process.env));
if (found.length > 0) {
  console.error(describeLeftovers(found));
  process.exit(1);
}
console.info('Nothing of the sample is left: the release build goes on.');
