import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import readline from 'node:readline';

/** The local stack's child processes: started in their own group, logged, waited on, stopped. */

const POLL_INTERVAL_MS = 150;
const STOP_GRACE_MS = 5_000;

export type LineLog = (source: string, line: string) => void;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `promise` at most `ms`, leaving no timer behind (Jest waits for timers). */
async function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** A child in its own process group, so stopping it also stops what it spawned (java). */
export class Child {
  readonly exited: Promise<number | null>;
  private readonly tail: string[] = [];
  private done = false;

  constructor(
    readonly name: string,
    private readonly process: ChildProcess,
    log: LineLog,
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
  log: LineLog,
): Promise<{ code: number | null; lastLines: string }> {
  // In the terminal's process group, so Ctrl-C stops it with the CLI.
  const child = spawnChild(name, command, args, { ...options, detached: false }, log);
  const code = await child.exited;
  return { code, lastLines: child.lastLines() };
}

export function spawnChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; detached?: boolean },
  log: LineLog,
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: options.detached ?? true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Child(name, child, log);
}

/**
 * Polls an HTTP endpoint until `accept` likes the answer; fails early if the child dies. Each
 * request waits at most `requestTimeoutMs`: the dev server holds its first answer until
 * webpack has compiled, and logs an error for every request cut short meanwhile.
 */
export async function waitForHttp(
  child: Child | null,
  name: string,
  url: string,
  accept: (status: number, body: string) => boolean,
  timeoutMs: number,
  requestTimeoutMs = 2_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child?.hasExited) {
      throw new Error(
        `${name} stopped before it was ready. Its last output:\n${child.lastLines()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
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
