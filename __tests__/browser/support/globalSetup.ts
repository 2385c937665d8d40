import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalStack } from '../../../scripts/local-stack/localStack';
import type { LocalStack } from '../../../scripts/local-stack/localStack';
import { resolvePorts } from '../../../scripts/local-stack/ports';
import { HOSTED_SETTING_KEYS } from '../../../src/config';
import { BROWSER_STATE_DIR, DIST, ROOT, writeStackState } from './stackState';

declare global {
  var __BROWSER_STACK__: LocalStack | undefined;
}

/**
 * The local-stack production build, made once per run (BROWSER_TEST_SKIP_BUILD=1 reuses
 * dist/). Empty values win over a developer's .env, which webpack loads without overriding.
 */
function buildForLocalStack(): number {
  if (process.env.BROWSER_TEST_SKIP_BUILD === '1' && existsSync(path.join(DIST, 'index.html'))) {
    return 0;
  }
  const started = Date.now();
  const ports = resolvePorts(process.env);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AUTH_EMULATOR_PORT: String(ports.auth),
    FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    INBOX_PORT: String(ports.inbox),
    // The suites assert the sample's texts, whatever folder the project builds from.
    CONTENT_DIR: 'sample',
  };
  for (const key of HOSTED_SETTING_KEYS) env[key] = '';
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
    { cwd: ROOT, env, stdio: 'pipe' },
  );
  return Date.now() - started;
}

/** One build and one local stack (emulators, inbox, dist/ server) for every browser suite. */
export default async function globalSetup(): Promise<void> {
  if (globalThis.__LOCAL_STACK__) {
    throw new Error(
      'The integration and browser projects each start the local stack on the same ports: ' +
        'run them one after the other (npm test does), not in one Jest run.',
    );
  }
  const buildMs = buildForLocalStack();
  const logFile = path.join(BROWSER_STATE_DIR, 'stack.log');
  const inboxFile = path.join(BROWSER_STATE_DIR, 'inbox.jsonl');
  mkdirSync(BROWSER_STATE_DIR, { recursive: true });
  writeFileSync(logFile, '');
  writeFileSync(inboxFile, '');
  const stack = await startLocalStack({
    web: 'dist',
    inboxFile,
    log: (source, line) => appendFileSync(logFile, `[${source}] ${line}\n`),
  });
  globalThis.__BROWSER_STACK__ = stack;
  writeStackState({
    web: stack.urls.web ?? '',
    auth: stack.urls.auth,
    firestore: stack.urls.firestore,
    projectId: stack.projectId,
    inboxFile,
  });
  const timings = Object.entries(stack.readyAfterMs)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  console.info(
    `\nBuild ${buildMs ? `${(buildMs / 1000).toFixed(1)} s` : 'reused'}; local stack up (${timings}) serving ${stack.urls.web}.`,
  );
}
