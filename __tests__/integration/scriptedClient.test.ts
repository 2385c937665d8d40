/** @jest-environment node */
import {
  commit,
  countInWindowWrite,
  forgedLimitsWrite,
  messageWrite,
  openWindowWrite,
  readAs,
  signInWithGoogleRest,
} from './support/scriptedClient';
import type { GoogleIdentity, RestWrite, ScriptedSession } from './support/scriptedClient';

// A script with a valid Google sign-in and no page, against the local stack's rules.
let nextId = Date.now() * 10;
const freshId = () => String(nextId++);

let accounts = 0;
async function newAccount(overrides: Partial<GoogleIdentity> = {}) {
  accounts += 1;
  const identity: GoogleIdentity = {
    sub: `scripted-${Date.now()}-${accounts}`,
    email: `script${accounts}@example.com`,
    name: `Script Kid ${accounts}`,
    ...overrides,
  };
  return { identity, session: await signInWithGoogleRest(identity) };
}

function messageFields(session: ScriptedSession, identity: GoogleIdentity, text = 'Hello!') {
  return {
    userId: session.uid,
    name: identity.name,
    email: identity.email,
    message: text,
    timestamp: new Date().toISOString(),
  };
}

async function countLanded(attempts: Array<() => RestWrite[]>, session: ScriptedSession) {
  let landed = 0;
  for (const writes of attempts) {
    if (await commit(session, writes())) landed += 1;
  }
  return landed;
}

it('lands no message written alone, without its limits record, 20 times', async () => {
  const { identity, session } = await newAccount();
  const attempts = Array.from({ length: 20 }, () => () => [
    messageWrite(freshId(), messageFields(session, identity)),
  ]);
  expect(await countLanded(attempts, session)).toBe(0);
});

it('lands 2 of 20 messages written the way the page writes them', async () => {
  const { identity, session } = await newAccount();
  let first = true;
  const attempts = Array.from({ length: 20 }, () => () => {
    const id = freshId();
    const limits = first ? openWindowWrite(session.uid, id) : countInWindowWrite(session.uid, id);
    first = false;
    return [messageWrite(id, messageFields(session, identity)), limits];
  });
  expect(await countLanded(attempts, session)).toBe(2);
});

it('lands no further message by opening a new window while one is open', async () => {
  const { identity, session } = await newAccount();
  const attempts = Array.from({ length: 5 }, () => () => {
    const id = freshId();
    return [messageWrite(id, messageFields(session, identity)), openWindowWrite(session.uid, id)];
  });
  expect(await countLanded(attempts, session)).toBe(1);
});

it('lands no message whose limits record is forged: a count set back, a window from the past', async () => {
  const { identity, session } = await newAccount();
  const id = freshId();
  expect(
    await commit(session, [
      messageWrite(id, messageFields(session, identity)),
      openWindowWrite(session.uid, id),
    ]),
  ).toBe(true);

  const setBack = freshId();
  expect(
    await commit(session, [
      messageWrite(setBack, messageFields(session, identity)),
      forgedLimitsWrite(session.uid, {
        count: { integerValue: '0' },
        lastMessageId: { stringValue: setBack },
        windowStart: { timestampValue: new Date().toISOString() },
      }),
    ]),
  ).toBe(false);

  const pastWindow = freshId();
  expect(
    await commit(session, [
      messageWrite(pastWindow, messageFields(session, identity)),
      forgedLimitsWrite(session.uid, {
        count: { integerValue: '1' },
        lastMessageId: { stringValue: pastWindow },
        windowStart: { timestampValue: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      }),
    ]),
  ).toBe(false);
});

it("lands no message in another person's name or e-mail, nor from an unverified e-mail", async () => {
  const { identity, session } = await newAccount();
  const own = messageFields(session, identity);
  const forgeries = [
    { ...own, name: 'Grace Hopper' },
    { ...own, email: 'grace@example.com' },
    { ...own, userId: 'grace-uid' },
  ];
  // Each forgery alone, and counted in a limits record as the page would.
  const attempts = forgeries.flatMap((fields) => [
    () => [messageWrite(freshId(), fields)],
    () => {
      const id = freshId();
      return [messageWrite(id, fields), openWindowWrite(session.uid, id)];
    },
  ]);
  expect(await countLanded(attempts, session)).toBe(0);

  const unverified = await newAccount({ emailVerified: false });
  const id = freshId();
  expect(
    await commit(unverified.session, [
      messageWrite(id, messageFields(unverified.session, unverified.identity)),
      openWindowWrite(unverified.session.uid, id),
    ]),
  ).toBe(false);
});

it("reads its own limits record, nobody else's, and no message", async () => {
  const alice = await newAccount();
  const mallory = await newAccount();
  const id = freshId();
  await commit(alice.session, [
    messageWrite(id, messageFields(alice.session, alice.identity)),
    openWindowWrite(alice.session.uid, id),
  ]);
  expect(await readAs(alice.session, `limits/${alice.session.uid}`)).toMatchObject({
    fields: { count: { integerValue: '1' } },
  });
  expect(await readAs(mallory.session, `limits/${alice.session.uid}`)).toBeNull();
  expect(await readAs(alice.session, `messages/${id}`)).toBeNull();
});
