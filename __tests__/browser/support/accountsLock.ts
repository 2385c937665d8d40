import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_STATE_DIR } from './stackState';

/**
 * The browser suites run two files at a time against one local stack. The files that sign in
 * for real or clear the emulators (resetStack) would pull accounts, documents and the inbox
 * from under each other, so each holds this lock for its whole run: they take turns, while the
 * files that only read the page run beside them. A directory is the lock: creating it is atomic.
 */
const LOCK_DIR = path.join(BROWSER_STATE_DIR, 'accounts.lock');
const POLL_MS = 250;

/** Clears a lock a crashed run left behind (globalSetup, before any file runs). */
export function clearAccountsLock(): void {
  rmSync(LOCK_DIR, { recursive: true, force: true });
}

async function acquire(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

/** Call at the top of a file that uses the emulators' accounts: the file holds them alone. */
export function holdEmulatorAccounts(): void {
  // No test time limit on the wait: another file may hold the accounts for minutes.
  beforeAll(acquire, 30 * 60_000);
  afterAll(() => rmSync(LOCK_DIR, { recursive: true, force: true }));
}
