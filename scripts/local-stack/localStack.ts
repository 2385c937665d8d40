import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { LOCAL_INBOX_ACCESS_KEY, readConfig } from '../../src/config';
import { readInlineScriptHashes, securityHeaders } from '../site/securityHeaders';
import { planFirestore } from './firestoreEmulator';
import type { FirestorePlan } from './firestoreEmulator';
import { startInbox } from './inbox';
import type { RunningInbox } from './inbox';
import { DEFAULT_PORTS, LOCAL_PROJECT_ID, STACK_HOST, resolvePorts } from './ports';
import type { StackPorts } from './ports';
import { startStaticServer } from './staticServer';
import type { RunningStaticServer } from './staticServer';

/** What serves the page: the webpack dev server, a static server over dist/, or nothing. */
export type WebMode = 'dev' | 'dist' | 'none';

export interface LocalStackOptions {
  web: WebMode;
  /** Defaults: the environment (PORT, AUTH_EMULATOR_PORT, ...), then DEFAULT_PORTS. */
  ports?: Partial<StackPorts>;
  /** Repository root; defaults to the one this file lives in. */
  rootDir?: string;
  /** Defaults to .local/inbox/messages.jsonl under rootDir. */
  inboxFile?: string;
  /**
   * Every output line of every part, with its source; the stack's own lines (download
   * progress, fallbacks) come as source 'stack'. Default: console.info with a prefix.
   */
  log?: (source: string, line: string) => void;
  /** Each part as soon as it answers. */
  onReady?: (part: ReadyPart) => void;
  /** A part stopped on its own while the stack was up, with its last output lines. */
  onUnexpectedExit?: (source: string, code: number | null, lastLines: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface ReadyPart {
  name: 'inbox' | 'auth' | 'firestore' | 'web';
  label: string;
  url: string;
  afterMs: number;
  /** What runs it, or where it writes. */
  detail: string;
}

export interface LocalStackUrls {
  web: string | null;
  auth: string;
  firestore: string;
  inbox: string;
}

export interface LocalStack {
  urls: LocalStackUrls;
  ports: StackPorts;
  projectId: string;
  firestoreEmulator: FirestorePlan['kind'];
  inboxFile: string;
  /** Milliseconds from start until each part answered. */
  readyAfterMs: Record<string, number>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = { emulator: 90_000, web: 180_000 };
const POLL_INTERVAL_MS = 150;
const STOP_GRACE_MS = 5_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `promise` at most `ms`, leaving no timer behind (Jest waits for timers). */
async function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** A child in its own process group, so stopping it also stops what it spawned (java). */
class Child {
  readonly exited: Promise<number | null>;
  private readonly tail: string[] = [];
  private done = false;

  constructor(
    readonly name: string,
    private readonly process: ChildProcess,
    log: (source: string, line: string) => void,
  ) {
    for (const stream of [process.stdout, process.stderr]) {
      if (!stream) continue;
      readline.createInterface({ input: stream }).on('line', (line) => {
        this.tail.push(line);
        if (this.tail.length > 30) this.tail.shift();
        log(name, line);
      });
    }
    this.exited = new Promise((resolve) => {
      process.once('exit', (code) => {
        this.done = true;
        resolve(code);
      });
      process.once('error', (error) => {
        this.tail.push(String(error));
        this.done = true;
        resolve(null);
      });
    });
  }

  get hasExited(): boolean {
    return this.done;
  }

  lastLines(): string {
    return this.tail.join('\n');
  }

  private signalGroup(signal: NodeJS.Signals | 0): boolean {
    if (this.process.pid === undefined) return false;
    try {
      process.kill(-this.process.pid, signal);
      return true;
    } catch {
      return false;
    }
  }

  /** SIGTERM to the group, SIGKILL after a grace period, then wait until the group is gone. */
  async stop(): Promise<void> {
    this.signalGroup('SIGTERM');
    await atMost(this.exited, STOP_GRACE_MS);
    this.signalGroup('SIGKILL');
    for (let waited = 0; waited < STOP_GRACE_MS && this.signalGroup(0); waited += 50) {
      await delay(50);
    }
  }
}

/** Runs a command to its end (the production build), its output going to `log`. */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  log: (source: string, line: string) => void,
): Promise<{ code: number | null; lastLines: string }> {
  // In the terminal's process group, so Ctrl-C stops it with the CLI.
  const child = spawnChild(name, command, args, { ...options, detached: false }, log);
  const code = await child.exited;
  return { code, lastLines: child.lastLines() };
}

function spawnChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; detached?: boolean },
  log: (source: string, line: string) => void,
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: options.detached ?? true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Child(name, child, log);
}

async function ensurePortFree(port: number, what: string, variable: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} (${what}) is already in use on ${STACK_HOST}: stop what uses it or set ${variable}.`,
        ),
      ),
    );
    probe.listen(port, STACK_HOST, () => probe.close(() => resolve()));
  });
}

/** Polls an HTTP endpoint until `accept` likes the answer; fails early if the child dies. */
async function waitForHttp(
  child: Child | null,
  name: string,
  url: string,
  accept: (status: number, body: string) => boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child?.hasExited) {
      throw new Error(
        `${name} stopped before it was ready. Its last output:\n${child.lastLines()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (accept(response.status, await response.text())) return;
    } catch {
      // Not listening yet.
    }
    await delay(POLL_INTERVAL_MS);
  }
  throw new Error(
    `${name} did not answer on ${url} within ${timeoutMs / 1000} s.` +
      (child ? ` Its last output:\n${child.lastLines()}` : ''),
  );
}

/** A port the system has just handed out, so stacks started side by side do not collide. */
async function freePort(): Promise<number> {
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

function withJava(env: NodeJS.ProcessEnv, javaBin: string): NodeJS.ProcessEnv {
  const binDir = path.dirname(javaBin);
  return {
    ...env,
    JAVA_HOME: path.dirname(binDir),
    PATH: `${binDir}${path.delimiter}${env.PATH ?? ''}`,
  };
}

/**
 * firebase.json with this run's ports, written where firebase-tools can be pointed at it.
 * firebase-tools' hub, logging and Firestore WebSocket ports are free ones picked now: left
 * unset, two stacks starting together both take 4400/4500/9150 and one of them dies.
 */
async function writeFirebaseConfig(
  rootDir: string,
  stateDir: string,
  ports: StackPorts,
  withFirestore: boolean,
) {
  const base = JSON.parse(readFileSync(path.join(rootDir, 'firebase.json'), 'utf8')) as {
    emulators?: Record<string, unknown>;
  };
  const emulators: Record<string, unknown> = {
    ...base.emulators,
    auth: { host: STACK_HOST, port: ports.auth },
    hub: { host: STACK_HOST, port: await freePort() },
    logging: { host: STACK_HOST, port: await freePort() },
    ui: { enabled: false },
  };
  if (withFirestore) {
    emulators.firestore = {
      host: STACK_HOST,
      port: ports.firestore,
      websocketPort: await freePort(),
    };
  } else delete emulators.firestore;
  const file = path.join(stateDir, 'firebase.json');
  writeFileSync(
    file,
    JSON.stringify(
      { firestore: { rules: path.join(rootDir, 'firestore.rules') }, emulators },
      null,
      2,
    ),
  );
  return file;
}

/** Loads firestore.rules into the emulator for the project (what firebase-tools does itself). */
async function loadRules(
  firestoreUrl: string,
  projectId: string,
  rulesFile: string,
): Promise<void> {
  const response = await fetch(`${firestoreUrl}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      rules: { files: [{ name: 'firestore.rules', content: readFileSync(rulesFile, 'utf8') }] },
    }),
  });
  if (!response.ok) {
    throw new Error(`The Firestore emulator refused firestore.rules: ${await response.text()}`);
  }
}

function defaultLog(source: string, line: string): void {
  console.info(`[${source}] ${line}`);
}

/**
 * Starts the emulators (Auth, Firestore), the local inbox and optionally the page,
 * waits until each answers, and returns their URLs and a stop() that ends them all.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const env = options.env ?? process.env;
  const rootDir = options.rootDir ?? path.resolve(__dirname, '..', '..');
  const ports: StackPorts = { ...resolvePorts(env), ...options.ports };
  const log = options.log ?? defaultLog;
  const stackLog = (line: string) => log('stack', line);
  const stateDir = path.join(rootDir, '.local', 'stack');
  const inboxFile = options.inboxFile ?? path.join(rootDir, '.local', 'inbox', 'messages.jsonl');
  const rulesFile = path.join(rootDir, 'firestore.rules');
  const webPort = options.web === 'dist' ? ports.preview : ports.web;
  mkdirSync(stateDir, { recursive: true });

  const checks: [number, string, string][] = [
    [ports.auth, 'Auth emulator', 'AUTH_EMULATOR_PORT'],
    [ports.firestore, 'Firestore emulator', 'FIRESTORE_EMULATOR_PORT'],
    [ports.inbox, 'local inbox', 'INBOX_PORT'],
  ];
  if (options.web === 'dev') checks.push([ports.web, 'dev server', 'PORT']);
  if (options.web === 'dist') checks.push([ports.preview, 'preview server', 'PREVIEW_PORT']);
  for (const [port, what, variable] of checks) await ensurePortFree(port, what, variable);
  const plan = await planFirestore(rootDir, { env, report: stackLog });
  const firestoreRuntime =
    plan.kind === 'firebase'
      ? `firebase-tools', on Java ${plan.java.major}`
      : `the Google Cloud CLI's, on Java ${plan.java.major}`;
  if (plan.kind === 'gcloud' && plan.fallback) {
    stackLog(`${plan.fallback} Using the Google Cloud CLI's emulator instead.`);
  }

  const urls: LocalStackUrls = {
    web: options.web === 'none' ? null : `http://${STACK_HOST}:${webPort}`,
    auth: `http://${STACK_HOST}:${ports.auth}`,
    firestore: `http://${STACK_HOST}:${ports.firestore}`,
    inbox: `http://${STACK_HOST}:${ports.inbox}`,
  };
  const children: Child[] = [];
  let inbox: RunningInbox | null = null;
  let staticServer: RunningStaticServer | null = null;
  let stopping = false;
  const readyAfterMs: Record<string, number> = {};
  const startedAt = Date.now();

  const stop = async () => {
    stopping = true;
    await Promise.all([
      ...children.map((child) => child.stop()),
      inbox?.close(),
      staticServer?.close(),
    ]);
  };
  const track = (child: Child) => {
    children.push(child);
    void child.exited.then((code) => {
      if (!stopping) options.onUnexpectedExit?.(child.name, code, child.lastLines());
    });
    return child;
  };
  const markReady = (part: Omit<ReadyPart, 'afterMs'>) => {
    const afterMs = Date.now() - startedAt;
    readyAfterMs[part.name] = afterMs;
    options.onReady?.({ ...part, afterMs });
  };
  const timed = async (part: Omit<ReadyPart, 'afterMs'>, ready: Promise<void>) => {
    await ready;
    markReady(part);
  };

  try {
    const allowedOrigins = [
      ports.web,
      ports.preview,
      DEFAULT_PORTS.web,
      DEFAULT_PORTS.preview,
    ].flatMap((port) => [`http://${STACK_HOST}:${port}`, `http://localhost:${port}`]);
    inbox = await startInbox({
      port: ports.inbox,
      file: inboxFile,
      accessKey: LOCAL_INBOX_ACCESS_KEY,
      allowedOrigins,
    });
    markReady({
      name: 'inbox',
      label: 'Local inbox',
      url: urls.inbox,
      detail: `accepted messages go to ${path.relative(process.cwd(), inboxFile) || inboxFile}`,
    });

    const firebaseTools = path.join(
      rootDir,
      'node_modules',
      'firebase-tools',
      'lib',
      'bin',
      'firebase.js',
    );
    const firebaseConfig = await writeFirebaseConfig(
      rootDir,
      stateDir,
      ports,
      plan.kind === 'firebase',
    );
    const firebaseEnv = plan.kind === 'firebase' ? withJava(env, plan.java.bin) : { ...env };
    // CI skips firebase-tools' message-of-the-day fetch, which only waits on the network here.
    firebaseEnv.CI = env.CI ?? '1';
    // firebase-tools records its hub per project id in the temp folder; a folder of this
    // checkout's own keeps stacks of other checkouts from warning about "multiple instances".
    firebaseEnv.TMPDIR = path.join(stateDir, 'tmp');
    mkdirSync(firebaseEnv.TMPDIR, { recursive: true });
    const firebaseChild = track(
      spawnChild(
        plan.kind === 'firebase' ? 'firebase' : 'auth',
        process.execPath,
        [
          firebaseTools,
          'emulators:start',
          '--only',
          plan.kind === 'firebase' ? 'auth,firestore' : 'auth',
          '--project',
          LOCAL_PROJECT_ID,
          '--config',
          firebaseConfig,
        ],
        { cwd: stateDir, env: firebaseEnv },
        log,
      ),
    );
    const firestoreChild =
      plan.kind === 'gcloud'
        ? track(
            spawnChild(
              'firestore',
              plan.gcloud,
              ['emulators', 'firestore', 'start', `--host-port=${STACK_HOST}:${ports.firestore}`],
              {
                cwd: stateDir,
                env: { ...withJava(env, plan.java.bin), CLOUDSDK_CORE_DISABLE_PROMPTS: '1' },
              },
              log,
            ),
          )
        : firebaseChild;

    const webEnv: NodeJS.ProcessEnv = {
      ...env,
      PORT: String(ports.web),
      AUTH_EMULATOR_PORT: String(ports.auth),
      FIRESTORE_EMULATOR_PORT: String(ports.firestore),
      INBOX_PORT: String(ports.inbox),
    };
    const webChild =
      options.web === 'dev'
        ? track(
            spawnChild(
              'web',
              process.execPath,
              [
                path.join(rootDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
                'serve',
                '--mode',
                'development',
              ],
              { cwd: rootDir, env: webEnv },
              log,
            ),
          )
        : null;

    const waits = [
      timed(
        { name: 'auth', label: 'Auth emulator', url: urls.auth, detail: "firebase-tools'" },
        waitForHttp(
          firebaseChild,
          'The Auth emulator',
          `${urls.auth}/`,
          (status, body) => status === 200 && body.includes('authEmulator'),
          READY_TIMEOUT_MS.emulator,
        ),
      ),
      timed(
        {
          name: 'firestore',
          label: 'Firestore emulator',
          url: urls.firestore,
          detail: `${firestoreRuntime}, with firestore.rules`,
        },
        waitForHttp(
          firestoreChild,
          'The Firestore emulator',
          `${urls.firestore}/`,
          (status) => status === 200,
          READY_TIMEOUT_MS.emulator,
        ).then(
          // firebase-tools loads the rules itself; gcloud's emulator gets them here.
          () =>
            plan.kind === 'gcloud'
              ? loadRules(urls.firestore, LOCAL_PROJECT_ID, rulesFile)
              : undefined,
        ),
      ),
    ];
    if (webChild && urls.web) {
      waits.push(
        timed(
          { name: 'web', label: 'Dev server', url: urls.web, detail: 'webpack, reloads on save' },
          waitForHttp(
            webChild,
            'The dev server',
            `${urls.web}/`,
            (status) => status === 200,
            READY_TIMEOUT_MS.web,
          ),
        ),
      );
    }
    if (options.web === 'dist') {
      const dist = path.join(rootDir, 'dist');
      // The same security headers as the hosting, for the origins this build talks to.
      const hashes = readInlineScriptHashes(
        readFileSync(path.join(dist, 'csp-hashes.json'), 'utf8'),
      );
      staticServer = await startStaticServer(
        dist,
        ports.preview,
        securityHeaders(readConfig(process.env), hashes),
      );
      markReady({
        name: 'web',
        label: 'Preview server',
        url: urls.web ?? '',
        detail: 'dist/ with the hosting headers',
      });
    }
    await Promise.all(waits);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    urls,
    ports,
    projectId: LOCAL_PROJECT_ID,
    firestoreEmulator: plan.kind,
    inboxFile,
    readyAfterMs,
    stop,
  };
}
