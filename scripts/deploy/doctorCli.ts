import path from 'node:path';
import { ContentError } from '../content/contentRules';
import { siteContent } from '../content/siteContent';
import { doctorFindings } from './doctor';
import { exitCode, formatFindings } from './findings';
import { googleToken } from './googleToken';

/**
 * `npm run doctor [-- --offline] [-- --strict]`: before a deploy, whether the release
 * configuration is complete and coherent, and, when Google answers, whether the Firebase
 * project is ready for it. docs/deploy.md, "What doctor and check-live say".
 */
const root = path.resolve(__dirname, '../..');
try {
  process.loadEnvFile(path.join(root, '.env'));
} catch {
  // No .env: the environment alone configures the build.
}
const args = process.argv.slice(2);
let content;
try {
  content = siteContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
doctorFindings({
  root,
  content,
  env: process.env,
  online: args.includes('--offline') ? null : { token: () => googleToken(process.env) },
}).then(
  (findings) => {
    console.info(formatFindings(findings));
    process.exit(exitCode(findings, args.includes('--strict')));
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
