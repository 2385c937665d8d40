import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BUILD_ENV_KEYS } from '../../../../src/config';

/**
 * A small built site in a temporary folder, in the shapes the build writes (dist/): each
 * language's home, the privacy page, a post, the 404 page, the sitemap, the feeds, resume.json,
 * the resume PDF, the social card and the main script with the settings DefinePlugin put in it.
 */
export interface SiteSpec {
  /** The SITE_URL the "build" used. */
  siteUrl: string;
  name: string;
  env: Record<string, string>;
  /** The card's size; 1200×630 as the build draws it. */
  card?: { width: number; height: number };
}

const head = (spec: SiteSpec, pagePath: string, lang: string, card: string) => `<!doctype html>
<html lang=${lang}><head><meta charset=utf-8><title>${spec.name}</title>
<link rel=canonical href=${spec.siteUrl}${pagePath}>
<link rel=alternate hreflang=en href=${spec.siteUrl}/>
<link rel=alternate hreflang=hi href=${spec.siteUrl}/hi/>
<link rel=alternate hreflang=x-default href=${spec.siteUrl}/>
<link rel=alternate type=application/rss+xml title="${spec.name}: RSS feed" href=${spec.siteUrl}/blog/rss.xml>
<link rel=alternate type=application/feed+json title="${spec.name}: JSON feed" href=${spec.siteUrl}/blog/feed.json>
<meta property=og:title content="${spec.name} · Developer">
<meta property=og:image content=${spec.siteUrl}/${card}>
<meta property=og:image:alt content="${spec.name}: the portfolio's logo and name">
<link rel="preload" as="script" href="/main.0123abcd.js"></head>`;

export async function fixtureSite(spec: SiteSpec): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-live-'));
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const card = 'social-card.89abcdef.png';
  const { width, height } = spec.card ?? { width: 1200, height: 630 };
  write(
    card,
    await sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
  const pages: [string, string][] = [
    ['/', 'en'],
    ['/hi/', 'hi'],
    ['/privacy/', 'en'],
    ['/blog/hello/', 'en'],
  ];
  for (const [pagePath, lang] of pages) {
    write(
      `${pagePath}index.html`,
      `${head(spec, pagePath, lang, card)}<body><h1>${spec.name}</h1><a href=/files/resume.pdf>Resume</a></body></html>`,
    );
  }
  write(
    '404.html',
    '<!doctype html><html lang=en><title>Not found</title><h1>Not here</h1></html>',
  );
  write(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages
      .map(([pagePath]) => `<url><loc>${spec.siteUrl}${pagePath}</loc></url>`)
      .join('')}</urlset>\n`,
  );
  write(
    'blog/rss.xml',
    `<?xml version="1.0"?><rss version="2.0"><channel><title>${spec.name}</title></channel></rss>`,
  );
  write(
    'blog/feed.json',
    JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: spec.name, items: [] }),
  );
  write('resume.json', JSON.stringify({ basics: { name: spec.name } }));
  write('hi/resume.json', JSON.stringify({ basics: { name: spec.name } }));
  write('files/resume.pdf', '%PDF-1.7\n%%EOF\n');
  const settings = BUILD_ENV_KEYS.map((key) => `${key}:${JSON.stringify(spec.env[key] ?? '')}`);
  write('main.0123abcd.js', `(()=>{const o=function(e){return e}({${settings.join(',')}});})();`);
  return dir;
}
