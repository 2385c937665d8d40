// The Firestore emulator: which one runs on this machine (firebase-tools' or the Google Cloud
// CLI's, on which Java), and the rules given to the one that does not load them itself.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { downloadJar, firebaseToolsJar } from './emulatorJar';
import type { EmulatorJar } from './emulatorJar';
import { findJavaRuntimes, onPath } from './javaRuntimes';
import type { JavaRuntime } from './javaRuntimes';

/**
 * How the Firestore emulator runs here:
 * - 'firebase': firebase-tools' own emulator (Java 21+ and its jar, downloaded once);
 * - 'gcloud': the Google Cloud CLI's emulator component (works offline on Java 11+).
 * `fallback` says why firebase-tools' emulator was not used although Java 21+ is there.
 */
export type FirestorePlan =
  | { kind: 'firebase'; java: JavaRuntime }
  | { kind: 'gcloud'; gcloud: string; java: JavaRuntime; fallback?: string };

export interface PlanOptions {
  env?: NodeJS.ProcessEnv;
  /** Folders that hold one Java installation per entry; defaults to the platform's. */
  jvmDirs?: string[];
  /** Downloads firebase-tools' jar when it is missing. */
  fetch?: typeof fetch;
  /** Download progress, one line at a time. */
  report?: (line: string) => void;
  /** Defaults to what the installed firebase-tools would download. */
  jar?: EmulatorJar;
}

const MIN_JAVA_FIREBASE = 21;
const MIN_JAVA_GCLOUD = 11;

/** What to install when neither emulator can run; every line is a command or a page. */
const INSTALL_HINT = [
  'Install one of:',
  `  - Java ${MIN_JAVA_FIREBASE} or newer; firebase-tools then downloads its emulator once (about 140 MB):`,
  '      Debian 13+ / Ubuntu 22.04+:  sudo apt-get install -y openjdk-21-jre-headless',
  '      Debian 12:                   temurin-21-jre, from https://adoptium.net/installation/linux/',
  '      Fedora:                      sudo dnf install -y java-21-openjdk-headless',
  '      macOS (Homebrew):            brew install openjdk@21',
  `  - or the Google Cloud CLI with its Firestore emulator (Java ${MIN_JAVA_GCLOUD}+, then works offline):`,
  '      https://cloud.google.com/sdk/docs/install, then: gcloud components install cloud-firestore-emulator',
  'A Java installed elsewhere: JAVA_HOME=/path/to/jdk npm start (the folder that holds bin/java).',
].join('\n');

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch() hides the network's reason (ENOTFOUND, ECONNREFUSED) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function gcloudWithFirestore(env: NodeJS.ProcessEnv): string | null {
  const gcloud = onPath('gcloud', env);
  if (!gcloud) return null;
  const sdkRoot = path.resolve(path.dirname(realpathSync(gcloud)), '..');
  return existsSync(path.join(sdkRoot, 'platform', 'cloud-firestore-emulator')) ? gcloud : null;
}

const versions = (runtimes: JavaRuntime[]) =>
  runtimes.map((java) => `${java.major} (${java.bin})`).join(', ') || 'none';

/**
 * Picks the Firestore emulator, in this order: firebase-tools' with Java 21+ (downloading
 * its jar when missing), the Google Cloud CLI's with Java 11+, else an error that says what
 * to install. LOCAL_STACK_FIRESTORE=firebase|gcloud forces one.
 */
export async function planFirestore(
  rootDir: string,
  options: PlanOptions = {},
): Promise<FirestorePlan> {
  const env = options.env ?? process.env;
  const forced = env.LOCAL_STACK_FIRESTORE || undefined;
  if (forced !== undefined && forced !== 'firebase' && forced !== 'gcloud') {
    throw new Error(
      `LOCAL_STACK_FIRESTORE is "${forced}": use firebase, gcloud or leave it unset.`,
    );
  }
  const runtimes = findJavaRuntimes(env, options.jvmDirs);
  const modern = [...runtimes]
    .sort((a, b) => b.major - a.major)
    .find((java) => java.major >= MIN_JAVA_FIREBASE);

  let firebaseProblem =
    forced === 'gcloud'
      ? "LOCAL_STACK_FIRESTORE=gcloud leaves firebase-tools' emulator out."
      : `firebase-tools' emulator needs Java ${MIN_JAVA_FIREBASE}+; found: ${versions(runtimes)}.`;
  if (forced !== 'gcloud' && modern) {
    const override = env.FIRESTORE_EMULATOR_BINARY_PATH;
    const jar = options.jar ?? firebaseToolsJar(rootDir, env);
    if (override) {
      if (existsSync(override)) return { kind: 'firebase', java: modern };
      firebaseProblem = `FIRESTORE_EMULATOR_BINARY_PATH points to ${override}, which does not exist.`;
    } else if (existsSync(jar.file)) {
      return { kind: 'firebase', java: modern };
    } else {
      try {
        await downloadJar(jar, options.fetch ?? fetch, options.report ?? (() => undefined));
        return { kind: 'firebase', java: modern };
      } catch (error) {
        firebaseProblem = `firebase-tools' emulator jar could not be downloaded (${describe(error)}).`;
      }
    }
  }
  if (forced === 'firebase') {
    throw new Error(`LOCAL_STACK_FIRESTORE=firebase, but ${firebaseProblem}\n${INSTALL_HINT}`);
  }

  const gcloud = gcloudWithFirestore(env);
  // The runtime gcloud would pick itself (JAVA_HOME, then PATH) comes first when it will do.
  const java = runtimes.find((runtime) => runtime.major >= MIN_JAVA_GCLOUD);
  if (gcloud && java) {
    return modern && forced !== 'gcloud'
      ? { kind: 'gcloud', gcloud, java, fallback: firebaseProblem }
      : { kind: 'gcloud', gcloud, java };
  }
  const gcloudProblem = gcloud
    ? `The Google Cloud CLI's emulator needs Java ${MIN_JAVA_GCLOUD}+; found: ${versions(runtimes)}.`
    : 'No Google Cloud CLI (gcloud) with its Firestore emulator component on PATH.';
  throw new Error(
    `The Firestore emulator cannot start on this machine.\n` +
      `  - ${firebaseProblem}\n  - ${gcloudProblem}\n${INSTALL_HINT}`,
  );
}

/** Loads firestore.rules into the emulator for the project (what firebase-tools does itself). */
export async function loadRules(
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
