import sharp from 'sharp';
import { cspDifferences } from './cspSources';
import { metaOf, SOCIAL_META } from './html';
import { crawl, missingPage, sampleMarks, samplePages, somePages } from './livePages';
import type { Get, LiveProblem, Page } from './livePages';
import { mainScriptPath, pageConfig } from './pageConfig';

/** check-live: the site as a visitor and a crawler get it, a list of problems by name. */
export interface LiveInput {
  /** Where the site is fetched: the live origin, a preview channel's, a local server's. */
  base: string;
  /** The SITE_URL the build was made with: every canonical address is under it. */
  siteUrl: string;
  /** The project the page must name (FIREBASE_PROJECT_ID). */
  projectId: string;
  /** firebase.json's headers for every address (its "**" rule). */
  headers: { key: string; value: string }[];
  /** The CSP this configuration makes (securityHeaders.ts), hashes aside. */
  configuredCsp: string;
  get: Get;
}

function headerProblems(page: Page, input: LiveInput, problems: LiveProblem[]) {
  for (const { key, value } of input.headers) {
    const served = page.response.headers.get(key);
    if (served === null) {
      problems.push({ check: 'headers', detail: `${page.path} is served without ${key}` });
    } else if (served !== value) {
      problems.push({ check: 'headers', detail: `${page.path}: ${key} is not firebase.json's` });
    }
  }
  const csp = page.response.headers.get('content-security-policy');
  if (csp) {
    for (const difference of cspDifferences(csp, input.configuredCsp)) {
      problems.push({ check: 'CSP', detail: `${page.path}: ${difference}` });
    }
  }
}

const SERVED = (url: string, base: string) => {
  const { pathname, search } = new URL(url, base);
  return new URL(pathname + search, base).href;
};

async function socialCards(pages: Page[], input: LiveInput, problems: LiveProblem[]) {
  const cards = new Map<string, string>();
  const naming: string[] = [];
  const names = new Set<string>();
  for (const page of pages) {
    const image = metaOf(page.tags, 'og:image');
    if (image && !cards.has(image)) cards.set(image, page.path);
    if (!image && page.path === '/') {
      problems.push({
        check: 'social card',
        detail: '/ has no og:image: shared links show no card',
      });
    }
    const found = SOCIAL_META.flatMap((key) => sampleMarks(metaOf(page.tags, key) ?? ''));
    found.forEach((mark) => names.add(mark));
    if (found.length > 0) naming.push(page.path);
  }
  if (naming.length > 0) {
    problems.push({
      check: 'social card',
      detail: `the link previews of ${somePages(naming)} name the sample (${[...names].join(', ')})`,
    });
  }
  for (const [image, path] of cards) {
    const response = await input.get(SERVED(image, input.base));
    const shown = new URL(image, input.base).pathname;
    if (response.status !== 200) {
      problems.push({
        check: 'social card',
        detail: `${shown} (${path}) answers ${response.status}`,
      });
      continue;
    }
    const { width, height } = await sharp(response.body)
      .metadata()
      .catch(() => ({ width: 0, height: 0 }));
    if (width !== 1200 || height !== 630) {
      problems.push({
        check: 'social card',
        detail: `${shown} is ${width}×${height}, not 1200×630`,
      });
    }
  }
}

/** Feeds, resume.json and PDFs, each with the types a reader accepts. */
function servedFiles(pages: Page[]): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const FEEDS: Record<string, string[]> = {
    'application/rss+xml': ['application/rss+xml', 'application/xml', 'text/xml'],
    'application/atom+xml': ['application/atom+xml', 'application/xml', 'text/xml'],
    'application/feed+json': ['application/feed+json', 'application/json'],
  };
  for (const page of pages) {
    for (const { name, attributes } of page.tags) {
      const feed = attributes.rel === 'alternate' && FEEDS[attributes.type];
      if (name === 'link' && feed && attributes.href) files.set(attributes.href, feed);
      if (name === 'a' && /\.pdf$/.test(attributes.href ?? ''))
        files.set(attributes.href, ['application/pdf']);
      // Every language's home links its others: each has a resume.json beside it.
      if (name === 'link' && attributes.hreflang && attributes.hreflang !== 'x-default') {
        const home = new URL(attributes.href, 'https://site.invalid/').pathname;
        if (/^\/([a-z]{2,3}(-[A-Za-z]+)?\/)?$/.test(home))
          files.set(`${home}resume.json`, ['application/json']);
      }
    }
  }
  return files;
}

async function contentTypes(pages: Page[], input: LiveInput, problems: LiveProblem[]) {
  for (const [file, types] of servedFiles(pages)) {
    const response = await input.get(SERVED(file, input.base));
    const path = new URL(file, input.base).pathname;
    const type = response.headers.get('content-type')?.split(';')[0].trim() ?? '';
    if (response.status !== 200) {
      problems.push({ check: 'content type', detail: `${path} answers ${response.status}` });
    } else if (!types.includes(type)) {
      problems.push({
        check: 'content type',
        detail: `${path} is served as ${type || 'nothing'}, not ${types[0]}`,
      });
    }
  }
}

async function firebaseConfig(home: Page, input: LiveInput, problems: LiveProblem[]) {
  const main = mainScriptPath(home.html);
  const script = main ? await input.get(new URL(`/${main}`, input.base).href) : null;
  const config = script?.status === 200 ? pageConfig(script.body.toString('utf8')) : null;
  if (!config) {
    problems.push({
      check: 'Firebase config',
      detail: "the page's main script and its settings were not found",
    });
    return;
  }
  const named = config.FIREBASE_PROJECT_ID;
  if (named !== input.projectId) {
    problems.push({
      check: 'Firebase config',
      detail: `the page talks to ${named ? `project ${named}` : 'the local stack (no project)'}, not ${input.projectId || 'a configured project'}`,
    });
  }
}

/** Every problem of the site at `input.base`; empty when it is ready. */
export async function checkLive(input: LiveInput): Promise<LiveProblem[]> {
  const problems: LiveProblem[] = [];
  const pages = await crawl(input.get, input.base, input.siteUrl, problems);
  await missingPage(input.get, input.base, problems);
  const home = pages.find((page) => page.path === '/');
  if (home) {
    headerProblems(home, input, problems);
    await firebaseConfig(home, input, problems);
  } else problems.push({ check: 'page', detail: 'the sitemap does not list the home page /' });
  await socialCards(pages, input, problems);
  await contentTypes(pages, input, problems);
  samplePages(pages, problems);
  return problems;
}
