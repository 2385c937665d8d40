import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { resolvePorts } from '../../../scripts/local-stack/ports';
import { HOSTED_SETTING_KEYS } from '../../../src/config';
import { ROOT } from './stackState';

/**
 * The local-stack production build the browser suites run against, of the sample persona, in
 * dist/; returns how long it took. Empty values win over a developer's .env, which webpack loads
 * without overriding. Run as a script, it builds and says how long it took (npm test runs it
 * beside the unit tests, then the browser suites with BROWSER_TEST_SKIP_BUILD=1).
 */
export function buildForLocalStack(): number {
  const started = Date.now();
  const ports = resolvePorts(process.env);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AUTH_EMULATOR_PORT: String(ports.auth),
    FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    INBOX_PORT: String(ports.inbox),
    // The suites assert the sample's texts, whatever folder the project builds from.
    CONTENT_DIR: 'sample',
  };
  for (const key of HOSTED_SETTING_KEYS) env[key] = '';
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
    { cwd: ROOT, env, stdio: 'pipe' },
  );
  return Date.now() - started;
}

if (require.main === module) {
  console.info(`Local-stack build of the sample: ${(buildForLocalStack() / 1000).toFixed(1)} s.`);
}
