import { startLocalStack } from './localStack';

/**
 * `npm start` (dev server) and `npm run preview` (dist/ after a build), each with the
 * emulators and the local inbox. Ctrl-C stops everything; so does any part dying.
 */
async function main(): Promise<void> {
  const mode = process.argv[2] === 'preview' ? 'dist' : 'dev';
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

  const stack = startLocalStack({
    web: mode,
    onUnexpectedExit: (source, code) => {
      console.error(`[stack] ${source} exited (code ${code}); stopping everything.`);
      shutDown(1);
    },
  });
  process.once('SIGINT', () => shutDown(0));
  process.once('SIGTERM', () => shutDown(0));

  const running = await stack;
  const timings = Object.entries(running.readyAfterMs)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  console.info(`[stack] ready (${timings}; Firestore emulator via ${running.firestoreEmulator})`);
  console.info(`[stack] messages sent through the form land in ${running.inboxFile}`);
  console.info(`\n  Portfolio: ${running.urls.web}   (Ctrl-C stops everything)\n`);
}

main().catch((error: unknown) => {
  console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
