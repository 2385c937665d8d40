import type { MessageStorePort, UserStorePort } from '../../features/ports';
import type { FirebaseClient } from './firebaseClient';

const loadLite = () =>
  import(/* webpackChunkName: "firebase-firestore" */ 'firebase/firestore/lite');

/** users/{uid}, written with merge (SPEC §7 call 2). */
export function createFirestoreUserStore(client: FirebaseClient): UserStorePort {
  return {
    async mergeUser(uid, user) {
      const [db, { doc, setDoc }] = await Promise.all([client.firestore(), loadLite()]);
      await setDoc(doc(db, 'users', uid), user, { merge: true });
    },
  };
}

/**
 * The rules' refusal, or an update of a limits record that is not there: either way the
 * page's idea of the record was wrong, and the batch wrote nothing.
 */
const isRefusal = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'permission-denied' || error.code === 'not-found');

/**
 * messages/{epoch ms} (SPEC §7 call 4), written in one batch with the account's
 * limits/{uid}, which the rules read to hold the limit on the server (docs/security.md).
 */
export function createFirestoreMessageStore(client: FirebaseClient): MessageStorePort {
  return {
    async readLimit(uid) {
      const [db, { doc, getDoc, Timestamp }] = await Promise.all([client.firestore(), loadLite()]);
      const snapshot = await getDoc(doc(db, 'limits', uid));
      if (!snapshot.exists()) return null;
      const { count, windowStart } = snapshot.data();
      if (typeof count !== 'number' || !(windowStart instanceof Timestamp)) {
        throw new Error(`limits/${uid} is not a count and a window start.`);
      }
      return { count, windowStart: windowStart.toMillis() };
    },
    async addMessage(id, message, move) {
      const [db, { doc, increment, serverTimestamp, writeBatch }] = await Promise.all([
        client.firestore(),
        loadLite(),
      ]);
      const batch = writeBatch(db);
      batch.set(doc(db, 'messages', id), message);
      const limits = doc(db, 'limits', message.userId);
      if (move === 'open-window') {
        batch.set(limits, { windowStart: serverTimestamp(), count: 1, lastMessageId: id });
      } else {
        batch.update(limits, { count: increment(1), lastMessageId: id });
      }
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
