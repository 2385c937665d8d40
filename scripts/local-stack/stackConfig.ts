import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../../src/config';
import { readInlineScriptHashes, securityHeaders } from '../site/securityHeaders';
import { freePort, hostingOver, writeEmulatorConfig } from './firebaseEmulators';
import { STACK_HOST } from './ports';
import type { StackPorts } from './ports';

/** The local stack's firebase.json for firebase-tools: the repository's, with this run's ports. */

/**
 * firebase.json's hosting section for the Hosting emulator over dist/: its headers, i18n and
 * redirects as they are, but the security headers made for this build's configuration (the
 * local stack's origins, the hashes of the inline scripts it built), as `npm run
 * hosting:headers` makes them for a real project.
 */
function localHosting(rootDir: string, stateDir: string, hosting: Record<string, unknown>) {
  const dist = path.join(rootDir, 'dist');
  const hashes = readInlineScriptHashes(readFileSync(path.join(dist, 'csp-hashes.json'), 'utf8'));
  const headers = Object.entries(securityHeaders(readConfig(process.env), hashes)).map(
    ([key, value]) => ({ key, value }),
  );
  const otherRules = (hosting.headers as { source: string }[]).filter(
    (rule) => rule.source !== '**',
  );
  return {
    ...hostingOver(hosting, stateDir, dist),
    headers: [{ source: '**', headers }, ...otherRules],
  };
}

/**
 * firebase.json with this run's ports, written in stateDir for firebase-tools to be pointed
 * at. The Firestore WebSocket's port is a free one picked now, as the hub's and the logging's
 * (firebaseEmulators.ts).
 */
export async function writeStackConfig(
  { rootDir, stateDir, ports }: { rootDir: string; stateDir: string; ports: StackPorts },
  withFirestore: boolean,
  withHosting: boolean,
): Promise<string> {
  const base = JSON.parse(readFileSync(path.join(rootDir, 'firebase.json'), 'utf8')) as {
    emulators?: Record<string, unknown>;
    hosting: Record<string, unknown>;
  };
  const emulators: Record<string, unknown> = {
    ...base.emulators,
    auth: { host: STACK_HOST, port: ports.auth },
  };
  if (withFirestore) {
    emulators.firestore = {
      host: STACK_HOST,
      port: ports.firestore,
      websocketPort: await freePort(),
    };
  } else delete emulators.firestore;
  const config: { emulators: Record<string, unknown>; [key: string]: unknown } = {
    firestore: { rules: path.join(rootDir, 'firestore.rules') },
    emulators,
  };
  if (withHosting) {
    emulators.hosting = { host: STACK_HOST, port: ports.preview };
    config.hosting = localHosting(rootDir, stateDir, base.hosting);
  }
  return writeEmulatorConfig(stateDir, config);
}
