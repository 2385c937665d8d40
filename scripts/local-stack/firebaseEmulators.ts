import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawnChild, waitForHttp } from './childProcesses';
import type { Child } from './childProcesses';
import { LOCAL_PROJECT_ID, STACK_HOST } from './ports';

/**
 * firebase-tools' emulators, run as one child process: the one place that writes their config,
 * starts them, waits for a part to answer and stops them. The local stack starts its Auth,
 * Firestore and Hosting emulators here (localStack.ts), and the copies' tests their Hosting
 * emulator (__tests__/copies/support/hostingEmulator.ts).
 */

/** How long an emulator may take to answer (firebase-tools starts Java for some). */
export const EMULATOR_READY_MS = 90_000;

/** A port the system has just handed out, so runs started side by side do not collide. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, STACK_HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** firebase.json's hosting section serving `dist`, from a config written in `stateDir`. */
export function hostingOver(hosting: Record<string, unknown>, stateDir: string, dist: string) {
  // Relative to the config: an absolute public folder serves nothing.
  return { ...hosting, public: path.relative(stateDir, dist) };
}

/**
 * Writes `config` as stateDir/firebase.json, its emulators with the hub and the logging on
 * `ports` (default: free ones picked now; left unset, two runs starting together both take
 * 4400/4500 and one of them dies) and no UI. Returns the file.
 */
export async function writeEmulatorConfig(
  stateDir: string,
  { emulators, ...rest }: { emulators: Record<string, unknown>; [key: string]: unknown },
  ports?: { hub: number; logging: number },
): Promise<string> {
  const file = path.join(stateDir, 'firebase.json');
  const config = {
    ...rest,
    emulators: {
      ...emulators,
      hub: { host: STACK_HOST, port: ports?.hub ?? (await freePort()) },
      logging: { host: STACK_HOST, port: ports?.logging ?? (await freePort()) },
      ui: { enabled: false },
    },
  };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** Starts a child: the local stack's keeps it with its others; quietChild logs nothing. */
export type Spawn = (
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
) => Child;

export const quietChild: Spawn = (name, command, args, options) =>
  spawnChild(name, command, args, options, () => undefined);

export interface EmulatorsStart {
  /** The child's name in the log. */
  name: string;
  /** The checkout whose firebase-tools runs. */
  rootDir: string;
  /** Where the config is, and where firebase-tools runs and keeps its temp folder. */
  stateDir: string;
  config: string;
  /** The emulators to start: auth, firestore, hosting. */
  only: string[];
  env: NodeJS.ProcessEnv;
}

/** `firebase emulators:start` for the demo project; ready when emulatorReady says so. */
export function startEmulators(start: EmulatorsStart, spawn: Spawn = quietChild): Child {
  const { name, rootDir, stateDir, config, only, env } = start;
  const tmp = path.join(stateDir, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const firebaseTools = path.join(rootDir, 'node_modules/firebase-tools/lib/bin/firebase.js');
  return spawn(
    name,
    process.execPath,
    [
      firebaseTools,
      'emulators:start',
      '--only',
      only.join(','),
      '--project',
      LOCAL_PROJECT_ID,
      '--config',
      config,
    ],
    {
      cwd: stateDir,
      env: {
        ...env,
        // CI skips firebase-tools' message-of-the-day fetch, which only waits on the network.
        CI: env.CI ?? '1',
        // firebase-tools records its hub per project id in the temp folder; a folder of this
        // run's own keeps runs of other checkouts from warning about "multiple instances".
        TMPDIR: tmp,
      },
    },
  );
}

/** Resolves when `url` answers as `accept` likes; fails if the child stops first or too late. */
export function emulatorReady(
  child: Child,
  what: string,
  url: string,
  {
    accept = (status: number) => status === 200,
    timeoutMs = EMULATOR_READY_MS,
  }: { accept?: (status: number, body: string) => boolean; timeoutMs?: number } = {},
): Promise<void> {
  return waitForHttp(child, what, `${url}/`, accept, timeoutMs);
}
