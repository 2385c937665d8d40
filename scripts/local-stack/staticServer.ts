import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { STACK_HOST } from './ports';

export interface RunningStaticServer {
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Content-hashed file names (main.1a2b3c4d.js) never change, so they may be cached forever. */
const HASHED_NAME = /\.[0-9a-f]{8}\.\w+$/;

async function fileAt(candidate: string): Promise<string | null> {
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
    if (info.isDirectory()) return fileAt(path.join(candidate, 'index.html'));
  } catch {
    // Not there: the caller falls back.
  }
  return null;
}

/**
 * The page a route without a file gets, as the hosting's rewrites give it: the nearest
 * index.html above it (/hi/anything → hi/index.html, the Hindi page), else the root's.
 */
async function pageAbove(base: string, requested: string): Promise<string | null> {
  for (let dir = requested; dir.startsWith(base); dir = path.dirname(dir)) {
    const page = await fileAt(path.join(dir, 'index.html'));
    if (page) return page;
    if (dir === base) break;
  }
  return null;
}

/**
 * Serves a production build like a static host: files as they are, each language's page for
 * the routes under it, with the given headers (the hosting's security headers) on every answer.
 */
export async function startStaticServer(
  root: string,
  port: number,
  headers: Record<string, string> = {},
): Promise<RunningStaticServer> {
  const base = path.resolve(root);
  const index = path.join(base, 'index.html');
  if (!(await fileAt(index))) {
    throw new Error(`${index} does not exist: run \`npm run build\` first.`);
  }

  const server = http.createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' });
      return response.end();
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      response.writeHead(400);
      return response.end();
    }
    const requested = path.resolve(base, `.${pathname}`);
    const inside = requested === base || requested.startsWith(base + path.sep);
    let file = inside ? await fileAt(requested) : null;
    // SPA fallback: a route without a file extension gets its page.
    if (!file && path.extname(pathname) === '') {
      file = (inside && (await pageAbove(base, requested))) || index;
    }
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('Not found');
    }
    response.writeHead(200, {
      ...headers,
      'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': HASHED_NAME.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file).pipe(response);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, STACK_HOST, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${STACK_HOST}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
