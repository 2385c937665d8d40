import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOSTED_SETTING_KEYS } from '../../src/config';
import { spawnChild, waitForHttp } from './childProcesses';
import type { Child } from './childProcesses';
import { resolvePorts, STACK_HOST } from './ports';

/**
 * `npm start`'s development server with its live content (scripts/build/liveContent.ts),
 * driven from outside: on a copy of an owner's folder in a temporary folder, every line it
 * prints kept with the moment it came, saves to the copy. The live content's browser test and
 * the bench's hot-reload run (scripts/bench/hotReload.mjs) both drive it from here; the page's
 * side is livePage.ts.
 */

/** A line the server printed, and when (ms since the epoch). */
export interface Printed {
  at: number;
  line: string;
}

/** A save: when the file was written (ms since the epoch), and the lines printed before it. */
export interface Save {
  at: number;
  since: number;
}

export interface LiveServerOptions {
  rootDir: string;
  /** The owner's folder to copy (default: the sample). */
  from?: string;
  /** The server's port (default: PORT, as `npm start`'s). */
  port?: number;
  env?: NodeJS.ProcessEnv;
}

/** The first compilation (the content steps, Chromium printing the resumes) on a slow machine. */
const START_CEILING_MS = 240_000;
/** A save's work to the end, its resumes printed: far above what any save takes. */
const SETTLE_CEILING_MS = 60_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class LiveServer {
  /** Every line the server printed: what the owner's terminal shows. */
  readonly printed: Printed[] = [];
  private child: Child | null = null;

  private constructor(
    /** The copy of the owner's folder the server reads (CONTENT_DIR). */
    readonly folder: string,
    readonly origin: string,
  ) {}

  /** The development server on a fresh copy of `from`, once it answers its first page. */
  static async start({ rootDir, from, port, env = process.env }: LiveServerOptions) {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'live-content-'));
    cpSync(from ?? path.join(rootDir, 'sample'), folder, { recursive: true });
    const ports = resolvePorts(env);
    const web = port ?? ports.web;
    const server = new LiveServer(folder, `http://${STACK_HOST}:${web}`);
    const childEnv: NodeJS.ProcessEnv = {
      ...env,
      CONTENT_DIR: folder,
      PORT: String(web),
      AUTH_EMULATOR_PORT: String(ports.auth),
      FIRESTORE_EMULATOR_PORT: String(ports.firestore),
      INBOX_PORT: String(ports.inbox),
    };
    // The local stack's page, whatever the owner's shell holds for the hosted one.
    for (const key of HOSTED_SETTING_KEYS) childEnv[key] = '';
    const webpackCli = path.join(rootDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
    server.child = spawnChild(
      'web',
      process.execPath,
      [webpackCli, 'serve', '--mode', 'development'],
      { cwd: rootDir, env: childEnv },
      (_source, line) => server.printed.push({ at: Date.now(), line }),
    );
    try {
      const ready = (status: number) => status === 200;
      await waitForHttp(
        server.child,
        'The dev server',
        `${server.origin}/`,
        ready,
        START_CEILING_MS,
        START_CEILING_MS,
      );
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  /** A file of the copy, by its path in the owner's folder. */
  file(name: string): string {
    return path.join(this.folder, name);
  }

  /** Writes `change` of the file's text, as an editor's save does. */
  save(name: string, change: (text: string) => string): Save {
    const text = change(readFileSync(this.file(name), 'utf8'));
    const save = { at: Date.now(), since: this.printed.length };
    writeFileSync(this.file(name), text);
    return save;
  }

  /** What the server printed since `since` (an index of `printed`). */
  linesSince(since: number): string[] {
    return this.printed.slice(since).map(({ line }) => line);
  }

  /** The first line since `since` that matches. */
  firstSince(since: number, pattern: RegExp): Printed | undefined {
    return this.printed.slice(since).find(({ line }) => pattern.test(line));
  }

  /**
   * Until the server prints a line that matches, since `since`: its terminal may print after
   * the page has shown the same message (the browser hears of a build over its socket first).
   */
  async untilPrinted(since: number, pattern: RegExp): Promise<Printed> {
    const deadline = Date.now() + SETTLE_CEILING_MS;
    for (;;) {
      const found = this.firstSince(since, pattern);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(
          `The server never printed ${pattern}:\n${this.linesSince(since).join('\n')}`,
        );
      }
      await delay(100);
    }
  }

  /**
   * Until the server has done all a save started: the page's compilation, then the post cards
   * and resumes (Chromium prints the PDFs) and the compilation that serves them. A save made
   * before that waits for them (liveContent.ts), so a measured save starts from here.
   */
  async settled(since: number): Promise<void> {
    const deadline = Date.now() + SETTLE_CEILING_MS;
    for (;;) {
      const after = this.linesSince(since);
      const linked = after.findIndex((line) => line.startsWith('Resumes made'));
      if (linked >= 0 && after.slice(linked).some((line) => /compiled/.test(line))) return;
      if (Date.now() > deadline) throw new Error(`The server did not settle:\n${after.join('\n')}`);
      await delay(100);
    }
  }

  /** Stops the server (and what it started) and removes the copy. */
  async stop(): Promise<void> {
    await this.child?.stop();
    rmSync(this.folder, { recursive: true, force: true });
  }
}
