import { PLACEHOLDER_MARK, PLACEHOLDER_PHONE } from '../content/importNotes';
import { SAMPLE } from '../site/sampleCheck';
import { canonicalOf, tags, withoutSocialMeta } from './html';
import type { Tag } from './html';

/** check-live's crawl: the sitemap's pages, their canonical addresses, the 404 page. */

export interface LiveProblem {
  /** The check's name: 'page', 'canonical', 'headers', 'social card'. */
  check: string;
  detail: string;
}

export interface Fetched {
  url: string;
  status: number;
  headers: Headers;
  body: Buffer;
}

export type Get = (url: string) => Promise<Fetched>;

export interface Page {
  path: string;
  response: Fetched;
  html: string;
  tags: Tag[];
}

/** The site's pages as the sitemap lists them, fetched from `base`. */
export async function crawl(
  get: Get,
  base: string,
  siteUrl: string,
  problems: LiveProblem[],
): Promise<Page[]> {
  const sitemap = await get(new URL('/sitemap.xml', base).href);
  if (sitemap.status !== 200) {
    problems.push({ check: 'sitemap', detail: `/sitemap.xml answers ${sitemap.status}` });
    return [];
  }
  const locations = [...sitemap.body.toString('utf8').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(
    ([, loc]) => loc.replace(/&amp;/g, '&'),
  );
  if (locations.length === 0) problems.push({ check: 'sitemap', detail: 'it lists no page' });
  const root = siteUrl.replace(/\/*$/, '/');
  const outside = locations.filter((loc) => !loc.startsWith(root));
  if (outside.length > 0) {
    problems.push({
      check: 'SITE_URL',
      detail: `the sitemap lists ${outside.length} address(es) outside SITE_URL ${root} (${outside[0]}): the build had another SITE_URL`,
    });
  }
  const pages: Page[] = [];
  for (const loc of locations) {
    const { pathname, search } = new URL(loc);
    const response = await get(new URL(pathname + search, base).href);
    if (response.status !== 200) {
      const to = response.headers.get('location');
      problems.push({
        check: 'page',
        detail: `${pathname} answers ${response.status}${to ? ` (to ${to})` : ''}, not 200`,
      });
      continue;
    }
    const html = response.body.toString('utf8');
    const all = tags(html);
    const canonical = canonicalOf(all);
    const expected = new URL(pathname + search, root).href;
    if (canonical !== expected) {
      problems.push({
        check: 'canonical',
        detail: `${pathname}: ${canonical ? `its canonical address is ${canonical}` : 'it has no canonical address'}, not ${expected}`,
      });
    }
    pages.push({ path: pathname, response, html, tags: all });
  }
  return pages;
}

/** An address no site has answers 404 with the site's own 404 page. */
export async function missingPage(get: Get, base: string, problems: LiveProblem[]) {
  const path = `/check-live-missing-${Date.now().toString(36)}/`;
  const missing = await get(new URL(path, base).href);
  // cleanUrls and trailingSlash move /404.html to /404/, which is itself served the 404 page.
  let notFound = await get(new URL('/404.html', base).href);
  for (let hops = 0; hops < 3 && notFound.headers.get('location'); hops += 1) {
    notFound = await get(new URL(notFound.headers.get('location') as string, base).href);
  }
  if (missing.status !== 404) {
    problems.push({ check: '404 page', detail: `${path} answers ${missing.status}, not 404` });
  } else if (!missing.body.equals(notFound.body)) {
    problems.push({
      check: '404 page',
      detail: `${path} answers 404 without the site's 404 page (/404.html)`,
    });
  }
}

/** The sample's marks: its name in each language, its example.dev addresses, its links. */
export function sampleMarks(text: string): string[] {
  return [
    ...SAMPLE.names,
    'example.dev',
    ...SAMPLE.linkMarks.filter((mark) => !mark.endsWith('@')),
  ].filter((mark) => text.includes(mark));
}

/** "a, b and c" of a list of pages, the first three. */
export const somePages = (paths: string[]) =>
  `${paths.length} page(s) (${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''})`;

/** The pages showing any of the marks `find` finds, and those marks. */
function pagesWith(pages: Page[], find: (html: string) => string[]) {
  const marks = new Set<string>();
  const paths: string[] = [];
  for (const page of pages) {
    const found = find(withoutSocialMeta(page.html));
    found.forEach((mark) => marks.add(mark));
    if (found.length > 0) paths.push(page.path);
  }
  return { marks: [...marks].map((mark) => `"${mark}"`).join(', '), paths };
}

/**
 * Pages that still show the sample (link previews apart: the social card names those), or the
 * placeholders `npm run init` writes where a resume had nothing: `npm run release` refuses both.
 */
export function samplePages(pages: Page[], problems: LiveProblem[]) {
  const sample = pagesWith(pages, sampleMarks);
  if (sample.paths.length > 0) {
    problems.push({
      check: 'sample',
      detail: `the site is still the sample's, not ready to go live: ${sample.marks} on ${somePages(sample.paths)}`,
    });
  }
  const placeholders = pagesWith(pages, (html) =>
    [PLACEHOLDER_MARK, PLACEHOLDER_PHONE].filter((mark) => html.includes(mark)),
  );
  if (placeholders.paths.length > 0) {
    problems.push({
      check: 'sample',
      detail: `npm run init's placeholders are still there, not ready to go live: ${placeholders.marks} on ${somePages(placeholders.paths)}`,
    });
  }
}

/** A GET that follows no redirect (a page must answer 200 itself), as check-live makes them. */
export const fetchGet =
  (timeoutMs = 15_000): Get =>
  async (url) => {
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      url,
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  };

/** The report, as the owner and CI read it. */
export function formatProblems(base: string, siteUrl: string, problems: LiveProblem[]): string {
  const head = `check-live ${base} (SITE_URL ${siteUrl}): `;
  if (problems.length === 0) return `${head}0 problems.`;
  return [
    `${head}${problems.length} problem(s).`,
    ...problems.map(({ check, detail }) => `- ${check}: ${detail}`),
  ].join('\n');
}
