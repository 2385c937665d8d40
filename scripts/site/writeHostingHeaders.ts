import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../../src/config';
import { siteContent } from '../content/siteContent';
import { isResumeRule, resumeHostingHeaders } from '../resume/resumeHosting';
import { readInlineScriptHashes, securityHeaders } from './securityHeaders';

/**
 * Writes the security headers for this build's configuration (environment or .env) into
 * firebase.json's hosting section, and the resume PDFs' file names
 * (scripts/resume/resumeHosting.ts). Run after `npm run build`; `npm run deploy` does both.
 */
const root = path.resolve(__dirname, '../..');
const envFile = path.join(root, '.env');
try {
  process.loadEnvFile(envFile);
} catch {
  // No .env: the environment alone configures the build.
}

const { owner, catalogues } = siteContent();
const config = readConfig(process.env);
if (config.localStack) {
  console.error(
    'No FIREBASE_PROJECT_ID is configured: the hosting headers are for a real project.',
  );
  process.exit(1);
}

const hashes = readInlineScriptHashes(
  readFileSync(path.join(root, 'dist', 'csp-hashes.json'), 'utf8'),
);
const firebaseJsonPath = path.join(root, 'firebase.json');
const firebaseJson = JSON.parse(readFileSync(firebaseJsonPath, 'utf8'));
const otherRules = (firebaseJson.hosting.headers as { source: string }[]).filter(
  (rule) => rule.source !== '**' && !isResumeRule(rule),
);
const headers = Object.entries(securityHeaders(config, hashes)).map(([key, value]) => ({
  key,
  value,
}));
firebaseJson.hosting.headers = [
  { source: '**', headers },
  ...otherRules,
  ...resumeHostingHeaders(owner, catalogues),
];
writeFileSync(firebaseJsonPath, `${JSON.stringify(firebaseJson, null, 2)}\n`);
console.info(`Security headers for ${config.firebase.projectId} written to firebase.json.`);
