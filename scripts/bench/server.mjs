// A tiny static server for the bench: gzip for text, hosting-like cache headers, 127.0.0.1 only.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.txt',
  '.svg',
  '.map',
  '.webmanifest',
]);
const HASHED = /\.[0-9a-f]{8}\.\w+$/;

/**
 * Serves `root` on 127.0.0.1:`port`, except the HTML pages in `pages` (path -> HTML, e.g.
 * { '/': html }); resolves with the http.Server once listening.
 */
export function serveStatic(root, port, pages = {}) {
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (Object.hasOwn(pages, url.pathname)) {
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {
        'Content-Type': TYPES['.html'],
        'Cache-Control': 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      const html = Buffer.from(pages[url.pathname]);
      response.end(gzip ? zlib.gzipSync(html, { level: 9 }) : html);
      return;
    }
    let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      await stat(file);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) headers['Content-Encoding'] = 'gzip';
    response.writeHead(200, headers);
    const body = createReadStream(file);
    (gzip ? body.pipe(zlib.createGzip({ level: 9 })) : body).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
