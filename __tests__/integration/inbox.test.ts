/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { LOCAL_INBOX_ACCESS_KEY } from '../../src/config';
import {
  MAX_MESSAGE_LENGTH,
  MAX_SUBMISSION_BODY_BYTES,
} from '../../src/features/contactForm/messageRules';
import { createFormService } from '../../src/services/formService';
import { inboxFile, inboxUrl } from './support/stack';

const valid = {
  message: 'Hello from the integration suite.',
  access_key: LOCAL_INBOX_ACCESS_KEY,
  authenticated_email: 'visitor@example.com',
  authenticated_name: 'Visitor Example',
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${inboxUrl}/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function recorded(): Record<string, string>[] {
  let text: string;
  try {
    text = readFileSync(inboxFile, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, string>);
}

it('accepts a complete submission and appends it as one JSON line', async () => {
  const before = recorded().length;
  const response = await post({ ...valid, message: 'Line one\nline two' });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true, message: 'Message received.' });
  const lines = recorded();
  expect(lines).toHaveLength(before + 1);
  expect(lines.at(-1)).toEqual({
    receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    message: 'Line one\nline two',
    authenticated_email: 'visitor@example.com',
    authenticated_name: 'Visitor Example',
  });
  expect(JSON.stringify(lines.at(-1))).not.toContain(LOCAL_INBOX_ACCESS_KEY);
});

it('refuses a wrong access key and records nothing', async () => {
  const before = recorded().length;
  const response = await post({ ...valid, access_key: 'guessed' });
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ success: false, message: 'Invalid access key.' });
  expect(recorded()).toHaveLength(before);
});

it.each(['message', 'authenticated_email', 'authenticated_name'])(
  'refuses a submission whose %s is missing or blank',
  async (field) => {
    const before = recorded().length;
    const missing = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
    for (const body of [missing, { ...valid, [field]: '   ' }]) {
      const response = await post(body);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        success: false,
        message: `The field ${field} is required.`,
      });
    }
    expect(recorded()).toHaveLength(before);
  },
);

it('refuses a body that is not JSON', async () => {
  const response = await post('message=hi');
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ success: false });
});

it('answers the CORS preflight for JSON posts from the dev and preview origins', async () => {
  for (const origin of ['http://127.0.0.1:3000', 'http://127.0.0.1:4173']) {
    const response = await fetch(`${inboxUrl}/submit`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    );
  }
});

it('gives no CORS permission to other origins', async () => {
  const response = await post(valid, { Origin: 'https://evil.example' });
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
});

it('is what the app form-service adapter talks to in the local stack', async () => {
  const service = createFormService({ endpoint: inboxUrl, accessKey: LOCAL_INBOX_ACCESS_KEY });
  await expect(
    service.submit({
      message: 'Sent through the adapter.',
      authenticatedEmail: 'visitor@example.com',
      authenticatedName: 'Visitor Example',
    }),
  ).resolves.toEqual({ success: true, message: 'Message received.' });
  expect(recorded().at(-1)).toMatchObject({ message: 'Sent through the adapter.' });

  const wrongKey = createFormService({ endpoint: inboxUrl, accessKey: 'nope' });
  await expect(
    wrongKey.submit({ message: 'x', authenticatedEmail: 'a@b.c', authenticatedName: 'A' }),
  ).resolves.toEqual({ success: false, message: 'Invalid access key.' });
});

describe('the page bound: a message of MAX_MESSAGE_LENGTH characters', () => {
  const service = createFormService({ endpoint: inboxUrl, accessKey: LOCAL_INBOX_ACCESS_KEY });
  const submit = (message: string) =>
    service.submit({
      message,
      authenticatedEmail: 'visitor@example.com',
      authenticatedName: 'Visitor Example',
    });

  it.each([
    ['ASCII', 'x'.repeat(MAX_MESSAGE_LENGTH)],
    // Each one a six-byte JSON escape: the largest body the page can send.
    ['control characters', '\u0001'.repeat(MAX_MESSAGE_LENGTH)],
    ['emoji (two UTF-16 units, four UTF-8 bytes each)', '😀'.repeat(MAX_MESSAGE_LENGTH / 2)],
  ])('is accepted and recorded whole (%s)', async (_label, message) => {
    expect(message).toHaveLength(MAX_MESSAGE_LENGTH);
    await expect(submit(message)).resolves.toEqual({ success: true, message: 'Message received.' });
    expect(recorded().at(-1)?.message).toBe(message);
  });

  it('one character more is refused with the reason, and not recorded', async () => {
    const before = recorded().length;
    await expect(submit('x'.repeat(MAX_MESSAGE_LENGTH + 1))).resolves.toEqual({
      success: false,
      message: `The message is longer than ${MAX_MESSAGE_LENGTH} characters.`,
    });
    expect(recorded()).toHaveLength(before);
  });

  it('a body larger than any the page can send is cut off with 413', async () => {
    const response = await post({ ...valid, padding: 'x'.repeat(MAX_SUBMISSION_BODY_BYTES) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: 'The body is too large.' });
  });
});
