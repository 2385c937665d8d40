/** @jest-environment node */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFormService } from '../../src/services/formService';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Reply = (response: ServerResponse) => void;

/** A real HTTP server on a free 127.0.0.1 port; each test sets how it answers. */
let server: Server;
let base: string;
let received: Received[];
let reply: Reply;

const json =
  (status: number, body: unknown): Reply =>
  (response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      reply(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  reply = json(200, { success: true, message: 'Email sent' });
});

const submission = {
  message: 'Hello from the portfolio.\nSecond line, "quoted" & ünïcode.',
  authenticatedEmail: 'riya@example.com',
  authenticatedName: 'Riya Sen',
};

const service = (timeoutMs?: number) =>
  createFormService({ endpoint: `${base}/`, accessKey: 'key-123', timeoutMs });

describe('form service adapter (real HTTP server)', () => {
  it('POSTs the JSON payload to /submit with JSON headers and reads success true', async () => {
    await expect(service().submit(submission)).resolves.toEqual({
      success: true,
      message: 'Email sent',
    });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/submit');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      message: submission.message,
      access_key: 'key-123',
      authenticated_email: 'riya@example.com',
      authenticated_name: 'Riya Sen',
    });
    expect(Object.keys(JSON.parse(request.body))).toEqual([
      'message',
      'access_key',
      'authenticated_email',
      'authenticated_name',
    ]);
  });

  it('posts under a base path', async () => {
    const prefixed = createFormService({ endpoint: `${base}/api/v1`, accessKey: 'k' });
    await prefixed.submit(submission);
    expect(received[0].url).toBe('/api/v1/submit');
  });

  it('reads success false', async () => {
    reply = json(200, { success: false, message: 'Invalid access key' });
    await expect(service().submit(submission)).resolves.toEqual({
      success: false,
      message: 'Invalid access key',
    });
  });

  it('reads success false from a 500 with a JSON body', async () => {
    reply = json(500, { success: false, message: 'Internal error' });
    await expect(service().submit(submission)).resolves.toEqual({
      success: false,
      message: 'Internal error',
    });
  });

  it('rejects a 500 whose JSON body carries no success flag', async () => {
    reply = json(500, { error: 'boom' });
    await expect(service().submit(submission)).rejects.toThrow('answered 500 without a success');
  });

  it('rejects a 500 that is not JSON', async () => {
    reply = (response) => {
      response.writeHead(500, { 'Content-Type': 'text/html' });
      response.end('<html><body>Internal Server Error</body></html>');
    };
    await expect(service().submit(submission)).rejects.toThrow(
      'The form service answered 500 with a body that is not JSON.',
    );
  });

  it('rejects invalid JSON on a 200', async () => {
    reply = (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"success": tru');
    };
    await expect(service().submit(submission)).rejects.toThrow(
      'The form service answered 200 with a body that is not JSON.',
    );
  });

  it('rejects a success flag that is not a boolean', async () => {
    reply = json(200, { success: 'true' });
    await expect(service().submit(submission)).rejects.toThrow('without a success flag');
  });

  it('rejects when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const refused = createFormService({ endpoint: `http://127.0.0.1:${port}`, accessKey: 'k' });
    await expect(refused.submit(submission)).rejects.toThrow('fetch failed');
  });

  it('gives up on a silent service after timeoutMs', async () => {
    reply = () => undefined; // never answers
    const started = Date.now();
    await expect(service(150).submit(submission)).rejects.toMatchObject({ name: 'TimeoutError' });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(140);
    expect(waited).toBeLessThan(5000);
    expect(received).toHaveLength(1);
  });
});
