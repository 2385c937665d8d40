import type { PageCatalogue } from '../content/catalogue';
import type { Toast } from './ui/uiSlice';

/**
 * The outside world as the features see it. Thunks reach these through
 * `thunkAPI.extra`; adapters in services/ implement them, and tests pass
 * in-memory fakes. Nothing here may import from services/.
 */

/** What the identity provider tells us about a signed-in Google account. */
export interface GoogleProfile {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

export interface AuthPort {
  /**
   * Google sign-in with the e-mail and profile scopes, in a popup; when the browser blocks
   * the popup, by a redirect to Google instead: then it resolves 'redirecting' as the page
   * leaves, and redirectResult() has the account when the page comes back.
   * Rejects when it fails.
   */
  signInWithGoogle(): Promise<GoogleProfile | 'redirecting'>;
  /** The account a redirect sign-in brought back to this page load, or null. */
  redirectResult(): Promise<GoogleProfile | null>;
  /** The provider's signed-in user once its session is restored, or null. */
  currentUser(): Promise<GoogleProfile | null>;
  /**
   * Calls `listener` with the provider's signed-in user (or null) now and whenever it changes,
   * in this tab or another tab of the site. Returns what stops it.
   */
  watchAccount(listener: (user: GoogleProfile | null) => void): () => void;
  signOut(): Promise<void>;
}

/** What deleting the signed-in Firebase account answered. */
export type AccountDeletion = 'deleted' | 'recent-sign-in-required';

/** "Delete my account": the visitor's profile and their sign-in account. */
export interface AccountPort {
  /** Deletes users/{uid}; rejects when the server refuses or cannot be reached. */
  deleteProfile(uid: string): Promise<void>;
  /**
   * Deletes the signed-in account (the provider signs it out). 'recent-sign-in-required':
   * the provider wants a fresh sign-in first. Rejects on other failures or when nobody is
   * signed in.
   */
  deleteSignedInAccount(): Promise<AccountDeletion>;
  /** Signs the same account in again (a Google popup); rejects if closed or another account. */
  reauthenticate(): Promise<void>;
}

/** users/{uid}, written with merge (firestore.rules add the server's time of the write). */
export interface UserDocument {
  name: string;
  email: string;
  photoURL: string;
  /** ISO time. */
  lastLogin: string;
}

export interface UserStorePort {
  /** Rejects when the write fails or the rules refuse it (one write a minute per account). */
  mergeUser(uid: string, doc: UserDocument): Promise<void>;
}

/** messages/{epoch ms as text}. */
export interface MessageDocument {
  userId: string;
  name: string;
  email: string;
  message: string;
  /** ISO time. */
  timestamp: string;
}

/** limits/{verified e-mail}: the account's slots (one per send) in its current 24 h window. */
export interface AccountLimitRecord {
  count: number;
  /** Epoch ms the window started, by the server's clock. */
  windowStart: number;
}

/** How a slot moves the account's limits record (firestore.rules checks the move). */
export type LimitMove = 'open-window' | 'count-in-window';

/** A slot the server granted: the page may now send one e-mail and record its message. */
export interface SlotGrant {
  /** The record as the server now holds it. */
  record: AccountLimitRecord;
  /** The server's time of the grant, epoch ms: the page's own clock may be wrong. */
  grantedAt: number;
}

/** 'refused': the rules said no (the limit, a window we misjudged, an id already taken). */
export type MessageWriteResult = 'written' | 'refused';

export interface MessageStorePort {
  /** The account's limits record, or null when it has none. Rejects when unreadable. */
  readLimit(email: string): Promise<AccountLimitRecord | null>;
  /**
   * Takes the next slot of limits/{email}, then reads the record back for the server's time.
   * `expireAt` (epoch ms) is when a new window's record may be deleted (a TTL policy).
   * 'refused' when the rules said no; rejects on other errors (network, quota).
   */
  grantSlot(email: string, move: LimitMove, expireAt: number): Promise<SlotGrant | 'refused'>;
  /**
   * messages/{id}, spending the slot of limits/{doc.email} in the same batch, so both land or
   * neither. Rejects on errors other than the rules' refusal (network, quota).
   */
  addMessage(id: string, doc: MessageDocument): Promise<MessageWriteResult>;
}

/** What the visitor sends; the adapter adds the service's access key. */
export interface ContactSubmission {
  message: string;
  authenticatedEmail: string;
  authenticatedName: string;
}

/** The form service's answer: only `success` drives behaviour. */
export interface FormServiceAnswer {
  success: boolean;
  message?: string;
}

export interface FormServicePort {
  /** POST {endpoint}/submit. Rejects on network errors, non-JSON or a body without `success`. */
  submit(submission: ContactSubmission): Promise<FormServiceAnswer>;
}

/** The one record of the emailDB / globalSubmissions store. */
export interface SubmissionRecord {
  id: 'submissionCount';
  count: number;
  /** Epoch ms of the start of the current 24 h window. */
  timestamp: number;
}

export type SubmissionRead =
  { kind: 'record'; record: SubmissionRecord } | { kind: 'empty' } | { kind: 'missing-store' };

export interface SubmissionStorePort {
  /** Rejects when the database cannot be opened or read. */
  read(): Promise<SubmissionRead>;
  write(record: SubmissionRecord): Promise<void>;
}

/** The `authUser` record in the browser's local storage. */
export interface StoredAuthUser {
  email: string;
  value: true;
  displayName: string;
  photoURL: string;
}

export interface SessionStorePort {
  /** The stored record, or null when absent or unreadable. */
  load(): StoredAuthUser | null;
  save(user: StoredAuthUser): void;
  clear(): void;
  /**
   * Whether another tab of the site has signed out, or in as another account, since this tab
   * kept the record: it is gone or names another e-mail. False when storage cannot tell.
   */
  changedElsewhere(email: string): boolean;
}

/** The message being written, kept for this tab (a reload, a sign-in's redirect). */
export interface DraftStorePort {
  /** The kept text, or '' when there is none or it cannot be read. */
  load(): string;
  /** Keeps the text; '' forgets it. */
  save(text: string): void;
}

export interface AnalyticsPort {
  /** Loads the analytics script once; failures are logged, never thrown. */
  start(): Promise<void>;
  pageView(route: string, path: string): void;
}

export interface ScriptLoaderPort {
  /** Adds a <script> once per URL; rejects when it fails to load. */
  load(src: string): Promise<void>;
}

export interface OpenerPort {
  /** Opens the URL in a new tab; false when the browser blocked the new window. */
  openInNewTab(url: string): boolean;
}

export interface ViewportPort {
  /** Scrolls the element with this id into view (smoothly unless reduced motion is asked for). */
  scrollToSection(id: string): void;
}

/** Deployment facts the flows need to know. */
export interface SiteSettings {
  /** Google identity client id; null: the identity script is not loaded. */
  googleClientId: string | null;
}

/** Shows a toast the state has recorded (see ui/toastShown). */
export interface NotifierPort {
  show(toast: Toast): void;
}

export interface ClockPort {
  now(): number;
  /**
   * Resolves after `ms`. With a signal, an abort clears the timer and rejects with the
   * signal's reason, so a wait that no longer matters leaves nothing behind.
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface RandomPort {
  /** A number in [0, 1). */
  next(): number;
}

export interface Services {
  auth: AuthPort;
  account: AccountPort;
  userStore: UserStorePort;
  messageStore: MessageStorePort;
  formService: FormServicePort;
  submissionStore: SubmissionStorePort;
  sessionStore: SessionStorePort;
  draftStore: DraftStorePort;
  analytics: AnalyticsPort;
  scripts: ScriptLoaderPort;
  opener: OpenerPort;
  viewport: ViewportPort;
  settings: SiteSettings;
  notifier: NotifierPort;
  clock: ClockPort;
  random: RandomPort;
  /**
   * The page's texts, in its language (`ui.language`): what the toasts say. The composition
   * root passes the catalogue the build wrote into the page; tests pass the sample's
   * (__tests__/support/sample.ts).
   */
  texts: PageCatalogue;
}
