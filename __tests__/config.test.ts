import { LOCAL_INBOX_ACCESS_KEY, readConfig } from '../src/config';

describe('readConfig', () => {
  it('runs the local stack when no Firebase project is configured', () => {
    const config = readConfig({});
    expect(config.localStack).toBe(true);
    expect(config.firebase.projectId).toMatch(/^demo-/);
    expect(config.emulators).toEqual({ host: '127.0.0.1', authPort: 9099, firestorePort: 8080 });
    expect(config.form).toEqual({
      endpoint: 'http://127.0.0.1:8787',
      accessKey: LOCAL_INBOX_ACCESS_KEY,
    });
    expect(config.googleClientId).toBeNull();
  });

  it('uses the configured project and never the emulators', () => {
    const config = readConfig({
      FIREBASE_PROJECT_ID: 'my-site',
      FIREBASE_API_KEY: 'key',
      FIREBASE_AUTH_DOMAIN: 'my-site.firebaseapp.com',
      FORM_ENDPOINT: 'https://forms.example.com',
      FORM_ACCESS_KEY: 'abc',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    });
    expect(config.localStack).toBe(false);
    expect(config.emulators).toBeNull();
    expect(config.firebase).toMatchObject({ projectId: 'my-site', apiKey: 'key' });
    expect(config.form).toEqual({ endpoint: 'https://forms.example.com', accessKey: 'abc' });
    expect(config.googleClientId).toBe('client.apps.googleusercontent.com');
  });

  it('moves the local ports when asked', () => {
    const config = readConfig({
      AUTH_EMULATOR_PORT: '9199',
      INBOX_PORT: '9787',
      FIRESTORE_EMULATOR_PORT: 'x',
    });
    expect(config.emulators).toMatchObject({ authPort: 9199, firestorePort: 8080 });
    expect(config.form.endpoint).toBe('http://127.0.0.1:9787');
  });
});
