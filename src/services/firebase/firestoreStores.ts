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

/** messages/{epoch ms} (SPEC §7 call 4). */
export function createFirestoreMessageStore(client: FirebaseClient): MessageStorePort {
  return {
    async addMessage(id, message) {
      const [db, { doc, setDoc }] = await Promise.all([client.firestore(), loadLite()]);
      await setDoc(doc(db, 'messages', id), message);
    },
  };
}
