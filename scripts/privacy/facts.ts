import type { AppConfig } from '../../src/config';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';
import { SUBMISSION_LIMIT } from '../../src/features/rateLimit/rateLimitRules';
import { DRAFT_KEY } from '../../src/services/draftStore';
import { REDIRECT_PENDING_KEY } from '../../src/services/firebase/firebaseAuth';
import { AUTH_USER_KEY } from '../../src/services/sessionStore';
import { SUBMISSION_DB_NAME } from '../../src/services/submissionDatabase';
import { PERSIST_STORAGE_KEY } from '../../src/startup/storedTheme';

/**
 * The facts of the privacy notice: what the site keeps, where, and which services receive it,
 * taken from the code and this build's settings. The words around them are the catalogues'
 * (`privacy`); a fact that changes here changes the notice in the same build.
 */

type FieldName = keyof Catalogue['privacy']['fields'];

/** A Firestore record the site writes, field by field (firestore.rules bounds each). */
export interface StoredRecord {
  /** Which of the catalogue's texts describe it: `<key>Heading`, `<key>Where`, `<key>Why`. */
  key: 'profile' | 'messages' | 'limits';
  collection: string;
  /** The document's path as the notice shows it. */
  path: string;
  fields: FieldName[];
}

export const STORED_RECORDS: StoredRecord[] = [
  {
    key: 'profile',
    collection: 'users',
    path: 'users/{uid}',
    fields: ['name', 'email', 'photoURL', 'lastLogin', 'writtenAt'],
  },
  {
    key: 'messages',
    collection: 'messages',
    path: 'messages/{id}',
    fields: ['userId', 'name', 'email', 'message', 'timestamp'],
  },
  {
    // Keyed by the verified e-mail, so deleting an account does not reset the limit; expireAt
    // is the TTL field of firestore.indexes.json.
    key: 'limits',
    collection: 'limits',
    path: 'limits/{e-mail}',
    fields: ['count', 'windowStart', 'slotAt', 'messageId', 'expireAt'],
  },
];

type StorageKey = keyof Catalogue['privacy']['storage'];

/** Where in the browser a thing is kept: the catalogue's word for the place. */
export type StoragePlace = 'localStorage' | 'sessionStorage' | 'indexedDb';

export interface BrowserItem {
  key: StorageKey;
  /** The key or database name, as the browser's developer tools show it. */
  name: string;
  place: StoragePlace;
}

export const BROWSER_ITEMS: BrowserItem[] = [
  { key: 'authUser', name: AUTH_USER_KEY, place: 'localStorage' },
  // Firebase Auth's own persistence (getAuth's default, IndexedDB).
  { key: 'firebaseSession', name: 'firebaseLocalStorageDb', place: 'indexedDb' },
  { key: 'emailDB', name: SUBMISSION_DB_NAME, place: 'indexedDb' },
  { key: 'draft', name: DRAFT_KEY, place: 'sessionStorage' },
  { key: 'redirect', name: REDIRECT_PENDING_KEY, place: 'sessionStorage' },
  { key: 'theme', name: PERSIST_STORAGE_KEY, place: 'localStorage' },
];

/** What this build's settings say about who receives a visitor's data. */
export interface PrivacyFacts {
  /** The owner's address for data requests (site.yaml's e-mail, without `mailto:`). */
  ownerEmail: string;
  /** Where the form service is (FORM_ENDPOINT's host). */
  formService: string;
  /** Where the analytics script comes from (ANALYTICS_SRC's host); null: no analytics. */
  analytics: string | null;
  /** App Check with reCAPTCHA Enterprise is on (APP_CHECK_SITE_KEY). */
  appCheck: boolean;
  /** Messages per account in 24 h. */
  limit: number;
}

const hostOf = (address: string, base: string) => new URL(address, base).host;

export function privacyFacts(config: AppConfig, owner: OwnerContent): PrivacyFacts {
  return {
    ownerEmail: owner.email.replace(/^mailto:/, ''),
    formService: hostOf(config.form.endpoint, owner.site.url),
    analytics: config.analyticsSrc ? hostOf(config.analyticsSrc, owner.site.url) : null,
    appCheck: config.appCheckSiteKey !== null,
    limit: SUBMISSION_LIMIT,
  };
}
