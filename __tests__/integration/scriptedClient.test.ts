/** @jest-environment node */
import {
  commit,
  countInWindowWrite,
  forgedLimitsWrite,
  messageWrite,
  openWindowWrite,
  profileWrite,
  readAs,
  setDisplayName,
  signInWithGoogleRest,
  spendWrite,
} from './support/scriptedClient';
import type {
  FieldValue,
  GoogleIdentity,
  RestWrite,
  ScriptedSession,
} from './support/scriptedClient';

// A script with a valid Google sign-in and no page, speaking Firestore's REST API to the local
// stack's rules: the rows of the table in docs/security.md, each played as an attacker would.
let nextId = Date.now();
/** A fresh message id: epoch ms near the server's time, as the page takes it. */
const freshId = () => String(Math.max(Date.now(), ++nextId));

let accounts = 0;
async function newAccount(overrides: Partial<GoogleIdentity> = {}) {
  accounts += 1;
  const identity: GoogleIdentity = {
    sub: `scripted-${Date.now()}-${accounts}`,
    email: `script${accounts}.${Date.now()}@example.com`,
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

const profileFields = (identity: GoogleIdentity, overrides: Record<string, string> = {}) => ({
  name: identity.name,
  email: identity.email,
  photoURL: '',
  lastLogin: new Date().toISOString(),
  ...overrides,
});

async function countLanded(attempts: Array<() => RestWrite[]>, session: ScriptedSession) {
  let landed = 0;
  for (const writes of attempts) {
    if (await commit(session, writes())) landed += 1;
  }
  return landed;
}

/** The page's two commits for one message: the slot, then the message spending it. */
async function sendLikeThePage(
  account: { identity: GoogleIdentity; session: ScriptedSession },
  fields: Record<string, string>,
  slot: RestWrite = openWindowWrite(account.identity.email),
) {
  if (!(await commit(account.session, [slot]))) return 'no slot';
  const id = freshId();
  const landed = await commit(account.session, [
    messageWrite(id, fields),
    spendWrite(account.identity.email, id),
  ]);
  return landed ? 'landed' : 'refused';
}

describe('users/{uid}', () => {
  it('refuses a 1 MB name', async () => {
    const { identity, session } = await newAccount();
    const big = profileFields(identity, { name: 'x'.repeat(1_000_000) });
    expect(await commit(session, [profileWrite(session.uid, big)])).toBe(false);
  });

  it("refuses someone else's e-mail, a javascript: photo and a junk lastLogin", async () => {
    const { identity, session } = await newAccount();
    const forgeries: Record<string, string>[] = [
      { email: 'aarav.mehta@example.com' },
      { photoURL: 'javascript:alert(document.domain)' },
      { lastLogin: 'not a date' },
    ];
    for (const forged of forgeries) {
      expect(
        await commit(session, [profileWrite(session.uid, profileFields(identity, forged))]),
      ).toBe(false);
    }
    expect(await commit(session, [profileWrite(session.uid, profileFields(identity))])).toBe(true);
  });

  it('lands 1 of 200 profile writes in a loop: one a minute per account', async () => {
    const { identity, session } = await newAccount();
    const attempts = Array.from({ length: 200 }, () => () => [
      profileWrite(session.uid, profileFields(identity)),
    ]);
    expect(await countLanded(attempts, session)).toBe(1);
  });
});

describe('messages/{id} and limits/{email}', () => {
  it('lands 2 of 20 messages sent the way the page sends them, and no e-mail slot after', async () => {
    const account = await newAccount();
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const slot =
        i === 0
          ? openWindowWrite(account.identity.email)
          : countInWindowWrite(account.identity.email);
      outcomes.push(
        await sendLikeThePage(account, messageFields(account.session, account.identity), slot),
      );
    }
    expect(outcomes.filter((outcome) => outcome === 'landed')).toHaveLength(2);
    expect(outcomes.slice(2).every((outcome) => outcome === 'no slot')).toBe(true);
  });

  it('lands no message written alone, without a slot, 20 times', async () => {
    const { identity, session } = await newAccount();
    const attempts = Array.from({ length: 20 }, () => () => [
      messageWrite(freshId(), messageFields(session, identity)),
    ]);
    expect(await countLanded(attempts, session)).toBe(0);
  });

  it('lands no second message on one slot, nor the page’s own batch replayed', async () => {
    const account = await newAccount();
    const { identity, session } = account;
    expect(await commit(session, [openWindowWrite(identity.email)])).toBe(true);
    const id = freshId();
    const batch = [
      messageWrite(id, messageFields(session, identity)),
      spendWrite(identity.email, id),
    ];
    expect(await commit(session, batch)).toBe(true);
    expect(await commit(session, batch)).toBe(false);
    const other = freshId();
    expect(
      await commit(session, [
        messageWrite(other, messageFields(session, identity)),
        spendWrite(identity.email, other),
      ]),
    ).toBe(false);
  });

  it('refuses a timestamp carrying 1 MB', async () => {
    const account = await newAccount();
    const fields = messageFields(account.session, account.identity);
    const outcome = await sendLikeThePage(account, {
      ...fields,
      timestamp: fields.timestamp + 'x'.repeat(1_000_000),
    });
    expect(outcome).toBe('refused');
  });

  it('refuses an id far in the future with the timestamp "1999"', async () => {
    const { identity, session } = await newAccount();
    expect(await commit(session, [openWindowWrite(identity.email)])).toBe(true);
    const id = '90000000000000000000';
    const fields = { ...messageFields(session, identity), timestamp: '1999-01-01T00:00:00.000Z' };
    expect(await commit(session, [messageWrite(id, fields), spendWrite(identity.email, id)])).toBe(
      false,
    );
  });

  it.each([
    ['spaces, a tab and U+200B only', '   \t\u200B '],
    ['U+202E and BEL', 'Invoice \u202Efdp.exe\u0007'],
  ])('refuses a message of %s', async (_, text) => {
    const account = await newAccount();
    expect(
      await sendLikeThePage(account, messageFields(account.session, account.identity, text)),
    ).toBe('refused');
  });

  it('refuses a display name set to claim the owner’s identity with U+202E: no slot, no message', async () => {
    const account = await newAccount();
    const name = 'Aarav Mehta (site owner)\u202Emoc.elpmaxe@vaaraa';
    const session = await setDisplayName(account.session, name);
    const renamed = { identity: { ...account.identity, name }, session };
    expect(await sendLikeThePage(renamed, messageFields(session, renamed.identity))).toBe(
      'no slot',
    );
  });

  it('takes a plain self-chosen display name: the verified e-mail is the identity', async () => {
    const account = await newAccount();
    const session = await setDisplayName(account.session, 'Aarav Mehta');
    const renamed = { identity: { ...account.identity, name: 'Aarav Mehta' }, session };
    expect(await sendLikeThePage(renamed, messageFields(session, renamed.identity))).toBe('landed');
  });

  it('lands no slot whose record is forged: a count set back, a window from the past', async () => {
    const { identity, session } = await newAccount();
    const forgeries: Record<string, FieldValue>[] = [
      {
        count: { integerValue: '0' },
        messageId: { stringValue: '' },
        windowStart: { timestampValue: new Date().toISOString() },
        slotAt: { timestampValue: new Date().toISOString() },
        expireAt: { timestampValue: new Date(Date.now() + 2 * 86_400_000).toISOString() },
      },
      {
        count: { integerValue: '1' },
        messageId: { stringValue: '' },
        windowStart: { timestampValue: new Date(Date.now() - 2 * 86_400_000).toISOString() },
        slotAt: { timestampValue: new Date().toISOString() },
        expireAt: { timestampValue: new Date().toISOString() },
      },
    ];
    for (const fields of forgeries) {
      expect(await commit(session, [forgedLimitsWrite(identity.email, fields)])).toBe(false);
    }
  });

  it("lands no message in another person's name or e-mail, nor from an unverified e-mail", async () => {
    const account = await newAccount();
    const own = messageFields(account.session, account.identity);
    expect(await commit(account.session, [openWindowWrite(account.identity.email)])).toBe(true);
    for (const forged of [
      { name: 'Grace Hopper' },
      { email: 'grace@example.com' },
      { userId: 'grace-uid' },
    ]) {
      const id = freshId();
      expect(
        await commit(account.session, [
          messageWrite(id, { ...own, ...forged }),
          spendWrite(account.identity.email, id),
        ]),
      ).toBe(false);
    }
    // The slot is still there for the message in the account's own name.
    const id = freshId();
    expect(
      await commit(account.session, [
        messageWrite(id, own),
        spendWrite(account.identity.email, id),
      ]),
    ).toBe(true);

    const unverified = await newAccount({ emailVerified: false });
    expect(await commit(unverified.session, [openWindowWrite(unverified.identity.email)])).toBe(
      false,
    );
  });

  it("reads its own limits record, nobody else's, and no message", async () => {
    const alice = await newAccount();
    const mallory = await newAccount();
    expect(await sendLikeThePage(alice, messageFields(alice.session, alice.identity))).toBe(
      'landed',
    );
    expect(await readAs(alice.session, `limits/${alice.identity.email}`)).toMatchObject({
      fields: { count: { integerValue: '1' } },
    });
    expect(await readAs(mallory.session, `limits/${alice.identity.email}`)).toBeNull();
  });
});
