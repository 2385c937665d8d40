import type { SessionStorePort, StoredAuthUser } from '../features/ports';

export const AUTH_USER_KEY = 'authUser';

function isStoredAuthUser(value: unknown): value is StoredAuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.email === 'string' &&
    record.email !== '' &&
    record.value === true &&
    typeof record.displayName === 'string' &&
    typeof record.photoURL === 'string'
  );
}

/** authUser in local storage. A broken or partial record reads as signed out. */
export function createSessionStore(
  storage: () => Storage = () => window.localStorage,
): SessionStorePort {
  /** This tab has read or written a record: its absence later means another tab removed it. */
  let kept = false;
  const read = (): StoredAuthUser | null => {
    const raw = storage().getItem(AUTH_USER_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredAuthUser(parsed)) return null;
    // Only the four fields of the record reach the state, whatever else is stored.
    const { email, displayName, photoURL } = parsed;
    return { email, value: true, displayName, photoURL };
  };
  return {
    load() {
      try {
        const user = read();
        kept ||= user !== null;
        return user;
      } catch {
        return null;
      }
    },
    save(user) {
      try {
        storage().setItem(AUTH_USER_KEY, JSON.stringify(user));
        kept = true;
      } catch (error) {
        kept = false;
        console.warn('Could not remember the sign-in in local storage.', error);
      }
    },
    changedElsewhere(email) {
      if (!kept) return false;
      try {
        return read()?.email !== email;
      } catch {
        return false;
      }
    },
    clear() {
      try {
        storage().removeItem(AUTH_USER_KEY);
      } catch (error) {
        console.warn('Could not clear the stored sign-in.', error);
      }
    },
  };
}
