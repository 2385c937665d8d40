import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const DIST = path.join(ROOT, 'dist');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** The production bundle, built once per run unless BROWSER_TEST_SKIP_BUILD=1 reuses dist/. */
export function buildOnce() {
  const reuse = process.env.BROWSER_TEST_SKIP_BUILD === '1';
  if (reuse && fs.existsSync(path.join(DIST, 'index.html'))) return;
  execSync('npx webpack --mode production', { cwd: ROOT, stdio: 'pipe' });
}

export interface RunningServer {
  origin: string;
  close: () => Promise<void>;
}

/** Serves dist/ on a free port of 127.0.0.1; unknown paths get index.html (SPA fallback). */
export async function serveDist(): Promise<RunningServer> {
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.normalize(path.join(DIST, urlPath));
    if (!file.startsWith(DIST)) {
      response.writeHead(403).end();
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(DIST, 'index.html');
    }
    response.writeHead(200, {
      'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
