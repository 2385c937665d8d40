// A tiny static server for the bench: gzip for text, hosting-like cache headers, 127.0.0.1 only.
// Each text file is compressed once and its bytes kept, as a host's edge cache keeps them:
// compressing on every request (gzip -9, about 45 ms of CPU per phone load, 21 of them for
// `main`) took that time from a 2-core machine in the very seconds the bench measures.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
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

/** Gzipped bodies, by file path and modification time, or by a served page's path. */
const gzipped = new Map();

/**
 * What `read()` gives, compressed once per `key`: later requests get the same bytes without
 * reading or compressing again.
 */
async function gzipOnce(key, read) {
  if (!gzipped.has(key)) gzipped.set(key, zlib.gzipSync(await read(), { level: 9 }));
  return gzipped.get(key);
}

/**
 * Serves `root` on 127.0.0.1:`port`, except the HTML pages in `pages` (path -> HTML, e.g.
 * { '/': html }); resolves with the http.Server once listening.
 */
export function serveStatic(root, port, pages = {}) {
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (Object.hasOwn(pages, url.pathname)) {
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      const html = Buffer.from(pages[url.pathname]);
      const body = gzip ? await gzipOnce(`${port} ${url.pathname}`, () => html) : html;
      response.writeHead(200, {
        'Content-Type': TYPES['.html'],
        'Cache-Control': 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        'Content-Length': body.length,
      });
      response.end(body);
      return;
    }
    let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    let modified;
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      modified = (await stat(file)).mtimeMs;
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
    if (!gzip) {
      response.writeHead(200, headers);
      createReadStream(file).pipe(response);
      return;
    }
    const body = await gzipOnce(`${file} ${modified}`, () => readFile(file));
    response.writeHead(200, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
    });
    response.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
