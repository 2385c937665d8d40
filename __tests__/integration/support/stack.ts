import path from 'node:path';
import { readConfig } from '../../../src/config';
import { resolvePorts, STACK_HOST } from '../../../scripts/local-stack/ports';

/** Where the suites find the stack globalSetup started (same env-driven ports). */
export const ports = resolvePorts(process.env);
export const host = STACK_HOST;
export const rootDir = path.resolve(__dirname, '..', '..', '..');
export const rulesFile = path.join(rootDir, 'firestore.rules');
export const testStateDir = path.join(rootDir, '.local', 'integration');
export const inboxFile = path.join(testStateDir, 'inbox.jsonl');
export const inboxUrl = `http://${host}:${ports.inbox}`;

/** The app's own configuration for the local stack, on this run's ports. */
export const localAppConfig = readConfig({
  AUTH_EMULATOR_PORT: String(ports.auth),
  FIRESTORE_EMULATOR_PORT: String(ports.firestore),
  INBOX_PORT: String(ports.inbox),
});
