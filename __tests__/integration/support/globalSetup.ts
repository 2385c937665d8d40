import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalStack } from '../../../scripts/local-stack/localStack';
import type { LocalStack } from '../../../scripts/local-stack/localStack';
import { inboxFile, ports, testStateDir } from './stack';

declare global {
  var __LOCAL_STACK__: LocalStack | undefined;
}

/** Emulators + inbox for every integration suite; their chatter goes to a log file. */
export default async function globalSetup(): Promise<void> {
  mkdirSync(testStateDir, { recursive: true });
  rmSync(inboxFile, { force: true });
  const logFile = path.join(testStateDir, 'stack.log');
  writeFileSync(logFile, '');
  const stack = await startLocalStack({
    web: 'none',
    ports,
    inboxFile,
    stateDir: path.join(testStateDir, 'stack'),
    log: (source, line) => appendFileSync(logFile, `[${source}] ${line}\n`),
  });
  globalThis.__LOCAL_STACK__ = stack;
  const timings = Object.entries(stack.readyAfterMs)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  console.info(`\nLocal stack up (${timings}; Firestore via ${stack.firestoreEmulator}).`);
}
