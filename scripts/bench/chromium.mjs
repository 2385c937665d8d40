// Debian's Chromium and the flags it needs here (as root, no network), from
// scripts/chromium.json: read once for every part of the bench that opens a browser.
import { readFileSync } from 'node:fs';

/** { executablePath, args }, as playwright-core's chromium.launch() takes them. */
export const CHROMIUM_SETTINGS = JSON.parse(
  readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'),
);
