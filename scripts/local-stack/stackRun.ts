import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawnChild } from './childProcesses';
import type { LineLog, Child } from './childProcesses';
import { resolvePorts, STACK_HOST } from './ports';
import type { StackPorts } from './ports';

/** One start of the local stack: its options, what it shares across its steps, its ports' check. */

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
   * Where the stack writes its firebase.json and the emulators' files; defaults to .local/stack
   * under rootDir. Two stacks up at once (the integration and browser suites in `npm test`)
   * each need their own, as they need their own ports.
   */
  stateDir?: string;
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

function defaultLog(source: string, line: string): void {
  console.info(`[${source}] ${line}`);
}

/** What every step of one stack's start shares: where it runs, its log, its parts and their readiness. */
export class StackRun {
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
    this.stateDir = options.stateDir ?? path.join(this.rootDir, '.local', 'stack');
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
  spawn = (
    name: string,
    command: string,
    args: string[],
    options: { cwd: string; env: NodeJS.ProcessEnv },
  ): Child => {
    const child = spawnChild(name, command, args, options, this.log);
    this.children.push(child);
    void child.exited.then((code) => {
      if (!this.stopping) this.options.onUnexpectedExit?.(child.name, code, child.lastLines());
    });
    return child;
  };

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

/** Fails with a clear message when a port the stack needs is taken. */
export async function checkPortsFree({ ports, options }: StackRun) {
  const checks: [number, string, string][] = [
    [ports.auth, 'Auth emulator', 'AUTH_EMULATOR_PORT'],
    [ports.firestore, 'Firestore emulator', 'FIRESTORE_EMULATOR_PORT'],
    [ports.inbox, 'local inbox', 'INBOX_PORT'],
  ];
  if (options.web === 'dev') checks.push([ports.web, 'dev server', 'PORT']);
  if (options.web === 'dist') checks.push([ports.preview, 'Hosting emulator', 'PREVIEW_PORT']);
  for (const [port, what, variable] of checks) await ensurePortFree(port, what, variable);
}
