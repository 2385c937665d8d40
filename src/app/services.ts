import { appConfig } from '../config';
import type { AppConfig } from '../config';
import type { PageCatalogue } from '../content/catalogue';
import type { AccountPort, Services } from '../features/ports';
import { createInsightsAnalytics } from '../services/analytics';
import { documentViewport, mathRandom, systemClock, windowOpener } from '../services/browserPorts';
import { createFirebaseAuth } from '../services/firebase/firebaseAuth';
import { createFirebaseClient } from '../services/firebase/firebaseClient';
import type { FirebaseClient } from '../services/firebase/firebaseClient';
import {
  createFirestoreMessageStore,
  createFirestoreUserStore,
} from '../services/firebase/firestoreStores';
import { createDraftStore } from '../services/draftStore';
import { createFormService } from '../services/formService';
import { createScriptLoader } from '../services/scriptLoader';
import { createSessionStore } from '../services/sessionStore';
import { createSubmissionStore } from '../services/submissionStore';
import { hotToastNotifier } from '../services/toastNotifier';

/** "Delete my account" is rare: its adapter loads with its first call, not with the page. */
function deferredAccount(firebase: FirebaseClient): AccountPort {
  const adapter = () =>
    import(/* webpackChunkName: "account" */ '../services/firebase/firebaseAccount').then(
      ({ createFirebaseAccount }) => createFirebaseAccount(firebase),
    );
  return {
    deleteProfile: async (uid) => (await adapter()).deleteProfile(uid),
    deleteSignedInAccount: async () => (await adapter()).deleteSignedInAccount(),
    reauthenticate: async () => (await adapter()).reauthenticate(),
  };
}

/**
 * The composition root: the one place that picks an adapter for every port.
 * Real Firebase when a project is configured, the emulators otherwise (this build's
 * config.ts); the texts are the page's own (pageTexts.ts).
 */
export function createServices(texts: PageCatalogue, config: AppConfig = appConfig): Services {
  const firebase = createFirebaseClient(config.firebase, config.emulators, config.appCheckSiteKey);
  const scripts = createScriptLoader();
  return {
    auth: createFirebaseAuth(firebase),
    account: deferredAccount(firebase),
    userStore: createFirestoreUserStore(firebase),
    messageStore: createFirestoreMessageStore(firebase),
    formService: createFormService(config.form),
    submissionStore: createSubmissionStore(),
    sessionStore: createSessionStore(),
    draftStore: createDraftStore(),
    analytics: createInsightsAnalytics(config.analyticsSrc, scripts),
    scripts,
    opener: windowOpener,
    viewport: documentViewport,
    settings: { googleClientId: config.googleClientId },
    notifier: hotToastNotifier,
    clock: systemClock,
    random: mathRandom,
    texts,
  };
}
