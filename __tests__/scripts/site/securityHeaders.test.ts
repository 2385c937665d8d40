import {
  contentSecurityPolicy,
  readInlineScriptHashes,
  securityHeaders,
} from '../../../scripts/site/securityHeaders';
import { readConfig } from '../../../src/config';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const hashes = ["'sha256-abc='"];

describe('security headers', () => {
  it('lets a real project talk only to Firebase, Google sign-in and its form service', () => {
    const config = readConfig({
      FIREBASE_PROJECT_ID: 'site',
      FIREBASE_AUTH_DOMAIN: 'site.firebaseapp.com',
      FORM_ENDPOINT: 'https://forms.example.com/api',
    });
    const csp = directives(contentSecurityPolicy(config, hashes));
    expect(csp['script-src']).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://apis.google.com',
      'https://accounts.google.com',
    ]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://forms.example.com',
    ]);
    expect(csp['frame-src']).toEqual([
      'https://site.firebaseapp.com',
      'https://accounts.google.com',
    ]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toContain('127.0.0.1');
  });

  it('lets the local stack talk to the emulators and the inbox, and nothing outside', () => {
    const csp = directives(contentSecurityPolicy(readConfig({}), hashes));
    expect(csp['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:9099',
      'http://127.0.0.1:8080',
      'http://127.0.0.1:8787',
    ]);
    expect(csp['frame-src']).toEqual(['http://127.0.0.1:9099']);
  });

  it('adds an analytics origin only when the script is on another origin', () => {
    const outside = readConfig({ ANALYTICS_SRC: 'https://insights.example.com/script.js' });
    const sameOrigin = readConfig({ ANALYTICS_SRC: '/_vercel/insights/script.js' });
    expect(directives(contentSecurityPolicy(outside, []))['script-src']).toContain(
      'https://insights.example.com',
    );
    expect(directives(contentSecurityPolicy(sameOrigin, []))['script-src']).toEqual([
      "'self'",
      'https://apis.google.com',
      'https://accounts.google.com',
    ]);
  });

  it('allows reCAPTCHA and the App Check exchange only when an App Check key is set', () => {
    const hosted = {
      FIREBASE_PROJECT_ID: 'site',
      FIREBASE_AUTH_DOMAIN: 'site.firebaseapp.com',
      FORM_ENDPOINT: 'https://forms.example.com/api',
    };
    const withKey = directives(
      contentSecurityPolicy(readConfig({ ...hosted, APP_CHECK_SITE_KEY: 'site-key' }), hashes),
    );
    const without = directives(contentSecurityPolicy(readConfig(hosted), hashes));
    expect(withKey['script-src']).toEqual([
      ...without['script-src'],
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(withKey['frame-src']).toEqual([
      ...without['frame-src'],
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(withKey['connect-src']).toEqual([
      ...without['connect-src'],
      'https://content-firebaseappcheck.googleapis.com',
    ]);
    expect(JSON.stringify(without)).not.toContain('recaptcha');
  });

  it('never starts App Check against the emulators, which do not enforce it', () => {
    const local = readConfig({ APP_CHECK_SITE_KEY: 'site-key' });
    expect(local.appCheckSiteKey).toBeNull();
    expect(JSON.stringify(directives(contentSecurityPolicy(local, hashes)))).not.toContain(
      'recaptcha',
    );
  });

  it('sends the hardening headers with the policy', () => {
    expect(securityHeaders(readConfig({}), hashes)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': expect.stringContaining('max-age='),
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('reads the build’s hash list and refuses anything else', () => {
    expect(readInlineScriptHashes('{"script-src":["\'sha256-x=\'"]}')).toEqual(["'sha256-x='"]);
    expect(() => readInlineScriptHashes('{"script-src":"nope"}')).toThrow('script-src');
  });
});
