import type { User } from 'firebase/auth';
import type { AuthPort, GoogleProfile } from '../../features/ports';
import type { FirebaseClient } from './firebaseClient';

/** Set while a redirect sign-in is under way, so only the page it returns to asks Firebase. */
export const REDIRECT_PENDING_KEY = 'signInRedirectPending';

const loadAuthSdk = () => import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth');

function toGoogleProfile(user: User): GoogleProfile {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
  };
}

const isPopupBlocked = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'auth/popup-blocked';

/**
 * Google sign-in with the e-mail and profile scopes (behaviour.md §6, §7 call 1): a popup, or a
 * redirect when the browser blocks popups. `storage` is the tab's session storage.
 */
export function createFirebaseAuth(
  client: FirebaseClient,
  storage: () => Storage = () => window.sessionStorage,
): AuthPort {
  const redirectMark = {
    set() {
      try {
        storage().setItem(REDIRECT_PENDING_KEY, '1');
      } catch (error) {
        console.warn('The redirect sign-in cannot be marked; it may not complete.', error);
      }
    },
    /** Whether a redirect was under way; forgets it either way. */
    take() {
      try {
        const pending = storage().getItem(REDIRECT_PENDING_KEY) !== null;
        storage().removeItem(REDIRECT_PENDING_KEY);
        return pending;
      } catch {
        return false;
      }
    },
  };

  return {
    async signInWithGoogle() {
      const [auth, { GoogleAuthProvider, signInWithPopup, signInWithRedirect }] = await Promise.all(
        [client.auth(), loadAuthSdk()],
      );
      const provider = new GoogleAuthProvider();
      provider.addScope('email');
      provider.addScope('profile');
      try {
        const credential = await signInWithPopup(auth, provider);
        return toGoogleProfile(credential.user);
      } catch (error) {
        if (!isPopupBlocked(error)) throw error;
        redirectMark.set();
        await signInWithRedirect(auth, provider);
        return 'redirecting';
      }
    },
    async redirectResult() {
      if (!redirectMark.take()) return null;
      const [auth, { getRedirectResult }] = await Promise.all([client.auth(), loadAuthSdk()]);
      const credential = await getRedirectResult(auth);
      return credential ? toGoogleProfile(credential.user) : null;
    },
    async currentUser() {
      const auth = await client.auth();
      await auth.authStateReady();
      return auth.currentUser ? toGoogleProfile(auth.currentUser) : null;
    },
    watchAccount(listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void Promise.all([client.auth(), loadAuthSdk()])
        .then(([auth, { onAuthStateChanged }]) => {
          if (stopped) return;
          // Firebase keeps its session in IndexedDB and tells every tab of the site when it
          // changes: a sign-out or another account in one tab reaches this one.
          stop = onAuthStateChanged(auth, (user) => listener(user && toGoogleProfile(user)));
        })
        .catch((error: unknown) => {
          console.warn('Firebase did not start; this tab cannot follow sign-ins elsewhere.', error);
        });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    async signOut() {
      const auth = await client.auth();
      await auth.signOut();
    },
  };
}
