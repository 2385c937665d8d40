import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import type { EmulatorHosts, FirebaseWebConfig } from '../../config';

export interface FirebaseClient {
  auth(): Promise<Auth>;
  firestore(): Promise<Firestore>;
}

/**
 * Firebase App Check with reCAPTCHA Enterprise: every Firestore and Auth request then
 * carries a token that says it comes from this site's page (docs/security.md).
 */
async function startAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import(
    /* webpackChunkName: "firebase-app-check" */ 'firebase/app-check'
  );
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/**
 * The first call's promise, shared by the calls after it; a failed start (a chunk gone after
 * a deploy, no network) is forgotten, so the next call tries again.
 */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | null = null;
  return () =>
    (started ??= start().catch((error: unknown) => {
      started = null;
      throw error;
    }));
}

/**
 * Firebase, loaded on first use (sign-in or send) so it never weighs on the first view.
 * In the local stack it is pointed at the emulators before any other call; with an App
 * Check site key, App Check starts before Auth or Firestore is used.
 */
export function createFirebaseClient(
  config: FirebaseWebConfig,
  emulators: EmulatorHosts | null,
  appCheckSiteKey: string | null = null,
): FirebaseClient {
  const loadApp = once(() =>
    import(/* webpackChunkName: "firebase-app" */ 'firebase/app').then(
      async ({ initializeApp }) => {
        const instance = initializeApp(config);
        if (appCheckSiteKey) await startAppCheck(instance, appCheckSiteKey);
        return instance;
      },
    ),
  );

  const auth = once(() =>
    Promise.all([loadApp(), import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth')]).then(
      ([firebaseApp, { getAuth, connectAuthEmulator }]) => {
        const instance = getAuth(firebaseApp);
        if (emulators) {
          connectAuthEmulator(instance, `http://${emulators.host}:${emulators.authPort}`, {
            disableWarnings: true,
          });
        }
        return instance;
      },
    ),
  );

  const firestore = once(() =>
    Promise.all([
      loadApp(),
      import(/* webpackChunkName: "firebase-firestore" */ 'firebase/firestore/lite'),
      // Firestore writes carry the signed-in user's token: make sure Auth is registered.
      auth(),
    ]).then(([firebaseApp, { getFirestore, connectFirestoreEmulator }]) => {
      const instance = getFirestore(firebaseApp);
      if (emulators) connectFirestoreEmulator(instance, emulators.host, emulators.firestorePort);
      return instance;
    }),
  );

  return { auth, firestore };
}
