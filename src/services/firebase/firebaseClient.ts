import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import type { EmulatorHosts, FirebaseWebConfig } from '../../config';

export interface FirebaseClient {
  auth(): Promise<Auth>;
  firestore(): Promise<Firestore>;
}

/**
 * Firebase, loaded on first use (sign-in or send) so it never weighs on the first view.
 * In the local stack it is pointed at the emulators before any other call.
 */
export function createFirebaseClient(
  config: FirebaseWebConfig,
  emulators: EmulatorHosts | null,
): FirebaseClient {
  let app: Promise<FirebaseApp> | null = null;
  let auth: Promise<Auth> | null = null;
  let firestore: Promise<Firestore> | null = null;

  const loadApp = () =>
    (app ??= import(/* webpackChunkName: "firebase-app" */ 'firebase/app').then(
      ({ initializeApp }) => initializeApp(config),
    ));

  return {
    auth() {
      return (auth ??= Promise.all([
        loadApp(),
        import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
      ]).then(([firebaseApp, { getAuth, connectAuthEmulator }]) => {
        const instance = getAuth(firebaseApp);
        if (emulators) {
          connectAuthEmulator(instance, `http://${emulators.host}:${emulators.authPort}`, {
            disableWarnings: true,
          });
        }
        return instance;
      }));
    },
    firestore() {
      return (firestore ??= Promise.all([
        loadApp(),
        import(/* webpackChunkName: "firebase-firestore" */ 'firebase/firestore/lite'),
        // Firestore writes carry the signed-in user's token: make sure Auth is registered.
        this.auth(),
      ]).then(([firebaseApp, { getFirestore, connectFirestoreEmulator }]) => {
        const instance = getFirestore(firebaseApp);
        if (emulators) connectFirestoreEmulator(instance, emulators.host, emulators.firestorePort);
        return instance;
      }));
    },
  };
}
