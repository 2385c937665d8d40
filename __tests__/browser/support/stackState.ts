import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const DIST = path.join(ROOT, 'dist');
/** Where this project's stack keeps its files (inbox, log, the state file below). */
export const BROWSER_STATE_DIR = path.join(ROOT, '.local', 'browser');
const STATE_FILE = path.join(BROWSER_STATE_DIR, 'stack.json');

/** What globalSetup hands to the test files (they run in other processes). */
export interface BrowserStack {
  web: string;
  auth: string;
  firestore: string;
  projectId: string;
  inboxFile: string;
}

export function writeStackState(state: BrowserStack): void {
  mkdirSync(BROWSER_STATE_DIR, { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function readStackState(): BrowserStack {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as BrowserStack;
  } catch {
    throw new Error(
      `${STATE_FILE} is missing: run the browser tests with \`npm run test:browser\`.`,
    );
  }
}
