/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { downloadJar, firebaseToolsJar } from '../../../scripts/local-stack/emulatorJar';
import type { EmulatorJar } from '../../../scripts/local-stack/emulatorJar';
import { planFirestore } from '../../../scripts/local-stack/firestoreEmulator';
import { findJavaRuntimes, withJava } from '../../../scripts/local-stack/javaRuntimes';

const rootDir = path.resolve(__dirname, '../..', '..');
let sandbox: string;

beforeEach(() => {
  sandbox = mkdtempSync(path.join(os.tmpdir(), 'firestore-plan-'));
});
afterEach(() => rmSync(sandbox, { recursive: true, force: true }));

function executable(file: string, script: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\n${script}\n`);
  chmodSync(file, 0o755);
  return file;
}

/** A JDK folder whose bin/java reports `version` the way OpenJDK does (on stderr). */
function fakeJdk(home: string, version: string): string {
  executable(path.join(home, 'bin', 'java'), `echo 'openjdk version "${version}" 2025-01-21' >&2`);
  return home;
}

/** A Google Cloud CLI install: bin/gcloud, with or without its Firestore emulator component. */
function fakeGcloudSdk(sdk: string, withFirestore = true): string {
  executable(path.join(sdk, 'bin', 'gcloud'), 'exit 0');
  if (withFirestore)
    mkdirSync(path.join(sdk, 'platform', 'cloud-firestore-emulator'), { recursive: true });
  return path.join(sdk, 'bin');
}

const payload = Buffer.from('a stand-in for the Firestore emulator jar\n'.repeat(500));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Where firebase-tools would keep its jar under this sandbox's HOME, with a small payload. */
function sandboxJar(): EmulatorJar {
  return {
    ...firebaseToolsJar(rootDir, { HOME: sandbox }),
    size: payload.length,
    sha256: sha256(payload),
  };
}

const noFetch = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => {
  throw new Error('no download expected');
});

const offline: typeof fetch = () =>
  Promise.reject(
    new TypeError('fetch failed', {
      cause: new Error('getaddrinfo ENOTFOUND storage.googleapis.com'),
    }),
  );

describe('the Firestore emulator plan', () => {
  it("keeps firebase-tools' jar where firebase-tools looks for it, from its own manifest", () => {
    const jar = firebaseToolsJar(rootDir, { HOME: sandbox });
    expect(jar.file).toMatch(
      new RegExp(
        `^${sandbox}/\\.cache/firebase/emulators/cloud-firestore-emulator-v[\\d.]+\\.jar$`,
      ),
    );
    expect(jar.url).toMatch(
      /^https:\/\/storage\.googleapis\.com\/.+\/cloud-firestore-emulator-v[\d.]+\.jar$/,
    );
    expect(jar.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(
      firebaseToolsJar(rootDir, { HOME: sandbox, FIREBASE_EMULATORS_PATH: '/elsewhere' }).file,
    ).toMatch(/^\/elsewhere\/cloud-firestore-emulator-v/);
  });

  it("uses firebase-tools' emulator when Java 21+ and its jar are there, without downloading", async () => {
    const jar = sandboxJar();
    mkdirSync(path.dirname(jar.file), { recursive: true });
    writeFileSync(jar.file, payload);
    const env = {
      JAVA_HOME: fakeJdk(path.join(sandbox, 'jdk-21'), '21.0.6'),
      PATH: '',
      HOME: sandbox,
    };

    const plan = await planFirestore(rootDir, { env, jvmDirs: [], jar, fetch: noFetch });

    expect(plan).toEqual({
      kind: 'firebase',
      java: { bin: path.join(sandbox, 'jdk-21', 'bin', 'java'), major: 21 },
    });
    expect(noFetch).not.toHaveBeenCalled();
  });

  it('downloads a missing jar with progress on the console, checks it, then uses it', async () => {
    const jar = sandboxJar();
    const env = { JAVA_HOME: fakeJdk(path.join(sandbox, 'jdk-25'), '25'), PATH: '', HOME: sandbox };
    const fetched: string[] = [];
    const fakeFetch: typeof fetch = async (url) => {
      fetched.push(String(url));
      return new Response(payload);
    };
    const progress: string[] = [];

    const plan = await planFirestore(rootDir, {
      env,
      jvmDirs: [],
      jar,
      fetch: fakeFetch,
      report: (line) => progress.push(line),
    });

    expect(plan.kind).toBe('firebase');
    expect(fetched).toEqual([jar.url]);
    expect(readFileSync(jar.file).equals(payload)).toBe(true);
    expect(existsSync(`${jar.file}.download`)).toBe(false);
    expect(progress[0]).toBe(
      `Downloading firebase-tools' Firestore emulator (0 MB) to ${jar.file}`,
    );
    expect(progress.at(-1)).toMatch(/^ {2}100 % /);
  });

  it('refuses a download with the wrong checksum, keeps nothing, and falls back to gcloud', async () => {
    const jar = sandboxJar();
    const corrupt = Buffer.alloc(payload.length, 1);
    const gcloudBin = fakeGcloudSdk(path.join(sandbox, 'google-cloud-sdk'));
    const env = {
      JAVA_HOME: fakeJdk(path.join(sandbox, 'jdk-21'), '21.0.6'),
      PATH: gcloudBin,
      HOME: sandbox,
    };

    const plan = await planFirestore(rootDir, {
      env,
      jvmDirs: [],
      jar,
      fetch: async () => new Response(corrupt),
    });

    expect(plan).toMatchObject({ kind: 'gcloud', gcloud: path.join(gcloudBin, 'gcloud') });
    expect(plan.kind === 'gcloud' && plan.fallback).toMatch(
      new RegExp(`could not be downloaded \\(SHA-256 ${sha256(corrupt)} is not the expected`),
    );
    expect(existsSync(jar.file)).toBe(false);
    expect(existsSync(`${jar.file}.download`)).toBe(false);
  });

  it("offline: the failed download falls back to the Google Cloud CLI's emulator on PATH's Java", async () => {
    const jvmDir = path.join(sandbox, 'jvm');
    fakeJdk(path.join(jvmDir, 'temurin-25'), '25.0.1');
    const java17 = fakeJdk(path.join(sandbox, 'jdk-17'), '17.0.15');
    const gcloudBin = fakeGcloudSdk(path.join(sandbox, 'google-cloud-sdk'));
    const env = { PATH: [path.join(java17, 'bin'), gcloudBin].join(path.delimiter), HOME: sandbox };

    const plan = await planFirestore(rootDir, {
      env,
      jvmDirs: [jvmDir],
      jar: sandboxJar(),
      fetch: offline,
    });

    expect(plan).toEqual({
      kind: 'gcloud',
      gcloud: path.join(gcloudBin, 'gcloud'),
      java: { bin: path.join(java17, 'bin', 'java'), major: 17 },
      fallback:
        "firebase-tools' emulator jar could not be downloaded " +
        '(fetch failed: getaddrinfo ENOTFOUND storage.googleapis.com).',
    });
  });

  it('with Java 17 and gcloud, uses gcloud and downloads nothing', async () => {
    const gcloudBin = fakeGcloudSdk(path.join(sandbox, 'google-cloud-sdk'));
    const java17 = fakeJdk(path.join(sandbox, 'jdk-17'), '17.0.15');
    const env = { PATH: [path.join(java17, 'bin'), gcloudBin].join(path.delimiter), HOME: sandbox };

    const plan = await planFirestore(rootDir, {
      env,
      jvmDirs: [],
      jar: sandboxJar(),
      fetch: noFetch,
    });

    expect(plan).toEqual({
      kind: 'gcloud',
      gcloud: path.join(gcloudBin, 'gcloud'),
      java: { bin: path.join(java17, 'bin', 'java'), major: 17 },
    });
    expect(noFetch).not.toHaveBeenCalled();
  });

  it('with Java 17 and no gcloud, says what to install on each system and how to point at a Java', async () => {
    const java17 = fakeJdk(path.join(sandbox, 'jdk-17'), '17.0.15');
    const env = { PATH: path.join(java17, 'bin'), HOME: sandbox };

    const failure = planFirestore(rootDir, { env, jvmDirs: [], jar: sandboxJar(), fetch: noFetch });

    await expect(failure).rejects.toThrow(
      [
        'The Firestore emulator cannot start on this machine.',
        `  - firebase-tools' emulator needs Java 21+; found: 17 (${path.join(java17, 'bin', 'java')}).`,
        '  - No Google Cloud CLI (gcloud) with its Firestore emulator component on PATH.',
        'Install one of:',
        '  - Java 21 or newer; firebase-tools then downloads its emulator once (about 140 MB):',
        '      Debian 13+ / Ubuntu 22.04+:  sudo apt-get install -y openjdk-21-jre-headless',
        '      Debian 12:                   temurin-21-jre, from https://adoptium.net/installation/linux/',
        '      Fedora:                      sudo dnf install -y java-21-openjdk-headless',
        '      macOS (Homebrew):            brew install openjdk@21',
        '  - or the Google Cloud CLI with its Firestore emulator (Java 11+, then works offline):',
        '      https://cloud.google.com/sdk/docs/install, then: gcloud components install cloud-firestore-emulator',
        'A Java installed elsewhere: JAVA_HOME=/path/to/jdk npm start (the folder that holds bin/java).',
      ].join('\n'),
    );
    expect(noFetch).not.toHaveBeenCalled();
  });

  it('offline with Java 25 and no gcloud, names the failed download in the message', async () => {
    const env = { JAVA_HOME: fakeJdk(path.join(sandbox, 'jdk-25'), '25'), PATH: '', HOME: sandbox };

    await expect(
      planFirestore(rootDir, { env, jvmDirs: [], jar: sandboxJar(), fetch: offline }),
    ).rejects.toThrow(
      "  - firebase-tools' emulator jar could not be downloaded (fetch failed: getaddrinfo ENOTFOUND storage.googleapis.com).\n" +
        '  - No Google Cloud CLI (gcloud) with its Firestore emulator component on PATH.\nInstall one of:',
    );
  });

  it('counts a gcloud without its Firestore component as no gcloud, and gcloud without Java as unusable', async () => {
    const withoutComponent = fakeGcloudSdk(path.join(sandbox, 'bare-sdk'), false);
    const java17 = fakeJdk(path.join(sandbox, 'jdk-17'), '17.0.15');
    await expect(
      planFirestore(rootDir, {
        env: { PATH: [path.join(java17, 'bin'), withoutComponent].join(path.delimiter) },
        jvmDirs: [],
        jar: sandboxJar(),
      }),
    ).rejects.toThrow(
      'No Google Cloud CLI (gcloud) with its Firestore emulator component on PATH.',
    );

    const complete = fakeGcloudSdk(path.join(sandbox, 'google-cloud-sdk'));
    await expect(
      planFirestore(rootDir, { env: { PATH: complete }, jvmDirs: [], jar: sandboxJar() }),
    ).rejects.toThrow("The Google Cloud CLI's emulator needs Java 11+; found: none.");
  });

  it('LOCAL_STACK_FIRESTORE forces one emulator, and refuses a value it does not know', async () => {
    const jar = sandboxJar();
    mkdirSync(path.dirname(jar.file), { recursive: true });
    writeFileSync(jar.file, payload);
    const gcloudBin = fakeGcloudSdk(path.join(sandbox, 'google-cloud-sdk'));
    const env = { JAVA_HOME: fakeJdk(path.join(sandbox, 'jdk-21'), '21'), PATH: gcloudBin };

    const forcedGcloud = await planFirestore(rootDir, {
      env: { ...env, LOCAL_STACK_FIRESTORE: 'gcloud' },
      jvmDirs: [],
      jar,
    });
    expect(forcedGcloud).toMatchObject({ kind: 'gcloud' });
    expect(forcedGcloud).not.toHaveProperty('fallback');

    rmSync(jar.file);
    await expect(
      planFirestore(rootDir, {
        env: { ...env, LOCAL_STACK_FIRESTORE: 'firebase' },
        jvmDirs: [],
        jar,
        fetch: offline,
      }),
    ).rejects.toThrow(
      "LOCAL_STACK_FIRESTORE=firebase, but firebase-tools' emulator jar could not be downloaded",
    );
    await expect(
      planFirestore(rootDir, {
        env: { ...env, LOCAL_STACK_FIRESTORE: 'docker' },
        jvmDirs: [],
        jar,
      }),
    ).rejects.toThrow('LOCAL_STACK_FIRESTORE is "docker": use firebase, gcloud or leave it unset.');
  });

  it('finds Java in JAVA_HOME, on PATH and in the JVM folders (Linux and macOS layouts)', () => {
    const jvmDir = path.join(sandbox, 'jvm');
    fakeJdk(path.join(jvmDir, 'java-17-openjdk-amd64'), '17.0.15');
    fakeJdk(path.join(jvmDir, 'temurin-21.jdk', 'Contents', 'Home'), '21.0.6');
    const legacy = fakeJdk(path.join(sandbox, 'jre8'), '1.8.0_402');
    const home = fakeJdk(path.join(sandbox, 'jdk-25'), '25');

    const runtimes = findJavaRuntimes({ JAVA_HOME: home, PATH: path.join(legacy, 'bin') }, [
      jvmDir,
    ]);

    expect(runtimes.map((java) => java.major)).toEqual([25, 8, 17, 21]);
  });

  it("runs the emulators' Java on its quick compiler alone, unless the owner's JDK_JAVA_OPTIONS say otherwise", () => {
    // The machine's own Java (.ci/run installs one), as the emulators start it.
    const [java] = findJavaRuntimes(process.env);
    const tierCap = (env: NodeJS.ProcessEnv) => {
      const run = spawnSync(java.bin, ['-XX:+PrintFlagsFinal', '-version'], {
        encoding: 'utf8',
        env: withJava(env, java.bin),
      });
      return /TieredStopAtLevel\s+=\s+(\d+)/.exec(run.stdout)?.[1];
    };

    expect(tierCap({ PATH: process.env.PATH })).toBe('1');
    expect(tierCap({ PATH: process.env.PATH, JDK_JAVA_OPTIONS: '-XX:TieredStopAtLevel=4' })).toBe(
      '4',
    );
  });
});

describe("downloading firebase-tools' jar over HTTP", () => {
  let server: Server;
  let baseUrl: string;

  beforeEach(async () => {
    server = createServer((request, response) => {
      if (request.url === '/stall') {
        response.writeHead(200, { 'Content-Length': String(payload.length) });
        response.write(payload.subarray(0, 100));
        return; // and never another byte
      }
      if (request.url === '/jar') {
        response.writeHead(200, { 'Content-Length': String(payload.length) });
        response.end(payload);
        return;
      }
      response.writeHead(404).end('not here');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('stores the jar from a real server', async () => {
    const jar = { ...sandboxJar(), url: `${baseUrl}/jar` };
    await downloadJar(jar, fetch, () => undefined);
    expect(readFileSync(jar.file).equals(payload)).toBe(true);
  });

  it('gives up on a download that stops sending, and on a missing file', async () => {
    const stalled = { ...sandboxJar(), url: `${baseUrl}/stall` };
    await expect(downloadJar(stalled, fetch, () => undefined, 200)).rejects.toThrow(
      'nothing received for 0.2 s',
    );
    expect(existsSync(`${stalled.file}.download`)).toBe(false);

    const missing = { ...sandboxJar(), url: `${baseUrl}/nope` };
    await expect(downloadJar(missing, fetch, () => undefined)).rejects.toThrow(
      `HTTP 404 from ${baseUrl}/nope`,
    );
    expect(existsSync(missing.file)).toBe(false);
  });
});
