import type { AccountPort } from '../../features/ports';
import type { FirebaseClient } from './firebaseClient';

// The same chunks as the sign-in and the stores load: nothing more to download.
const loadAuthSdk = () => import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth');
const loadLite = () =>
  import(/* webpackChunkName: "firebase-firestore" */ 'firebase/firestore/lite');

const hasCode = (error: unknown, code: string) =>
  error instanceof Error && 'code' in error && error.code === code;

/** "Delete my account" on Firebase: users/{uid} in Firestore, then the Auth account. */
export function createFirebaseAccount(client: FirebaseClient): AccountPort {
  async function signedInUser() {
    const auth = await client.auth();
    await auth.authStateReady();
    if (!auth.currentUser) throw new Error('Nobody is signed in: there is no account to delete.');
    return auth.currentUser;
  }

  return {
    async deleteProfile(uid) {
      const [db, { deleteDoc, doc }] = await Promise.all([client.firestore(), loadLite()]);
      await deleteDoc(doc(db, 'users', uid));
    },
    async deleteSignedInAccount() {
      const [user, { deleteUser }] = await Promise.all([signedInUser(), loadAuthSdk()]);
      try {
        await deleteUser(user);
        return 'deleted';
      } catch (error) {
        if (hasCode(error, 'auth/requires-recent-login')) return 'recent-sign-in-required';
        throw error;
      }
    },
    async reauthenticate() {
      const [user, { GoogleAuthProvider, reauthenticateWithPopup }] = await Promise.all([
        signedInUser(),
        loadAuthSdk(),
      ]);
      const provider = new GoogleAuthProvider();
      provider.addScope('email');
      provider.addScope('profile');
      await reauthenticateWithPopup(user, provider);
    },
  };
}
