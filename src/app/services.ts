import { appConfig } from '../config';
import type { AppConfig } from '../config';
import type { PageCatalogue } from '../content/locales/en';
import type { Services } from '../features/ports';
import { createInsightsAnalytics } from '../services/analytics';
import { documentViewport, mathRandom, systemClock, windowOpener } from '../services/browserPorts';
import { createFirebaseAccount } from '../services/firebase/firebaseAccount';
import { createFirebaseAuth } from '../services/firebase/firebaseAuth';
import { createFirebaseClient } from '../services/firebase/firebaseClient';
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
    account: createFirebaseAccount(firebase),
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
