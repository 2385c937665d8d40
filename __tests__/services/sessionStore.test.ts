import { AUTH_USER_KEY, createSessionStore } from '../../src/services/sessionStore';

const riya = {
  email: 'riya@example.com',
  value: true as const,
  displayName: 'Riya Sen',
  photoURL: 'https://example.com/riya.png',
};

/** A Storage whose every method throws, as in a browser with storage disabled. */
function brokenStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    length: 0,
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
}

beforeEach(() => window.localStorage.clear());

describe('session store (jsdom localStorage)', () => {
  it('saves authUser as JSON under the key authUser and loads it back', () => {
    const store = createSessionStore();
    store.save(riya);
    expect(JSON.parse(window.localStorage.getItem('authUser')!)).toEqual(riya);
    expect(AUTH_USER_KEY).toBe('authUser');
    expect(createSessionStore().load()).toEqual(riya);
  });

  it('reads nothing when no one is signed in', () => {
    expect(createSessionStore().load()).toBeNull();
  });

  it('clears authUser', () => {
    const store = createSessionStore();
    store.save(riya);
    store.clear();
    expect(window.localStorage.getItem('authUser')).toBeNull();
    expect(store.load()).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"email": "riya@example.com", "value": tr'],
    ['an empty string', ''],
    ['null', 'null'],
    ['a number', '42'],
    ['an array', JSON.stringify([riya])],
    ['no e-mail', JSON.stringify({ ...riya, email: undefined })],
    ['an empty e-mail', JSON.stringify({ ...riya, email: '' })],
    ['value false', JSON.stringify({ ...riya, value: false })],
    ['value "true" as text', JSON.stringify({ ...riya, value: 'true' })],
    ['no display name', JSON.stringify({ ...riya, displayName: undefined })],
    ['no photo URL', JSON.stringify({ ...riya, photoURL: undefined })],
    ['a photo URL that is not text', JSON.stringify({ ...riya, photoURL: 7 })],
  ])('reads %s as signed out', (_, raw) => {
    window.localStorage.setItem('authUser', raw);
    expect(createSessionStore().load()).toBeNull();
  });

  it('keeps only the four fields of a record with extra ones', () => {
    window.localStorage.setItem('authUser', JSON.stringify({ ...riya, token: 'secret' }));
    expect(createSessionStore().load()).toEqual(riya);
  });

  describe('with storage that throws', () => {
    beforeEach(() => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });

    it('loads nothing', () => {
      expect(createSessionStore(brokenStorage).load()).toBeNull();
    });

    it('saves and clears without throwing, and says why in the console', () => {
      const store = createSessionStore(brokenStorage);
      expect(() => store.save(riya)).not.toThrow();
      expect(() => store.clear()).not.toThrow();
      expect(console.warn).toHaveBeenCalledTimes(2);
    });

    it('loads nothing when localStorage itself cannot be reached', () => {
      const store = createSessionStore(() => {
        throw new DOMException('Access is denied.', 'SecurityError');
      });
      expect(store.load()).toBeNull();
    });
  });
});

describe('changedElsewhere: a sign-out or another account in another tab', () => {
  it('is true once the record this tab kept is gone or names another e-mail', () => {
    const storage = window.localStorage;
    const store = createSessionStore();
    store.save(riya);
    expect(store.changedElsewhere('riya@example.com')).toBe(false);

    storage.setItem(AUTH_USER_KEY, JSON.stringify({ ...riya, email: 'kabir@example.com' }));
    expect(store.changedElsewhere('riya@example.com')).toBe(true);
    storage.removeItem(AUTH_USER_KEY);
    expect(store.changedElsewhere('riya@example.com')).toBe(true);
  });

  it('cannot tell, so says false, when this tab could not keep the record', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createSessionStore(() => full);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.save(riya);
    expect(store.changedElsewhere('riya@example.com')).toBe(false);
  });
});
