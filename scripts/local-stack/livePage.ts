import type { BrowserContext, Page } from 'playwright-core';
import type { LiveServer, Save } from './liveServer';

/**
 * The page's side of a save to the development server's live content (liveServer.ts): a save
 * whose change a page's level-1 heading shows, waited for in the open pages, and when each
 * part of the way from the save to the page ended, from the server's lines and the page's own
 * clock (the machine's, as the server's).
 */

/** A save to the owner's folder whose result the page's level-1 heading shows. */
export interface LiveEdit {
  /** The file, by its path in the owner's folder. */
  file: string;
  change: (text: string) => string;
  /** The heading's text once the page has the save. */
  heading: string;
}

/**
 * When each step after a save ended, in ms from the write: the content steps, the page's
 * compilation, the start of the navigation of the document that first showed the heading, its
 * HTML received and its DOMContentLoaded (each null when the heading came first: a document
 * page's is in its HTML), and the heading in its DOM. The page's part is null when no reload
 * brought the heading (a document of before).
 */
export interface SaveTimeline {
  contentMs: number | null;
  compiledMs: number | null;
  reloadMs: number | null;
  htmlMs: number | null;
  domContentLoadedMs: number | null;
  shownMs: number;
}

/** What a document reported when a level-1 heading's text first stood in its DOM. */
interface HeadingShown {
  text: string;
  at: number;
  start: number;
  html: number | null;
  domContentLoaded: number | null;
}

/** A generous ceiling on one save's way to the page: the budget's, 2 s, is the bench's. */
export const SHOWN_CEILING_MS = 30_000;

const BINDING = '__liveHeadingShown';

export const levelOneHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/**
 * The level-1 headings every document of a context shows, each text as the first document
 * that showed it reported it (before its own scripts, an observer of its DOM tells Node at
 * once: a page may reload again right after, as a document page does once its cards are made).
 */
export class HeadingWatch {
  private readonly shown = new Map<string, HeadingShown>();
  private readonly waiting = new Set<() => void>();

  private constructor() {}

  static async on(context: BrowserContext): Promise<HeadingWatch> {
    const watch = new HeadingWatch();
    await context.exposeBinding(BINDING, (_source, shown: HeadingShown) => {
      if (!watch.shown.has(shown.text)) watch.shown.set(shown.text, shown);
      watch.waiting.forEach((wake) => wake());
    });
    await context.addInitScript((binding: string) => {
      const told = new Set<string>();
      const tell = window[binding as keyof Window] as (shown: HeadingShown) => void;
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1')) {
          const text = heading.textContent?.trim() ?? '';
          if (told.has(text)) continue;
          told.add(text);
          const [entry] = performance.getEntriesByType(
            'navigation',
          ) as PerformanceNavigationTiming[];
          const time = (ms: number | undefined) => (ms ? performance.timeOrigin + ms : null);
          tell({
            text,
            at: Date.now(),
            start: performance.timeOrigin,
            html: time(entry?.responseEnd),
            domContentLoaded: time(entry?.domContentLoadedEventEnd),
          });
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, BINDING);
    return watch;
  }

  /** When a document first showed `text`, waiting for it at most SHOWN_CEILING_MS. */
  async heading(text: string): Promise<HeadingShown> {
    const deadline = Date.now() + SHOWN_CEILING_MS;
    for (;;) {
      const shown = this.shown.get(text);
      if (shown) return shown;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No page showed the heading "${text}".`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiting.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiting.add(wake);
      });
    }
  }
}

/**
 * Saves `edit` and waits until a page of the watched context shows its heading (a ceiling far
 * above the budget: no caller depends on the machine's speed), with the way there.
 */
export async function saveAndSee(
  server: LiveServer,
  watch: HeadingWatch,
  edit: LiveEdit,
): Promise<{ save: Save; timeline: SaveTimeline }> {
  const save = server.save(edit.file, edit.change);
  const shown = await watch.heading(edit.heading);
  const after = (at: number | null | undefined) =>
    at === null || at === undefined ? null : Math.round(at - save.at);
  const reloaded = shown.start >= save.at;
  return {
    save,
    timeline: {
      contentMs: after(server.firstSince(save.since, /^Content built again/)?.at),
      compiledMs: after(server.firstSince(save.since, /\bcompiled\b/)?.at),
      reloadMs: reloaded ? after(shown.start) : null,
      htmlMs: reloaded ? after(shown.html) : null,
      domContentLoadedMs: reloaded ? after(shown.domContentLoaded) : null,
      shownMs: Math.round(shown.at - save.at),
    },
  };
}
