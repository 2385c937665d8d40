// One hot-reload run of npm run bench (hotReload.mjs starts it under ts-node): the development
// server on a copy of the sample (scripts/local-stack/liveServer.ts), one page open in
// Chromium, SAVES saves taking turns between the kinds below, each timed from the write to the
// page's heading showing it (livePage.ts), each save started once the last one's work is done.
// Writes { saves, printed } (each save's timeline, the server's lines) as JSON to the file it is
// given.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import chromiumSettings from '../chromium.json';
import { HeadingWatch, levelOneHeading, saveAndSee } from '../local-stack/livePage';
import type { LiveEdit } from '../local-stack/livePage';
import { LiveServer } from '../local-stack/liveServer';

const ROOT = path.resolve(__dirname, '../..');

/** A kind of save: the page that shows it, and the edit that makes its heading `value`. */
interface SaveKind {
  kind: string;
  page: string;
  first: string;
  edit: (value: string) => Omit<LiveEdit, 'heading'>;
}

const KINDS: SaveKind[] = [
  {
    kind: 'name, words/en.yaml',
    page: '/',
    first: 'Aarav Mehta',
    edit: (value) => ({
      file: 'words/en.yaml',
      change: (text) => text.replace(/^name: .*$/m, `name: ${value}`),
    }),
  },
  {
    kind: "post's title, posts/*.en.md",
    page: '/blog/refill-double-booking/',
    first: 'Two taps, one cylinder: stopping double bookings in Refill Buddy',
    edit: (value) => ({
      file: 'posts/refill-double-booking.en.md',
      change: (text) => text.replace(/^title: .*$/m, `title: '${value}'`),
    }),
  },
];

/** A moment of quiet after a save's work, so the next one starts on an idle server. */
const PAUSE_MS = 500;

/**
 * Opens `url`. A document page reloads once more when the compilation that serves the post
 * cards and resumes is done, which may cut a navigation short: it is made again.
 */
async function visit(page: Page, url: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt === 3 || !/interrupted by another navigation/.test(String(error))) throw error;
    }
  }
}

async function main() {
  const [output, savesArg, portArg] = process.argv.slice(2);
  const saves = Number(savesArg);
  const server = await LiveServer.start({ rootDir: ROOT, port: Number(portArg) });
  const browser = await chromium.launch({
    ...chromiumSettings,
    // Nothing but 127.0.0.1 resolves: the page measures this machine only.
    args: [...chromiumSettings.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const watch = await HeadingWatch.on(context);
    const page = await context.newPage();
    const shown = KINDS.map(({ first }) => first);
    // New values each run, so the social card and post card are drawn as for an owner's edit.
    const run = Date.now().toString(36);
    const results = [];
    for (let save = 0; save < saves; save += 1) {
      const turn = save % KINDS.length;
      const { kind, page: address, edit } = KINDS[turn];
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      if (page.url() !== `${server.origin}${address}`) {
        await visit(page, `${server.origin}${address}`);
        await levelOneHeading(page, shown[turn]).waitFor();
      }
      shown[turn] = `Live ${run} ${save + 1}`;
      const seen = await saveAndSee(server, watch, { ...edit(shown[turn]), heading: shown[turn] });
      results.push({ kind, savedAt: seen.save.at, ...seen.timeline });
      console.info(
        `Save ${save + 1} of ${saves} (${kind}): on the page after ${seen.timeline.shownMs} ms.`,
      );
      await server.settled(seen.save.since);
    }
    writeFileSync(output, JSON.stringify({ saves: results, printed: server.printed }));
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
