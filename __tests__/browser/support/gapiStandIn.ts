/**
 * A stand-in for https://apis.google.com/js/api.js, written for these tests: just the part
 * of gapi that firebase/auth uses against the Auth emulator. The same script runs in two
 * places: in the app (which opens the emulator's helper iframe) and in that iframe (which
 * talks back to its parent). Both sides speak a small request/reply protocol over
 * postMessage. The function is serialised and sent as the script's body, so it must not
 * use anything from its module.
 */
export function gapiStandIn(): void {
  const TAG = '__gapiStandIn';
  type Handler = (data: unknown) => unknown;
  type Callback = (results: unknown[]) => void;
  interface Envelope {
    [TAG]: true;
    kind: 'ready' | 'call' | 'reply';
    id?: number;
    type?: string;
    data?: unknown;
    results?: unknown[];
  }
  const win = window as unknown as Record<string, unknown>;

  // Exceptions in a caller's callback stay with that callback, as a real message bus would keep them.
  const quietly = (run: () => void) => {
    try {
      run();
    } catch (error) {
      console.warn('gapi stand-in: a callback threw', error);
    }
  };

  /** One side of a frame-to-frame link: register handlers, send calls, get replies. */
  class Channel {
    private readonly handlers = new Map<string, Handler>();
    // Calls that arrive before their handler is registered wait for it.
    private readonly waiting = new Map<string, Envelope[]>();
    private readonly pending = new Map<number, Callback>();
    private nextId = 1;
    private readyCallbacks: (() => void)[] = [];
    private isReady = false;

    constructor(private readonly peer: () => Window | null) {}

    post(envelope: Omit<Envelope, typeof TAG>) {
      this.peer()?.postMessage({ [TAG]: true, ...envelope }, '*');
    }

    register(type: string, handler: Handler) {
      this.handlers.set(type, handler);
      const queued = this.waiting.get(type) ?? [];
      this.waiting.delete(type);
      queued.forEach((call) => this.answer(call));
    }

    send(type: string, data: unknown, callback?: Callback) {
      const id = this.nextId++;
      if (callback) this.pending.set(id, callback);
      this.post({ kind: 'call', id, type, data });
    }

    whenReady(): Promise<void> {
      if (this.isReady) return Promise.resolve();
      return new Promise((resolve) => this.readyCallbacks.push(resolve));
    }

    receive(envelope: Envelope) {
      if (envelope.kind === 'ready') {
        this.isReady = true;
        this.readyCallbacks.splice(0).forEach((resolve) => resolve());
      } else if (envelope.kind === 'call') {
        if (this.handlers.has(envelope.type ?? '')) this.answer(envelope);
        else
          this.waiting.set(envelope.type ?? '', [
            ...(this.waiting.get(envelope.type ?? '') ?? []),
            envelope,
          ]);
      } else {
        const callback = this.pending.get(envelope.id ?? 0);
        this.pending.delete(envelope.id ?? 0);
        if (callback) quietly(() => callback(envelope.results ?? []));
      }
    }

    private answer(call: Envelope) {
      const handler = this.handlers.get(call.type ?? '');
      let results: unknown[] = [];
      if (handler) quietly(() => (results = [handler(call.data)]));
      this.post({ kind: 'reply', id: call.id, results });
    }
  }

  const listen = (from: () => Window | null, channel: Channel) =>
    window.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as Envelope | null;
      if (event.source === from() && data && typeof data === 'object' && data[TAG]) {
        channel.receive(data);
      }
    });

  interface OpenOptions {
    where: HTMLElement;
    url: string;
    attributes?: Record<string, unknown>;
  }

  /** The parent's handle on an iframe it opened (the app side). */
  function open(options: OpenOptions, onOpen?: (iframe: unknown) => unknown): Promise<unknown> {
    const element = document.createElement('iframe');
    for (const [name, value] of Object.entries(options.attributes ?? {})) {
      if (name === 'style') Object.assign(element.style, value);
      else element.setAttribute(name, String(value));
    }
    const channel = new Channel(() => element.contentWindow);
    listen(() => element.contentWindow, channel);
    element.src = options.url;
    options.where.appendChild(element);
    const handle = {
      register: (type: string, handler: Handler) => channel.register(type, handler),
      send: (type: string, data: unknown, callback?: Callback) =>
        channel.send(type, data, callback),
      restyle: () => Promise.resolve(),
      ping: (callback?: () => void) =>
        channel.whenReady().then(() => {
          if (callback) quietly(callback);
        }),
    };
    return Promise.resolve(onOpen ? onOpen(handle) : handle);
  }

  let parentChannel: Channel | null = null;
  /** The iframe's handle on its parent (the emulator's helper page side). */
  function getParentIframe() {
    if (!parentChannel) {
      const channel = new Channel(() => window.parent);
      listen(() => window.parent, channel);
      channel.post({ kind: 'ready' });
      parentChannel = channel;
    }
    const channel = parentChannel;
    return {
      register: (type: string, handler: Handler) => channel.register(type, handler),
      send: (type: string, data: unknown, callback?: Callback) =>
        channel.send(type, data, callback),
    };
  }

  const context = { open, getParentIframe };
  win.gapi = {
    load(_module: string, then: (() => void) | { callback: () => void }) {
      const callback = typeof then === 'function' ? then : then.callback;
      setTimeout(callback, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
      getContext: () => context,
    },
  };

  // The loader's two ways of saying it is ready: ?onload=<name> (the SDK) and gapi_onload (the iframe).
  const source = (document.currentScript as HTMLScriptElement | null)?.src;
  const onloadName = source ? new URL(source).searchParams.get('onload') : null;
  setTimeout(() => {
    const named = onloadName ? win[onloadName] : undefined;
    if (typeof named === 'function') named();
    if (typeof win.gapi_onload === 'function') win.gapi_onload();
  }, 0);
}

/** The stand-in's body as served to the browser. */
export const GAPI_STAND_IN_SCRIPT = `(${gapiStandIn.toString()})();`;
