// firebase-tools' Firestore emulator jar: where the installed firebase-tools expects it, and
// its download, checked as firebase-tools checks it.
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** The jar firebase-tools downloads for its Firestore emulator, and where it keeps it. */
export interface EmulatorJar {
  url: string;
  file: string;
  size: number;
  sha256: string;
}

/** A download that receives nothing for this long is given up (offline, blocked proxy). */
const DOWNLOAD_IDLE_TIMEOUT_MS = 20_000;

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
