import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { makeStore } from '../../src/app/store';
import type { PreloadedAppState } from '../../src/app/store';
import { messageChanged } from '../../src/features/contactForm/contactFormSlice';
import { sendMessage } from '../../src/features/contactForm/contactFormThunks';
import type { ContactSubmission, GoogleProfile, Services } from '../../src/features/ports';
import { createFormService } from '../../src/services/formService';
import { createSessionStore } from '../../src/services/sessionStore';
import { createSubmissionStore } from '../../src/services/submissionStore';
import { createFakeServices, sampleGoogleUser } from '../support/fakeServices';

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
  idbTimeoutMs?: number;
  formTimeoutMs?: number;
  /** Where localStorage comes from; defaults to a fresh jsdom window's. */
  storage?: () => Storage;
}

/** Methods whose calls the matrix asserts, in the order they happen. */
const LOGGED_PORTS = [
  'auth',
  'userStore',
  'messageStore',
  'formService',
  'submissionStore',
  'sessionStore',
] as const;

/**
 * A real store on the real form service (HTTP), submission store (IndexedDB) and
 * session store (jsdom localStorage); the Firebase ports are the in-memory fakes.
 * Every port call is logged, and each fake can be told to fail.
 */
export function faultRig(options: RigOptions) {
  const fake = createFakeServices();
  const dom = new JSDOM('', { url: 'http://127.0.0.1/' });
  const storage = options.storage ?? (() => dom.window.localStorage);
  const rig = {
    endpoint: options.server.base,
    /** When set, messages/ writes reject with it. */
    messageWriteFault: null as unknown,
    /** When set, the Google popup settles as this says (an error rejects it). */
    signIn: null as null | { error: unknown } | Promise<GoogleProfile>,
  };
  const log: string[] = [];

  const services: Services = {
    ...fake.services,
    auth: {
      ...fake.services.auth,
      async signInWithGoogle() {
        if (rig.signIn instanceof Promise) return rig.signIn;
        if (rig.signIn) throw rig.signIn.error;
        return fake.services.auth.signInWithGoogle();
      },
    },
    messageStore: {
      ...fake.services.messageStore,
      async addMessage(id, doc, move) {
        if (rig.messageWriteFault) throw rig.messageWriteFault;
        return fake.services.messageStore.addMessage(id, doc, move);
      },
    },
    formService: {
      // The endpoint can move between sends (connection refused, then back).
      submit: (submission: ContactSubmission) =>
        createFormService({
          endpoint: rig.endpoint,
          accessKey: 'key-123',
          timeoutMs: options.formTimeoutMs,
        }).submit(submission),
    },
    submissionStore: createSubmissionStore(options.indexedDB, options.idbTimeoutMs),
    sessionStore: createSessionStore(storage),
  };
  const ports = services as unknown as Record<string, Record<string, unknown>>;
  for (const port of LOGGED_PORTS) {
    for (const [method, fn] of Object.entries(ports[port])) {
      if (typeof fn !== 'function') continue;
      ports[port] = {
        ...ports[port],
        [method]: (...args: unknown[]) => {
          log.push(`${port}.${method}`);
          return (fn as (...a: unknown[]) => unknown)(...args);
        },
      };
    }
  }

  const store = makeStore(options.preloadedState, services);
  return {
    ...fake,
    services,
    store,
    log,
    rig,
    localStorage: dom.window.localStorage,
    toasts: () => store.getState().ui.toasts.map((t) => [t.kind, t.message]),
    /** Types `message` and presses Send. */
    send: (message?: string) => {
      if (message !== undefined) store.dispatch(messageChanged(message));
      return store.dispatch(sendMessage());
    },
  };
}

export type FaultRig = ReturnType<typeof faultRig>;

export { sampleGoogleUser };
