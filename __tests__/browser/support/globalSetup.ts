import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalStack } from '../../../scripts/local-stack/localStack';
import type { LocalStack } from '../../../scripts/local-stack/localStack';
import { clearAccountsLock } from './accountsLock';
import { buildForLocalStack } from './localStackBuild';
import { BROWSER_STATE_DIR, DIST, writeStackState } from './stackState';

declare global {
  var __BROWSER_STACK__: LocalStack | undefined;
}

/** One build and one local stack (emulators, inbox, dist/ server) for every browser suite. */
export default async function globalSetup(): Promise<void> {
  if (globalThis.__LOCAL_STACK__) {
    throw new Error(
      'The integration and browser projects each start the local stack on the same ports: ' +
        'run them one after the other (npm test does), not in one Jest run.',
    );
  }
  // BROWSER_TEST_SKIP_BUILD=1 reuses dist/ (npm test builds it beside the unit tests).
  const reuse =
    process.env.BROWSER_TEST_SKIP_BUILD === '1' && existsSync(path.join(DIST, 'index.html'));
  const buildMs = reuse ? 0 : buildForLocalStack();
  const logFile = path.join(BROWSER_STATE_DIR, 'stack.log');
  const inboxFile = path.join(BROWSER_STATE_DIR, 'inbox.jsonl');
  mkdirSync(BROWSER_STATE_DIR, { recursive: true });
  clearAccountsLock();
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
