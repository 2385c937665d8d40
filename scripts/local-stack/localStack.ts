import type { FirestorePlan } from './firestoreEmulator';
import { planFirestore } from './firestoreEmulator';
import { LOCAL_PROJECT_ID } from './ports';
import type { StackPorts } from './ports';
import {
  previewReady,
  startDevServer,
  startFirebaseTools,
  startFirestore,
  startLocalInbox,
} from './stackParts';
import { checkPortsFree, StackRun } from './stackRun';
import type { LocalStackOptions, LocalStackUrls } from './stackRun';

/** npm start's and the tests' local stack: its parts started in turn, and its one stop(). */

export type { LocalStackOptions, LocalStackUrls, ReadyPart, WebMode } from './stackRun';

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
