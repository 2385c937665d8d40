import path from 'node:path';
import { LOCAL_INBOX_ACCESS_KEY } from '../../src/config';
import { waitForHttp } from './childProcesses';
import type { Child } from './childProcesses';
import { emulatorReady, startEmulators } from './firebaseEmulators';
import { loadRules } from './firestoreEmulator';
import type { FirestorePlan } from './firestoreEmulator';
import { startInbox } from './inbox';
import type { RunningInbox } from './inbox';
import { withJava } from './javaRuntimes';
import { DEFAULT_PORTS, LOCAL_PROJECT_ID, STACK_HOST } from './ports';
import { writeStackConfig } from './stackConfig';
import type { StackRun } from './stackRun';

/** The local stack's parts, one step each: it starts its part and says when it answers. */

/** The page's servers answer later than the emulators: the dev server compiles first. */
const WEB_READY_MS = 180_000;

/** The local inbox (the form service's stand-in), in this process; ready when it listens. */
export async function startLocalInbox(run: StackRun) {
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
export async function startFirebaseTools(run: StackRun, plan: FirestorePlan) {
  const { rootDir, stateDir, env, urls } = run;
  const withFirestore = plan.kind === 'firebase';
  const withHosting = run.options.web === 'dist';
  const child = startEmulators(
    {
      name: withFirestore ? 'firebase' : 'auth',
      rootDir,
      stateDir,
      config: await writeStackConfig(run, withFirestore, withHosting),
      only: ['auth', ...(withFirestore ? ['firestore'] : []), ...(withHosting ? ['hosting'] : [])],
      env: withFirestore ? withJava(env, plan.java.bin) : env,
    },
    run.spawn,
  );
  const authReady = run.readyWhen(
    { name: 'auth', label: 'Auth emulator', url: urls.auth, detail: "firebase-tools'" },
    emulatorReady(child, 'The Auth emulator', urls.auth, {
      accept: (status, body) => status === 200 && body.includes('authEmulator'),
    }),
  );
  return { child, authReady };
}

/**
 * The Firestore emulator the plan chose: firebase-tools' (already started, it loads the
 * rules itself) or the Google Cloud CLI's, started here and given firestore.rules once it
 * answers. Resolves when it is ready.
 */
export async function startFirestore(run: StackRun, plan: FirestorePlan, firebaseChild: Child) {
  const { env, stateDir, urls } = run;
  const child =
    plan.kind === 'gcloud'
      ? run.spawn(
          'firestore',
          plan.gcloud,
          ['emulators', 'firestore', 'start', `--host-port=${STACK_HOST}:${run.ports.firestore}`],
          {
            cwd: stateDir,
            env: { ...withJava(env, plan.java.bin), CLOUDSDK_CORE_DISABLE_PROMPTS: '1' },
          },
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
    emulatorReady(child, 'The Firestore emulator', urls.firestore).then(() =>
      plan.kind === 'gcloud'
        ? loadRules(urls.firestore, LOCAL_PROJECT_ID, path.join(run.rootDir, 'firestore.rules'))
        : undefined,
    ),
  );
}

/** webpack's dev server, pointed at this stack's ports; resolves when it serves the page. */
export async function startDevServer(run: StackRun, webUrl: string) {
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
    {
      cwd: rootDir,
      env: {
        ...env,
        PORT: String(ports.web),
        AUTH_EMULATOR_PORT: String(ports.auth),
        FIRESTORE_EMULATOR_PORT: String(ports.firestore),
        INBOX_PORT: String(ports.inbox),
      },
    },
  );
  await run.readyWhen(
    { name: 'web', label: 'Dev server', url: webUrl, detail: 'webpack, reloads on save' },
    waitForHttp(
      child,
      'The dev server',
      `${webUrl}/`,
      (status) => status === 200,
      WEB_READY_MS,
      WEB_READY_MS,
    ),
  );
}

/** firebase-tools' Hosting emulator (started with the others) serving dist/ with firebase.json. */
export async function previewReady(run: StackRun, firebaseChild: Child, webUrl: string) {
  await run.readyWhen(
    {
      name: 'web',
      label: 'Hosting emulator',
      url: webUrl,
      detail: "firebase-tools', dist/ as firebase.json serves it",
    },
    emulatorReady(firebaseChild, 'The Hosting emulator', webUrl, { timeoutMs: WEB_READY_MS }),
  );
}
