import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LOCAL_INBOX_ACCESS_KEY, readConfig } from '../../src/config';
import { readInlineScriptHashes, securityHeaders } from '../site/securityHeaders';
import { spawnChild, waitForHttp } from './childProcesses';
import type { LineLog, Child } from './childProcesses';
import { planFirestore } from './firestoreEmulator';
import type { FirestorePlan } from './firestoreEmulator';
import { startInbox } from './inbox';
import type { RunningInbox } from './inbox';
import { DEFAULT_PORTS, LOCAL_PROJECT_ID, STACK_HOST, resolvePorts } from './ports';
import type { StackPorts } from './ports';

/** What serves the page: the webpack dev server, firebase-tools' Hosting emulator over dist/, or nothing. */
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
 * firebase.json's hosting section for the Hosting emulator over dist/: its headers, i18n and
 * redirects as they are, but the security headers made for this build's configuration (the
 * local stack's origins, the hashes of the inline scripts it built), as `npm run
 * hosting:headers` makes them for a real project.
 */
function localHosting(rootDir: string, stateDir: string, hosting: Record<string, unknown>) {
  const dist = path.join(rootDir, 'dist');
  const hashes = readInlineScriptHashes(readFileSync(path.join(dist, 'csp-hashes.json'), 'utf8'));
  const headers = Object.entries(securityHeaders(readConfig(process.env), hashes)).map(
    ([key, value]) => ({ key, value }),
  );
  const otherRules = (hosting.headers as { source: string }[]).filter(
    (rule) => rule.source !== '**',
  );
  return {
    ...hosting,
    public: path.relative(stateDir, dist),
    headers: [{ source: '**', headers }, ...otherRules],
  };
}

/**
 * firebase.json with this run's ports, written where firebase-tools can be pointed at it.
 * firebase-tools' hub, logging and Firestore WebSocket ports are free ones picked now: left
 * unset, two stacks starting together both take 4400/4500/9150 and one of them dies.
 */
async function writeFirebaseConfig(run: StackRun, withFirestore: boolean, withHosting: boolean) {
  const { rootDir, stateDir, ports } = run;
  const base = JSON.parse(readFileSync(path.join(rootDir, 'firebase.json'), 'utf8')) as {
    emulators?: Record<string, unknown>;
    hosting: Record<string, unknown>;
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
  const config: Record<string, unknown> = {
    firestore: { rules: path.join(rootDir, 'firestore.rules') },
    emulators,
  };
  if (withHosting) {
    emulators.hosting = { host: STACK_HOST, port: ports.preview };
    config.hosting = localHosting(rootDir, stateDir, base.hosting);
  }
  const file = path.join(stateDir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
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

/** What every step of one stack's start shares: where it runs, its log, its parts and their readiness. */
class StackRun {
  readonly env: NodeJS.ProcessEnv;
  readonly rootDir: string;
  readonly ports: StackPorts;
  readonly log: LineLog;
  readonly stateDir: string;
  readonly inboxFile: string;
  readonly urls: LocalStackUrls;
  readonly readyAfterMs: Record<string, number> = {};
  private readonly startedAt = Date.now();
  private readonly children: Child[] = [];
  private readonly servers: { close(): Promise<void> }[] = [];
  private stopping = false;

  constructor(readonly options: LocalStackOptions) {
    this.env = options.env ?? process.env;
    this.rootDir = options.rootDir ?? path.resolve(__dirname, '..', '..');
    this.ports = { ...resolvePorts(this.env), ...options.ports };
    this.log = options.log ?? defaultLog;
    this.stateDir = path.join(this.rootDir, '.local', 'stack');
    this.inboxFile =
      options.inboxFile ?? path.join(this.rootDir, '.local', 'inbox', 'messages.jsonl');
    const webPort = options.web === 'dist' ? this.ports.preview : this.ports.web;
    this.urls = {
      web: options.web === 'none' ? null : `http://${STACK_HOST}:${webPort}`,
      auth: `http://${STACK_HOST}:${this.ports.auth}`,
      firestore: `http://${STACK_HOST}:${this.ports.firestore}`,
      inbox: `http://${STACK_HOST}:${this.ports.inbox}`,
    };
    mkdirSync(this.stateDir, { recursive: true });
  }

  stackLog = (line: string) => this.log('stack', line);

  /** Starts a child of the stack; one that stops on its own before stop() is reported. */
  spawn(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
    const child = spawnChild(name, command, args, { cwd, env }, this.log);
    this.children.push(child);
    void child.exited.then((code) => {
      if (!this.stopping) this.options.onUnexpectedExit?.(child.name, code, child.lastLines());
    });
    return child;
  }

  /** A server in this process, closed with the stack. */
  own<Server extends { close(): Promise<void> }>(server: Server): Server {
    this.servers.push(server);
    return server;
  }

  markReady(part: Omit<ReadyPart, 'afterMs'>) {
    const afterMs = Date.now() - this.startedAt;
    this.readyAfterMs[part.name] = afterMs;
    this.options.onReady?.({ ...part, afterMs });
  }

  async readyWhen(part: Omit<ReadyPart, 'afterMs'>, ready: Promise<void>) {
    await ready;
    this.markReady(part);
  }

  stop = async () => {
    this.stopping = true;
    await Promise.all([
      ...this.children.map((child) => child.stop()),
      ...this.servers.map((server) => server.close()),
    ]);
  };
}

/** Fails with a clear message when a port the stack needs is taken. */
async function checkPortsFree({ ports, options }: StackRun) {
  const checks: [number, string, string][] = [
    [ports.auth, 'Auth emulator', 'AUTH_EMULATOR_PORT'],
    [ports.firestore, 'Firestore emulator', 'FIRESTORE_EMULATOR_PORT'],
    [ports.inbox, 'local inbox', 'INBOX_PORT'],
  ];
  if (options.web === 'dev') checks.push([ports.web, 'dev server', 'PORT']);
  if (options.web === 'dist') checks.push([ports.preview, 'Hosting emulator', 'PREVIEW_PORT']);
  for (const [port, what, variable] of checks) await ensurePortFree(port, what, variable);
}

/** The local inbox (the form service's stand-in), in this process; ready when it listens. */
async function startLocalInbox(run: StackRun) {
  const { ports, inboxFile } = run;
  const allowedOrigins = [
    ports.web,
    ports.preview,
    DEFAULT_PORTS.web,
    DEFAULT_PORTS.preview,
  ].flatMap((port) => [`http://${STACK_HOST}:${port}`, `http://localhost:${port}`]);
  run.own<RunningInbox>(
    await startInbox({
      port: ports.inbox,
      file: inboxFile,
      accessKey: LOCAL_INBOX_ACCESS_KEY,
      allowedOrigins,
    }),
  );
  run.markReady({
    name: 'inbox',
    label: 'Local inbox',
    url: run.urls.inbox,
    detail: `accepted messages go to ${path.relative(process.cwd(), inboxFile) || inboxFile}`,
  });
}

/**
 * firebase-tools' emulators: Auth always, Firestore too when the plan says so, Hosting over
 * dist/ for `npm run preview`. Returns the child, and when the Auth emulator answers.
 */
async function startFirebaseTools(run: StackRun, plan: FirestorePlan) {
  const { rootDir, stateDir, env, urls } = run;
  const firebaseTools = path.join(
    rootDir,
    'node_modules',
    'firebase-tools',
    'lib',
    'bin',
    'firebase.js',
  );
  const withFirestore = plan.kind === 'firebase';
  const withHosting = run.options.web === 'dist';
  const config = await writeFirebaseConfig(run, withFirestore, withHosting);
  const only = [
    'auth',
    ...(withFirestore ? ['firestore'] : []),
    ...(withHosting ? ['hosting'] : []),
  ];
  const firebaseEnv = withFirestore ? withJava(env, plan.java.bin) : { ...env };
  // CI skips firebase-tools' message-of-the-day fetch, which only waits on the network here.
  firebaseEnv.CI = env.CI ?? '1';
  // firebase-tools records its hub per project id in the temp folder; a folder of this
  // checkout's own keeps stacks of other checkouts from warning about "multiple instances".
  firebaseEnv.TMPDIR = path.join(stateDir, 'tmp');
  mkdirSync(firebaseEnv.TMPDIR, { recursive: true });
  const child = run.spawn(
    withFirestore ? 'firebase' : 'auth',
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
    stateDir,
    firebaseEnv,
  );
  const authReady = run.readyWhen(
    { name: 'auth', label: 'Auth emulator', url: urls.auth, detail: "firebase-tools'" },
    waitForHttp(
      child,
      'The Auth emulator',
      `${urls.auth}/`,
      (status, body) => status === 200 && body.includes('authEmulator'),
      READY_TIMEOUT_MS.emulator,
    ),
  );
  return { child, authReady };
}

/**
 * The Firestore emulator the plan chose: firebase-tools' (already started, it loads the
 * rules itself) or the Google Cloud CLI's, started here and given firestore.rules once it
 * answers. Resolves when it is ready.
 */
async function startFirestore(run: StackRun, plan: FirestorePlan, firebaseChild: Child) {
  const { env, stateDir, urls } = run;
  const child =
    plan.kind === 'gcloud'
      ? run.spawn(
          'firestore',
          plan.gcloud,
          ['emulators', 'firestore', 'start', `--host-port=${STACK_HOST}:${run.ports.firestore}`],
          stateDir,
          { ...withJava(env, plan.java.bin), CLOUDSDK_CORE_DISABLE_PROMPTS: '1' },
        )
      : firebaseChild;
  const runtime =
    plan.kind === 'firebase'
      ? `firebase-tools', on Java ${plan.java.major}`
      : `the Google Cloud CLI's, on Java ${plan.java.major}`;
  await run.readyWhen(
    {
      name: 'firestore',
      label: 'Firestore emulator',
      url: urls.firestore,
      detail: `${runtime}, with firestore.rules`,
    },
    waitForHttp(
      child,
      'The Firestore emulator',
      `${urls.firestore}/`,
      (status) => status === 200,
      READY_TIMEOUT_MS.emulator,
    ).then(() =>
      plan.kind === 'gcloud'
        ? loadRules(urls.firestore, LOCAL_PROJECT_ID, path.join(run.rootDir, 'firestore.rules'))
        : undefined,
    ),
  );
}

/** webpack's dev server, pointed at this stack's ports; resolves when it serves the page. */
async function startDevServer(run: StackRun, webUrl: string) {
  const { env, ports, rootDir } = run;
  const child = run.spawn(
    'web',
    process.execPath,
    [
      path.join(rootDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      'serve',
      '--mode',
      'development',
    ],
    rootDir,
    {
      ...env,
      PORT: String(ports.web),
      AUTH_EMULATOR_PORT: String(ports.auth),
      FIRESTORE_EMULATOR_PORT: String(ports.firestore),
      INBOX_PORT: String(ports.inbox),
    },
  );
  await run.readyWhen(
    { name: 'web', label: 'Dev server', url: webUrl, detail: 'webpack, reloads on save' },
    waitForHttp(
      child,
      'The dev server',
      `${webUrl}/`,
      (status) => status === 200,
      READY_TIMEOUT_MS.web,
      READY_TIMEOUT_MS.web,
    ),
  );
}

/** firebase-tools' Hosting emulator (started with the others) serving dist/ with firebase.json. */
async function previewReady(run: StackRun, firebaseChild: Child, webUrl: string) {
  await run.readyWhen(
    {
      name: 'web',
      label: 'Hosting emulator',
      url: webUrl,
      detail: "firebase-tools', dist/ as firebase.json serves it",
    },
    waitForHttp(
      firebaseChild,
      'The Hosting emulator',
      `${webUrl}/`,
      (status) => status === 200,
      READY_TIMEOUT_MS.web,
    ),
  );
}

/**
 * Starts the emulators (Auth, Firestore), the local inbox and optionally the page,
 * waits until each answers, and returns their URLs and a stop() that ends them all.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const run = new StackRun(options);
  await checkPortsFree(run);
  const plan = await planFirestore(run.rootDir, { env: run.env, report: run.stackLog });
  if (plan.kind === 'gcloud' && plan.fallback) {
    run.stackLog(`${plan.fallback} Using the Google Cloud CLI's emulator instead.`);
  }
  const webUrl = run.urls.web ?? '';
  try {
    await startLocalInbox(run);
    const firebase = await startFirebaseTools(run, plan);
    const waits = [firebase.authReady, startFirestore(run, plan, firebase.child)];
    if (options.web === 'dev') waits.push(startDevServer(run, webUrl));
    if (options.web === 'dist') waits.push(previewReady(run, firebase.child, webUrl));
    await Promise.all(waits);
  } catch (error) {
    await run.stop();
    throw error;
  }
  const { urls, ports, inboxFile, readyAfterMs, stop } = run;
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
