import fs from 'node:fs';
import path from 'node:path';
import { BUILD_ENV_KEYS } from '../../src/config';

/** The settings step: loads `.env`, if any, and returns BUILD_ENV_KEYS as DefinePlugin constants. */
export function loadBuildSettings(rootDir: string): Record<string, string> {
  const envFile = path.resolve(rootDir, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const definitions: Record<string, string> = {};
  for (const key of BUILD_ENV_KEYS) {
    definitions[`process.env.${key}`] = JSON.stringify(process.env[key] ?? '');
  }
  return definitions;
}
