import path from 'node:path';
import { lineFilter, logLevelFrom } from './logFilter';
import type { LogLevel } from './logFilter';
import { runToEnd } from './childProcesses';
import { startLocalStack } from './localStack';
import type { ReadyPart } from './localStack';

const rootDir = path.resolve(__dirname, '..', '..');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printLastLines(what: string, lastLines: string): void {
  if (!lastLines.trim()) return;
  console.error(`[stack] ${what}'s last lines:`);
  for (const line of lastLines.split('\n')) console.error(`  ${line}`);
}

/** The production build for `npm run preview`: quiet, only its result, errors and warnings. */
async function buildDist(log: (source: string, line: string) => void): Promise<void> {
  const startedAt = Date.now();
  const { code, lastLines } = await runToEnd(
    'build',
    process.execPath,
    [path.join(rootDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
    { cwd: rootDir, env: process.env },
    log,
  );
  if (code !== 0) {
    printLastLines('The production build', lastLines);
    throw new Error(`The production build failed (exit code ${code}).`);
  }
  log('stack', `Production build in dist/ done in ${seconds(Date.now() - startedAt)}`);
}

/**
 * `npm start` (dev server) and `npm run preview` (builds, then serves dist/), each with the
 * emulators and the local inbox. Ctrl-C stops everything; so does any part dying.
 * Quiet by default; `--verbose` or LOG_LEVEL=verbose prints every part's output.
 */
async function main(): Promise<void> {
  const mode = process.argv[2] === 'preview' ? 'dist' : 'dev';
  let level: LogLevel;
  try {
    level = logLevelFrom(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`[stack] ${(error as Error).message}`);
    process.exit(1);
  }
  const shows = lineFilter(level);
  const log = (source: string, line: string) => {
    if (shows(source, line)) console.info(`[${source}] ${line}`);
  };

  let shuttingDown = false;
  const shutDown = (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    void stack
      .then(
        (running) => running.stop(),
        () => undefined,
      )
      .finally(() => process.exit(code));
  };

  if (mode === 'dist') await buildDist(log);
  const stack = startLocalStack({
    web: mode,
    rootDir,
    log,
    onReady: (part: ReadyPart) =>
      console.info(
        `[stack] ${part.label} ready at ${part.url} in ${seconds(part.afterMs)}: ${part.detail}`,
      ),
    onUnexpectedExit: (source, code, lastLines) => {
      // Quiet runs have not shown these lines yet.
      if (level === 'quiet') printLastLines(source, lastLines);
      console.error(`[stack] ${source} exited (code ${code}); stopping everything.`);
      shutDown(1);
    },
  });
  process.once('SIGINT', () => shutDown(0));
  process.once('SIGTERM', () => shutDown(0));

  const running = await stack;
  console.info(`\n  Portfolio: ${running.urls.web}   (Ctrl-C stops everything)\n`);
}

main().catch((error: unknown) => {
  console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
