import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import type { PreloadedAppState } from '../../src/app/store';
import type { ContactSubmission, SubmissionStorePort } from '../../src/features/ports';
import { createFormService } from '../../src/services/formService';
import { createSessionStore } from '../../src/services/sessionStore';
import { createSubmissionStore } from '../../src/services/submissionStore';
import { sampleGoogleUser } from '../support/fakeServices';
import { createTestStore } from '../support/testStore';
import type { PortCallName } from '../support/testStore';

export type Reply = (response: ServerResponse) => void;

export const json =
  (status: number, body: unknown): Reply =>
  (response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

export const text =
  (status: number, body: string, type = 'text/html'): Reply =>
  (response) => {
    response.writeHead(status, { 'Content-Type': type });
    response.end(body);
  };

/** The stand-in for the third-party form service: a real HTTP server on 127.0.0.1. */
export class FormServer {
  private server: Server | null = null;
  base = '';
  /** Parsed JSON bodies of the POSTs received, in order. */
  received: Record<string, string>[] = [];
  reply: Reply = json(200, { success: true, message: 'Email sent' });
  /** Responses held back by a reply that does not answer at once. */
  held: ServerResponse[] = [];

  async start() {
    this.server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        this.received.push(JSON.parse(body) as Record<string, string>);
        this.reply(response);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reset() {
    this.received = [];
    this.held = [];
    this.reply = json(200, { success: true, message: 'Email sent' });
  }

  /** Resolves once `count` requests are held: a busy machine may take its time to send them. */
  async requestsHeld(count: number) {
    while (this.held.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /** Answers every held request with success. */
  release() {
    this.held.splice(0).forEach((response) => json(200, { success: true })(response));
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** A port on 127.0.0.1 that nothing listens on. */
export async function refusedEndpoint() {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}`;
}

export interface RigOptions {
  server: FormServer;
  preloadedState?: PreloadedAppState;
  /** Omitted: a store with no IndexedDB at all (as in Node). */
  indexedDB?: IDBFactory;
  /**
   * The submission store's bound on a read or write, in wall time. Not the adapter's 3 s by
   * default: a rig's first send loads Dexie, and in a unit worker starved by the browser suite
   * that took longer (2026-12-04), so the counter counted as unreadable and was not written.
   * Tests of the bound set a short one on a database that never answers.
   */
  idbTimeoutMs?: number;
  formTimeoutMs?: number;
  /** Where localStorage comes from; defaults to a fresh jsdom window's. */
  storage?: () => Storage;
}

/** The calls the matrix asserts, in the order they happen: every method of these ports. */
const FAULT_CALLS = [
  'auth.signInWithGoogle',
  'auth.currentUser',
  'auth.redirectResult',
  'auth.signOut',
  'userStore.mergeUser',
  'messageStore.readLimit',
  'messageStore.grantSlot',
  'messageStore.addMessage',
  'formService.submit',
  'submissionStore.read',
  'submissionStore.write',
  'sessionStore.load',
  'sessionStore.save',
  'sessionStore.clear',
] as const satisfies readonly PortCallName[];

/**
 * The test store on the real form service (HTTP), submission store (IndexedDB) and session
 * store (jsdom localStorage); the Firebase ports stay the in-memory fakes.
 */
export function faultRig(options: RigOptions) {
  const dom = new JSDOM('', { url: 'http://127.0.0.1/' });
  const storage = options.storage ?? (() => dom.window.localStorage);
  // What can change between sends: the endpoint (connection refused, then back), the form
  // service's timeout (a short one for the silent service, the default for what follows) and
  // the submission store's bound (a short one while the database is blocked, then the rig's).
  const rig = {
    endpoint: options.server.base,
    formTimeoutMs: options.formTimeoutMs,
    idbTimeoutMs: options.idbTimeoutMs,
  };
  // One store per bound, each opening the database itself, as a page's adapter does.
  const stores = new Map<number, SubmissionStorePort>();
  const submissionStore = () => {
    const bound = rig.idbTimeoutMs ?? 60_000;
    let store = stores.get(bound);
    if (!store) {
      store = createSubmissionStore(options.indexedDB, bound);
      stores.set(bound, store);
    }
    return store;
  };
  const harness = createTestStore({
    preloadedState: options.preloadedState,
    logged: FAULT_CALLS,
    services: {
      formService: {
        submit: (submission: ContactSubmission) =>
          createFormService({
            endpoint: rig.endpoint,
            accessKey: 'key-123',
            timeoutMs: rig.formTimeoutMs,
          }).submit(submission),
      },
      submissionStore: {
        read: () => submissionStore().read(),
        write: (record) => submissionStore().write(record),
      },
      sessionStore: createSessionStore(storage),
    },
  });
  return { ...harness, rig, localStorage: dom.window.localStorage };
}

export type FaultRig = ReturnType<typeof faultRig>;

export { sampleGoogleUser };
