import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export interface JavaRuntime {
  bin: string;
  major: number;
}

/**
 * How the Firestore emulator runs here:
 * - 'firebase': firebase-tools' own emulator (Java 21+ and its jar, downloaded once);
 * - 'gcloud': the Google Cloud CLI's emulator component (works offline on Java 11+).
 * `fallback` says why firebase-tools' emulator was not used although Java 21+ is there.
 */
export type FirestorePlan =
  | { kind: 'firebase'; java: JavaRuntime }
  | { kind: 'gcloud'; gcloud: string; java: JavaRuntime; fallback?: string };

/** The jar firebase-tools downloads for its Firestore emulator, and where it keeps it. */
export interface EmulatorJar {
  url: string;
  file: string;
  size: number;
  sha256: string;
}

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
/** A download that receives nothing for this long is given up (offline, blocked proxy). */
const DOWNLOAD_IDLE_TIMEOUT_MS = 20_000;

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

/** Where Java installations live without being on PATH: Linux packages, macOS, Homebrew. */
function defaultJvmDirs(platform: NodeJS.Platform = process.platform): string[] {
  if (platform === 'darwin') {
    return ['/Library/Java/JavaVirtualMachines', '/opt/homebrew/opt', '/usr/local/opt'];
  }
  return ['/usr/lib/jvm'];
}

/** Every Java runtime we can find: JAVA_HOME, PATH, then the installations under jvmDirs. */
export function findJavaRuntimes(
  env: NodeJS.ProcessEnv = process.env,
  jvmDirs: string[] = defaultJvmDirs(),
): JavaRuntime[] {
  const candidates = new Set<string>();
  if (env.JAVA_HOME) candidates.add(path.join(env.JAVA_HOME, 'bin', 'java'));
  const fromPath = onPath('java', env);
  if (fromPath) candidates.add(fromPath);
  for (const dir of jvmDirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      candidates.add(path.join(dir, name, 'bin', 'java'));
      candidates.add(path.join(dir, name, 'Contents', 'Home', 'bin', 'java'));
    }
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

/** firebase-tools' own cache folder (it honours FIREBASE_EMULATORS_PATH the same way). */
function emulatorCacheDir(env: NodeJS.ProcessEnv): string {
  return (
    env.FIREBASE_EMULATORS_PATH ||
    path.join(env.HOME || os.homedir(), '.cache', 'firebase', 'emulators')
  );
}

/** The jar the installed firebase-tools expects, read from its own download manifest. */
export function firebaseToolsJar(
  rootDir: string,
  env: NodeJS.ProcessEnv = process.env,
): EmulatorJar {
  const manifest = JSON.parse(
    readFileSync(
      path.join(rootDir, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'),
      'utf8',
    ),
  ) as {
    firestore: {
      remoteUrl: string;
      expectedSize: number;
      expectedChecksumSHA256: string;
      downloadPathRelativeToCacheDir: string;
    };
  };
  const { firestore } = manifest;
  return {
    url: firestore.remoteUrl,
    file: path.join(emulatorCacheDir(env), firestore.downloadPathRelativeToCacheDir),
    size: firestore.expectedSize,
    sha256: firestore.expectedChecksumSHA256,
  };
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(0)} MB`;

/**
 * Downloads the jar where firebase-tools looks for it, checking its size and SHA-256 like
 * firebase-tools does; reports every 10 %. Leaves nothing behind when it fails.
 */
export async function downloadJar(
  jar: EmulatorJar,
  fetchImpl: typeof fetch,
  report: (line: string) => void,
  idleTimeoutMs = DOWNLOAD_IDLE_TIMEOUT_MS,
): Promise<void> {
  mkdirSync(path.dirname(jar.file), { recursive: true });
  const partial = `${jar.file}.download`;
  const aborter = new AbortController();
  let idle: NodeJS.Timeout | undefined;
  const stillAlive = () => {
    clearTimeout(idle);
    idle = setTimeout(
      () => aborter.abort(new Error(`nothing received for ${idleTimeoutMs / 1000} s`)),
      idleTimeoutMs,
    );
  };
  try {
    stillAlive();
    const response = await fetchImpl(jar.url, { signal: aborter.signal });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} from ${jar.url}`);
    report(
      `Downloading firebase-tools' Firestore emulator (${megabytes(jar.size)}) to ${jar.file}`,
    );
    const hash = createHash('sha256');
    let received = 0;
    let reportedTenths = 0;
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      async function* measure(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          stillAlive();
          hash.update(chunk);
          received += chunk.byteLength;
          const tenths = Math.min(10, Math.floor((received / jar.size) * 10));
          if (tenths > reportedTenths) {
            reportedTenths = tenths;
            report(`  ${tenths * 10} % (${megabytes(received)})`);
          }
          yield chunk;
        }
      },
      createWriteStream(partial),
    );
    if (received !== jar.size) {
      throw new Error(`expected ${jar.size} bytes, received ${received}`);
    }
    const sha256 = hash.digest('hex');
    if (sha256 !== jar.sha256)
      throw new Error(`SHA-256 ${sha256} is not the expected ${jar.sha256}`);
    renameSync(partial, jar.file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    clearTimeout(idle);
  }
}

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
