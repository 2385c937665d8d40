import type { Firestore } from 'firebase/firestore/lite';
import type { MessageStorePort, UserStorePort } from '../../features/ports';
import type { FirebaseClient } from './firebaseClient';

const loadLite = () =>
  import(/* webpackChunkName: "firebase-firestore" */ 'firebase/firestore/lite');

/**
 * users/{uid}, written with merge (behaviour.md §7 call 2), with writtenAt, the server's time of
 * the write, by which firestore.rules let one account write its profile once a minute.
 */
export function createFirestoreUserStore(client: FirebaseClient): UserStorePort {
  return {
    async mergeUser(uid, user) {
      const [db, { doc, serverTimestamp, setDoc }] = await Promise.all([
        client.firestore(),
        loadLite(),
      ]);
      await setDoc(
        doc(db, 'users', uid),
        { ...user, writtenAt: serverTimestamp() },
        { merge: true },
      );
    },
  };
}

/**
 * The rules' refusal, or an update of a limits record that is not there: either way the
 * page's idea of the record was wrong, and the write changed nothing.
 */
const isRefusal = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'permission-denied' || error.code === 'not-found');

type Lite = Awaited<ReturnType<typeof loadLite>>;

/** limits/{email} as the server holds it, or null; throws on a record of another shape. */
async function readLimitRecord(db: Firestore, lite: Lite, email: string) {
  const snapshot = await lite.getDoc(lite.doc(db, 'limits', email));
  if (!snapshot.exists()) return null;
  const { count, windowStart, slotAt } = snapshot.data();
  if (
    typeof count !== 'number' ||
    !(windowStart instanceof lite.Timestamp) ||
    !(slotAt instanceof lite.Timestamp)
  ) {
    throw new Error(`limits/${email} is not a count, a window start and a slot time.`);
  }
  return { count, windowStart: windowStart.toMillis(), slotAt: slotAt.toMillis() };
}

/**
 * limits/{verified e-mail} and messages/{epoch ms} (behaviour.md §7 call 4): a slot is taken in the
 * limits record before the e-mail is sent, and the message's document spends it, in one batch
 * (firestore.rules hold the limit there; docs/security.md).
 */
export function createFirestoreMessageStore(client: FirebaseClient): MessageStorePort {
  const open = () => Promise.all([client.firestore(), loadLite()]);
  return {
    async readLimit(email) {
      const [db, lite] = await open();
      const record = await readLimitRecord(db, lite, email);
      return record && { count: record.count, windowStart: record.windowStart };
    },
    async grantSlot(email, move, expireAt) {
      const [db, lite] = await open();
      const { doc, increment, serverTimestamp, setDoc, Timestamp, updateDoc } = lite;
      const limits = doc(db, 'limits', email);
      try {
        if (move === 'open-window') {
          await setDoc(limits, {
            windowStart: serverTimestamp(),
            count: 1,
            slotAt: serverTimestamp(),
            messageId: '',
            expireAt: Timestamp.fromMillis(expireAt),
          });
        } else {
          await updateDoc(limits, {
            count: increment(1),
            slotAt: serverTimestamp(),
            messageId: '',
          });
        }
      } catch (error) {
        if (isRefusal(error)) return 'refused';
        throw error;
      }
      // The read-back tells the server's time of the grant, which the message's id must be near.
      const record = await readLimitRecord(db, lite, email);
      if (!record) throw new Error(`limits/${email} is gone right after its slot was granted.`);
      return {
        record: { count: record.count, windowStart: record.windowStart },
        grantedAt: record.slotAt,
      };
    },
    async addMessage(id, message) {
      const [db, { doc, writeBatch }] = await open();
      const batch = writeBatch(db);
      batch.set(doc(db, 'messages', id), message);
      batch.update(doc(db, 'limits', message.email), { messageId: id });
      try {
        await batch.commit();
        return 'written';
      } catch (error) {
        if (isRefusal(error)) return 'refused';
        throw error;
      }
    },
  };
}
