import { appendFile, mkdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  MAX_MESSAGE_LENGTH,
  MAX_SUBMISSION_BODY_BYTES,
} from '../../src/features/contactForm/messageRules';
import { STACK_HOST } from './ports';

/**
 * The form service of the local stack: the same POST /submit contract the real
 * service has, and every accepted message appended as one JSON line to a file.
 */
export interface InboxOptions {
  port: number;
  /** JSON Lines file the accepted messages are appended to. */
  file: string;
  accessKey: string;
  /** Origins the browser may post from (CORS). */
  allowedOrigins: string[];
}

export interface InboxRecord {
  receivedAt: string;
  message: string;
  authenticated_email: string;
  authenticated_name: string;
}

export interface RunningInbox {
  url: string;
  file: string;
  close(): Promise<void>;
}

const REQUIRED_FIELDS = ['message', 'authenticated_email', 'authenticated_name'] as const;

type Answer = { status: number; body: { success: boolean; message: string } };

function refuse(status: number, message: string): Answer {
  return { status, body: { success: false, message } };
}

/** Checks a parsed body as the real service would; returns the record to keep or a refusal. */
export function checkSubmission(body: unknown, accessKey: string): InboxRecord | Answer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse(400, 'The body must be a JSON object.');
  }
  const fields = body as Record<string, unknown>;
  if (fields.access_key !== accessKey) return refuse(401, 'Invalid access key.');
  for (const name of REQUIRED_FIELDS) {
    const value = fields[name];
    if (typeof value !== 'string' || value.trim() === '') {
      return refuse(422, `The field ${name} is required.`);
    }
  }
  // The page's own bound: what the page may send, the inbox takes.
  if ((fields.message as string).length > MAX_MESSAGE_LENGTH) {
    return refuse(422, `The message is longer than ${MAX_MESSAGE_LENGTH} characters.`);
  }
  return {
    receivedAt: new Date().toISOString(),
    message: fields.message as string,
    authenticated_email: fields.authenticated_email as string,
    authenticated_name: fields.authenticated_name as string,
  };
}

function readBody(request: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_SUBMISSION_BODY_BYTES) {
        resolve(null);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startInbox(options: InboxOptions): Promise<RunningInbox> {
  await mkdir(path.dirname(options.file), { recursive: true });
  // Appends run one after another so concurrent posts never interleave lines.
  let appending: Promise<void> = Promise.resolve();
  const append = (record: InboxRecord) =>
    (appending = appending.then(() => appendFile(options.file, `${JSON.stringify(record)}\n`)));

  const server = http.createServer(async (request, response) => {
    const origin = request.headers.origin;
    if (origin && options.allowedOrigins.includes(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
    }
    const send = ({ status, body }: Answer) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };

    const url = new URL(request.url ?? '/', `http://${STACK_HOST}`);
    if (url.pathname !== '/submit') return send(refuse(404, 'Not found.'));
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
        'Access-Control-Max-Age': '600',
      });
      return response.end();
    }
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST, OPTIONS');
      return send(refuse(405, 'Use POST.'));
    }
    if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
      return send(refuse(415, 'Send JSON (Content-Type: application/json).'));
    }
    try {
      const text = await readBody(request);
      if (text === null) return send(refuse(413, 'The body is too large.'));
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return send(refuse(400, 'The body is not valid JSON.'));
      }
      const checked = checkSubmission(parsed, options.accessKey);
      if ('status' in checked) return send(checked);
      await append(checked);
      return send({ status: 200, body: { success: true, message: 'Message received.' } });
    } catch (error) {
      console.error('[inbox] could not record a message:', error);
      return send(refuse(500, 'The inbox could not record the message.'));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, STACK_HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${STACK_HOST}:${port}`,
    file: options.file,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
