import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  emulatorReady,
  freePort,
  hostingOver,
  startEmulators,
  writeEmulatorConfig,
} from '../../../scripts/local-stack/firebaseEmulators';
import { STACK_HOST } from '../../../scripts/local-stack/ports';

/**
 * firebase-tools' Hosting emulator over a copy's dist/, with the hosting section of the copy's
 * firebase.json as `npm run release` wrote it (the headers a deploy serves), started as the
 * local stack starts its emulators (scripts/local-stack/firebaseEmulators.ts): a config of its
 * own under .local/, the demo project. Its port, the hub's and the logging's:
 * COPIES_HOSTING_PORT and the two after it when set, else free ones (the browser suites' stack
 * may hold PREVIEW_PORT).
 */
export interface HostingEmulator {
  url: string;
  stop: () => Promise<void>;
}

async function ports(): Promise<[number, number, number]> {
  const first = Number(process.env.COPIES_HOSTING_PORT);
  if (Number.isInteger(first) && first > 0) return [first, first + 1, first + 2];
  return [await freePort(), await freePort(), await freePort()];
}

export async function serveWithHostingEmulator(dir: string): Promise<HostingEmulator> {
  const stateDir = path.join(dir, '.local', 'hosting');
  mkdirSync(stateDir, { recursive: true });
  const { hosting } = JSON.parse(readFileSync(path.join(dir, 'firebase.json'), 'utf8')) as {
    hosting: Record<string, unknown>;
  };
  const [port, hub, logging] = await ports();
  const config = await writeEmulatorConfig(
    stateDir,
    {
      hosting: hostingOver(hosting, stateDir, path.join(dir, 'dist')),
      emulators: { singleProjectMode: true, hosting: { host: STACK_HOST, port } },
    },
    { hub, logging },
  );
  const child = startEmulators({
    name: 'hosting',
    rootDir: dir,
    stateDir,
    config,
    only: ['hosting'],
    env: process.env,
  });
  const url = `http://${STACK_HOST}:${port}`;
  try {
    await emulatorReady(child, 'The Hosting emulator', url);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, stop: () => child.stop() };
}
