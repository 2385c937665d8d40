import type { User } from 'firebase/auth';
import type { AuthPort, GoogleProfile } from '../../features/ports';
import type { FirebaseClient } from './firebaseClient';

function toGoogleProfile(user: User): GoogleProfile {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
  };
}

/** Google popup sign-in with the e-mail and profile scopes (SPEC §6, §7 call 1). */
export function createFirebaseAuth(client: FirebaseClient): AuthPort {
  return {
    async signInWithGoogle() {
      const [auth, { GoogleAuthProvider, signInWithPopup }] = await Promise.all([
        client.auth(),
        import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
      ]);
      const provider = new GoogleAuthProvider();
      provider.addScope('email');
      provider.addScope('profile');
      const credential = await signInWithPopup(auth, provider);
      return toGoogleProfile(credential.user);
    },
    async currentUser() {
      const auth = await client.auth();
      await auth.authStateReady();
      return auth.currentUser ? toGoogleProfile(auth.currentUser) : null;
    },
    async signOut() {
      const auth = await client.auth();
      await auth.signOut();
    },
  };
}
