import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A folder served as Firebase Hosting serves it: superstatic, the server firebase-tools' Hosting
 * emulator runs (firebase-tools/lib/serve/hosting.js), with firebase.json's hosting section
 * (headers, cleanUrls, trailingSlash, 404.html), on 127.0.0.1 and a free port.
 */
type Handler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: () => void,
) => void;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const superstatic = (require('superstatic') as { default: (spec: object) => Handler }).default;

export interface Served {
  url: string;
  close: () => Promise<void>;
}

export function serveHosting(folder: string, hosting: Record<string, unknown>): Promise<Served> {
  const handler = superstatic({
    config: { ...hosting, public: folder },
    cwd: '/',
    stack: 'strict',
    compression: false,
  });
  const server = http.createServer((request, response) =>
    handler(request, response, () => {
      response.statusCode = 500;
      response.end();
    }),
  );
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
