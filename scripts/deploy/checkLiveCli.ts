import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../../src/config';
import { ContentError } from '../content/contentRules';
import { siteContent } from '../content/siteContent';
import { firebasercDefault } from '../site/releaseInput';
import { contentSecurityPolicy } from '../site/securityHeaders';
import { checkLive } from './liveFiles';
import { fetchGet, formatProblems } from './livePages';

/**
 * `npm run check-live [url]`, after a deploy: the site at `url` (SITE_URL's when left out) as a
 * visitor and a crawler get it. Prints each problem by name; exit code 1 when there is any.
 * docs/deploy.md, "What doctor and check-live say".
 */
const root = path.resolve(__dirname, '../..');
try {
  process.loadEnvFile(path.join(root, '.env'));
} catch {
  // No .env: the environment alone configures the build.
}
let siteUrl: string;
try {
  siteUrl = process.env.SITE_URL?.trim() || siteContent().owner.site.url;
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const base = process.argv[2] ?? siteUrl;
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
checkLive({
  base,
  siteUrl,
  projectId: process.env.FIREBASE_PROJECT_ID?.trim() || firebasercDefault(root) || '',
  headers: firebaseJson.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [],
  configuredCsp: contentSecurityPolicy(readConfig(process.env), []),
  get: fetchGet(),
}).then(
  (problems) => {
    console.info(formatProblems(base, siteUrl, problems));
    process.exit(problems.length > 0 ? 1 : 0);
  },
  (error: unknown) => {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    console.error(`check-live: ${base} did not answer (${code ?? (error as Error).message}).`);
    process.exit(1);
  },
);
