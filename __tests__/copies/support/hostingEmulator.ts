import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawnChild, waitForHttp } from '../../../scripts/local-stack/childProcesses';
import { LOCAL_PROJECT_ID, STACK_HOST } from '../../../scripts/local-stack/ports';

/**
 * firebase-tools' Hosting emulator over a copy's dist/, with the hosting section of the copy's
 * firebase.json as `npm run release` wrote it (the headers a deploy serves), started as the
 * local stack starts it (scripts/local-stack/localStack.ts): a config of its own under .local/,
 * the demo project, CI set. Its port, the hub's and the logging's: COPIES_HOSTING_PORT and the
 * two after it when set, else free ones (the browser suites' stack may hold PREVIEW_PORT).
 */
export interface HostingEmulator {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, STACK_HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function ports(): Promise<[number, number, number]> {
  const first = Number(process.env.COPIES_HOSTING_PORT);
  if (Number.isInteger(first) && first > 0) return [first, first + 1, first + 2];
  return [await freePort(), await freePort(), await freePort()];
}

export async function serveWithHostingEmulator(dir: string): Promise<HostingEmulator> {
  const stateDir = path.join(dir, '.local', 'hosting');
  const tmp = path.join(stateDir, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const { hosting } = JSON.parse(readFileSync(path.join(dir, 'firebase.json'), 'utf8')) as {
    hosting: Record<string, unknown>;
  };
  const [port, hub, logging] = await ports();
  const config = path.join(stateDir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      // Relative to the config, as the local stack writes it: an absolute one serves nothing.
      hosting: { ...hosting, public: path.relative(stateDir, path.join(dir, 'dist')) },
      emulators: {
        singleProjectMode: true,
        hosting: { host: STACK_HOST, port },
        hub: { host: STACK_HOST, port: hub },
        logging: { host: STACK_HOST, port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const child = spawnChild(
    'hosting',
    process.execPath,
    [
      path.join(dir, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
      'emulators:start',
      '--only',
      'hosting',
      '--project',
      LOCAL_PROJECT_ID,
      '--config',
      config,
    ],
    { cwd: stateDir, env: { ...process.env, CI: '1', TMPDIR: tmp } },
    () => undefined,
  );
  const url = `http://${STACK_HOST}:${port}`;
  try {
    await waitForHttp(child, 'The Hosting emulator', `${url}/`, (status) => status === 200, 90_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, stop: () => child.stop() };
}
