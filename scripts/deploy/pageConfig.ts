import { BUILD_ENV_KEYS } from '../../src/config';

/**
 * The settings a built page carries. webpack's DefinePlugin writes each `process.env.X` of
 * src/config.ts as a string, in one object literal: `{FIREBASE_API_KEY:"…",…,INBOX_PORT:"8787"}`.
 * Read back from the page's main script, they say which project and services it talks to.
 */
const SETTING = new RegExp(`\\b(${BUILD_ENV_KEYS.join('|')}):("(?:[^"\\\\]|\\\\.)*")`, 'g');

/** Hosted settings only: the emulator ports are there in every build. */
const HOSTED = BUILD_ENV_KEYS.filter((key) => !key.endsWith('_PORT') && key !== 'SITE_URL');

/** The settings found in `script`, or null when it is not the script that reads them. */
export function pageConfig(script: string): Record<string, string> | null {
  const found: Record<string, string> = {};
  for (const [, key, literal] of script.matchAll(SETTING)) {
    if (HOSTED.includes(key as (typeof HOSTED)[number])) found[key] = JSON.parse(literal) as string;
  }
  return 'FIREBASE_PROJECT_ID' in found ? found : null;
}

/** The page's main script, named in its HTML: `/main.<hash>.js`. */
export function mainScriptPath(html: string): string | null {
  return /["'=]\/?(main\.[0-9a-f]{8}\.js)\b/.exec(html)?.[1] ?? null;
}
