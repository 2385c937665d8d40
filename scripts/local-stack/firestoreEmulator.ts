import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface JavaRuntime {
  bin: string;
  major: number;
}

/**
 * How the Firestore emulator runs here:
 * - 'firebase': firebase-tools' own emulator (needs Java 21+ and its jar, which it
 *   downloads on first use, so offline only when already cached);
 * - 'gcloud': the Google Cloud CLI's emulator component (works offline on Java 11+).
 */
export type FirestorePlan =
  { kind: 'firebase'; java: JavaRuntime } | { kind: 'gcloud'; gcloud: string; java: JavaRuntime };

export const INSTALL_HINT =
  'The Firestore emulator needs Java and one of:\n' +
  '  - the Google Cloud CLI with its Firestore emulator (Java 11+):\n' +
  '      apt-get install -y openjdk-17-jre-headless google-cloud-cli google-cloud-cli-firestore-emulator\n' +
  "  - or Java 21+ and firebase-tools' emulator jar (needs internet once):\n" +
  '      npx firebase setup:emulators:firestore';

function javaMajor(bin: string): number | null {
  const result = spawnSync(bin, ['-version'], { encoding: 'utf8', timeout: 10_000 });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const first = Number(match[1]);
  // Java 8 and older report "1.8.0".
  return first === 1 && match[2] ? Number(match[2]) : first;
}

function onPath(command: string, env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Keep looking.
    }
  }
  return null;
}

/** Every Java runtime we can find: JAVA_HOME, PATH, then the JVMs under /usr/lib/jvm. */
export function findJavaRuntimes(env: NodeJS.ProcessEnv = process.env): JavaRuntime[] {
  const candidates = new Set<string>();
  if (env.JAVA_HOME) candidates.add(path.join(env.JAVA_HOME, 'bin', 'java'));
  const fromPath = onPath('java', env);
  if (fromPath) candidates.add(fromPath);
  const jvmDir = '/usr/lib/jvm';
  if (existsSync(jvmDir)) {
    for (const name of readdirSync(jvmDir)) candidates.add(path.join(jvmDir, name, 'bin', 'java'));
  }
  const seen = new Set<string>();
  const runtimes: JavaRuntime[] = [];
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const real = realpathSync(candidate);
    if (seen.has(real)) continue;
    seen.add(real);
    const major = javaMajor(candidate);
    if (major !== null) runtimes.push({ bin: candidate, major });
  }
  return runtimes;
}

/** Where firebase-tools keeps (or would download) its Firestore emulator jar. */
export function firebaseToolsJar(rootDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH) return env.FIRESTORE_EMULATOR_BINARY_PATH;
  const info = JSON.parse(
    readFileSync(
      path.join(rootDir, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'),
      'utf8',
    ),
  ) as { firestore: { downloadPathRelativeToCacheDir: string } };
  return path.join(
    os.homedir(),
    '.cache/firebase/emulators',
    info.firestore.downloadPathRelativeToCacheDir,
  );
}

function gcloudWithFirestore(env: NodeJS.ProcessEnv): string | null {
  const gcloud = onPath('gcloud', env);
  if (!gcloud) return null;
  const sdkRoot = path.resolve(path.dirname(realpathSync(gcloud)), '..');
  return existsSync(path.join(sdkRoot, 'platform', 'cloud-firestore-emulator')) ? gcloud : null;
}

/**
 * Prefers firebase-tools when Java 21+ and its jar are present, else gcloud.
 * LOCAL_STACK_FIRESTORE=firebase|gcloud forces one. Throws INSTALL_HINT when neither works.
 */
export function planFirestore(
  rootDir: string,
  env: NodeJS.ProcessEnv = process.env,
): FirestorePlan {
  const forced = env.LOCAL_STACK_FIRESTORE;
  const runtimes = findJavaRuntimes(env);
  const modern = [...runtimes].sort((a, b) => b.major - a.major).find((java) => java.major >= 21);
  if (forced !== 'gcloud' && modern && existsSync(firebaseToolsJar(rootDir, env))) {
    return { kind: 'firebase', java: modern };
  }
  if (forced === 'firebase') {
    throw new Error(
      `LOCAL_STACK_FIRESTORE=firebase needs Java 21+ (found: ${
        runtimes.map((java) => java.major).join(', ') || 'none'
      }) and ${firebaseToolsJar(rootDir, env)}.\n${INSTALL_HINT}`,
    );
  }
  const gcloud = gcloudWithFirestore(env);
  // The runtime gcloud would pick itself (PATH) comes first when it is recent enough.
  const java = runtimes.find((runtime) => runtime.major >= 11);
  if (gcloud && java) return { kind: 'gcloud', gcloud, java };
  throw new Error(
    `${gcloud ? 'No Java 11+ found.' : 'No gcloud with the Firestore emulator component found.'}\n${INSTALL_HINT}`,
  );
}
