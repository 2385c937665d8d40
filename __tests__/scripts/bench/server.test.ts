/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { runModuleInNode } from '../../support/nodeChild';

const SERVER = pathToFileURL(path.join(__dirname, '../../../scripts/bench/server.mjs')).href;

type Reply = { status: number; encoding: string | null; length: string | null; body: string };

/**
 * Serves `root` (and `pages`) with the bench's server in a Node child, runs `steps` against
 * it (an async function body given `get(path, gzip)`), and returns what it
 * returned: the bench is plain ES modules, which Jest here cannot import.
 */
function withServer(root: string, pages: Record<string, string>, steps: string): unknown {
  const script = `
    import { serveStatic } from ${JSON.stringify(SERVER)};
    import { utimesSync, writeFileSync } from 'node:fs';
    import http from 'node:http';
    const server = await serveStatic(${JSON.stringify(root)}, 0, ${JSON.stringify(pages)});
    const { port } = server.address();
    // node:http, not fetch: fetch would undo the gzip this checks.
    const get = (path, gzip) =>
      new Promise((resolve, reject) => {
        const headers = { 'Accept-Encoding': gzip ? 'gzip' : 'identity' };
        http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              encoding: response.headers['content-encoding'] ?? null,
              length: response.headers['content-length'] ?? null,
              body: Buffer.concat(chunks).toString('base64'),
            }),
          );
        }).on('error', reject);
      });
    const result = await (async () => { ${steps} })();
    server.close();
    server.closeAllConnections();
    console.log(JSON.stringify(result));
  `;
  return runModuleInNode(script);
}

const text = (reply: Reply) => Buffer.from(reply.body, 'base64').toString('utf8');
const gunzipped = (reply: Reply) =>
  zlib.gunzipSync(Buffer.from(reply.body, 'base64')).toString('utf8');

describe("the bench's static server", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('serves a text file gzipped with its length, and the same bytes again', () => {
    writeFileSync(path.join(root, 'main.0123abcd.js'), 'console.log("page");\n'.repeat(50));
    const [first, second] = withServer(
      root,
      {},
      `return [await get('/main.0123abcd.js', true), await get('/main.0123abcd.js', true)];`,
    ) as Reply[];
    expect(first.status).toBe(200);
    expect(first.encoding).toBe('gzip');
    expect(gunzipped(first)).toBe('console.log("page");\n'.repeat(50));
    expect(Number(first.length)).toBe(Buffer.from(first.body, 'base64').length);
    expect(second).toEqual(first);
  });

  it('compresses a file changed on disk anew, not the bytes it kept', () => {
    const file = path.join(root, 'index.html');
    writeFileSync(file, '<p>before</p>');
    const [before, after] = withServer(
      root,
      {},
      `const before = await get('/', true);
       writeFileSync(${JSON.stringify(file)}, '<p>after</p>');
       utimesSync(${JSON.stringify(file)}, new Date(), new Date(Date.now() + 5000));
       return [before, await get('/', true)];`,
    ) as Reply[];
    expect(gunzipped(before)).toBe('<p>before</p>');
    expect(gunzipped(after)).toBe('<p>after</p>');
  });

  it('serves the given pages at their paths, plain to a client without gzip', () => {
    writeFileSync(path.join(root, 'index.html'), '<p>the built page</p>');
    const [zipped, plain, missing] = withServer(
      root,
      { '/': '<p>the reference</p>' },
      `return [await get('/', true), await get('/', false), await get('/nothing.js', true)];`,
    ) as Reply[];
    expect(gunzipped(zipped)).toBe('<p>the reference</p>');
    expect(plain.encoding).toBeNull();
    expect(text(plain)).toBe('<p>the reference</p>');
    expect(plain.length).toBe(String('<p>the reference</p>'.length));
    expect(missing.status).toBe(404);
  });
});
