/** @jest-environment node */
import { lineFilter, logLevelFrom, quietFilter } from '../../../scripts/local-stack/logFilter';

/** Feeds [source, line] pairs through one filter, in order, and keeps what it shows. */
function shown(lines: [string, string][], filter = quietFilter()): string[] {
  return lines.filter(([source, line]) => filter(source, line)).map(([s, l]) => `[${s}] ${l}`);
}

// Lines as the parts print them on `npm start` (webpack dev server, gcloud, firebase-tools).
const devServerStart: [string, string][] = [
  ['web', '<i> [webpack-dev-server] Project is running at:'],
  ['web', '<i> [webpack-dev-server] Loopback: http://127.0.0.1:3000/'],
  ['web', '<i> [webpack-dev-middleware] wait until bundle finished: /'],
  ['web', 'assets by path *.js 8.84 MiB'],
  ['web', '  assets by status 8.78 MiB [big] 8 assets'],
  ['web', 'asset index.html 4.09 KiB [emitted]'],
  ['web', 'modules by path ./src/ 117 KiB'],
  ['web', '    ./src/index.tsx 2.39 KiB [built] [code generated]'],
  ['web', 'client (webpack 5.112.2) compiled successfully in 7350 ms'],
];

const gcloudStart: [string, string][] = [
  [
    'firestore',
    'WARNING: Cloud Firestore Emulator support for Java JRE version 11 will be dropped after gcloud command-line tool release 528.0.0. Please upgrade to Java JRE version 21 or higher to continue using the latest Cloud Firestore Emulator.',
  ],
  [
    'firestore',
    'Executing: /usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator start --host=127.0.0.1 --port=8080',
  ],
  [
    'firestore',
    '[firestore] Nov 22, 2026 11:46:00 PM com.google.cloud.datastore.emulator.firestore.websocket.WebSocketServer start',
  ],
  ['firestore', '[firestore] INFO: Started WebSocket server on ws://127.0.0.1:41607'],
  ['firestore', '[firestore] API endpoint: http://127.0.0.1:8080'],
  ['firestore', '[firestore]    export FIRESTORE_EMULATOR_HOST=127.0.0.1:8080'],
  ['firestore', '[firestore] Dev App Server is now running.'],
  ['firestore', '[firestore] INFO: Detected non-HTTP/2 connection.'],
];

const firebaseToolsStart: [string, string][] = [
  ['auth', 'i  emulators: Starting emulators: auth'],
  [
    'auth',
    'i  emulators: Detected demo project ID "demo-portfolio", emulated services will use a demo configuration.',
  ],
  [
    'auth',
    '⚠  emulators: The Emulator UI is not starting because none of the running emulators have a UI component.',
  ],
  ['auth', '┌─────────────────────────────────────────────────────────────┐'],
  ['auth', '│ ✔  All emulators ready! It is now safe to connect your app. │'],
  ['auth', '│ Authentication │ 127.0.0.1:9099 │'],
  ['auth', '  Emulator Hub host: 127.0.0.1 port: 4400'],
  [
    'auth',
    'Issues? Report them at https://github.com/firebase/firebase-tools/issues and attach the *-debug.log files.',
  ],
  ['auth', 'i  emulators: Received SIGTERM for the first time. Starting a clean shutdown.'],
  ['auth', 'i  hub: Stopping emulator hub'],
];

describe('the quiet local stack', () => {
  it("shows webpack's compile result and nothing else of a good start", () => {
    expect(shown(devServerStart)).toEqual([
      '[web] client (webpack 5.112.2) compiled successfully in 7350 ms',
    ]);
  });

  it('hides the emulators chatter, the harmless notices included, and keeps the stack lines', () => {
    expect(
      shown([
        ...gcloudStart,
        ...firebaseToolsStart,
        ['stack', 'Auth emulator ready at http://127.0.0.1:9099 in 4.1 s'],
      ]),
    ).toEqual(['[stack] Auth emulator ready at http://127.0.0.1:9099 in 4.1 s']);
  });

  it('shows a failed compilation whole: the error block through its summary line', () => {
    const recompile: [string, string][] = [
      ['web', '<i> [webpack-dev-middleware] wait until bundle finished: /'],
      ['web', 'asset main.js 445 KiB [emitted]'],
      ['web', 'ERROR in ./src/index.tsx 5:0-27'],
      ['web', "Module not found: Error: Can't resolve './missing' in '/app/src'"],
      ['web', ''],
      ['web', 'WARNING in ./src/config.ts'],
      ['web', 'Something webpack warns about'],
      ['web', 'client (webpack 5.112.2) compiled with 1 error and 1 warning in 812 ms'],
      ['web', 'asset main.js 445 KiB [emitted]'],
      ['web', 'client (webpack 5.112.2) compiled successfully in 301 ms'],
    ];
    expect(shown(recompile)).toEqual([
      '[web] ERROR in ./src/index.tsx 5:0-27',
      "[web] Module not found: Error: Can't resolve './missing' in '/app/src'",
      '[web] ',
      '[web] WARNING in ./src/config.ts',
      '[web] Something webpack warns about',
      '[web] client (webpack 5.112.2) compiled with 1 error and 1 warning in 812 ms',
      '[web] client (webpack 5.112.2) compiled successfully in 301 ms',
    ]);
  });

  it("keeps webpack's blocks apart per part and shows the dev server's own warnings", () => {
    const filter = quietFilter();
    expect(filter('build', 'WARNING in asset size limit: 300 KiB')).toBe(true);
    expect(filter('web', 'asset main.js 445 KiB [emitted]')).toBe(false);
    expect(filter('build', '  main.js (445 KiB)')).toBe(true);
    expect(
      filter('web', '<w> [webpack-dev-server] "hot: true" automatically applies HMR plugin'),
    ).toBe(true);
    expect(filter('web', '<e> [webpack-dev-middleware] Error: ENOSPC')).toBe(true);
    expect(filter('web', '[webpack-cli] Failed to load "webpack.config.ts" config')).toBe(true);
  });

  it("shows the emulators' warnings, errors and exceptions, even in colour", () => {
    const problems: [string, string][] = [
      [
        'auth',
        '\u001b[33m\u001b[1m⚠  emulators:\u001b[22m\u001b[39m It seems that you are running multiple instances of the emulator suite.',
      ],
      ['firebase', '⬢  firestore: Fatal error occurred'],
      [
        'firebase',
        '!!  firestore: Firestore Emulator has exited because its configured port 8080 is already in use.',
      ],
      ['firestore', '[firestore] SEVERE: Exception in thread "main"'],
      ['firestore', '[firestore] WARNING: The rules file has a problem'],
      ['firestore', 'java.net.BindException: Address already in use'],
      ['firestore', 'ERROR: (gcloud.emulators.firestore.start) The component is missing.'],
      ['auth', 'Error: listen EADDRINUSE: address already in use 127.0.0.1:9099'],
    ];
    expect(shown(problems)).toHaveLength(problems.length);
  });

  it('verbose shows every line', () => {
    const all = [...devServerStart, ...gcloudStart, ...firebaseToolsStart];
    expect(shown(all, lineFilter('verbose'))).toHaveLength(all.length);
  });
});

describe('the log level', () => {
  it('is quiet unless --verbose or LOG_LEVEL=verbose, and refuses a level it does not know', () => {
    expect(logLevelFrom([], {})).toBe('quiet');
    expect(logLevelFrom(['preview'], { LOG_LEVEL: 'quiet' })).toBe('quiet');
    expect(logLevelFrom(['preview', '--verbose'], {})).toBe('verbose');
    expect(logLevelFrom([], { LOG_LEVEL: 'Verbose' })).toBe('verbose');
    expect(() => logLevelFrom([], { LOG_LEVEL: 'debug' })).toThrow(
      'LOG_LEVEL is "debug": use quiet or verbose (or --verbose).',
    );
  });
});
