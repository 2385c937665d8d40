import type { AppConfig } from '../../src/config';

/**
 * The security headers the hosting sends (firebase.json) and the preview server copies.
 * The Content-Security-Policy lists only the origins the app really talks to, which
 * follow from the build configuration.
 */

const originOf = (url: string) => new URL(url).origin;

/**
 * Google identity script (behaviour.md §7 call 5) and the gapi loader Firebase's popup sign-in
 * uses.
 */
const GOOGLE_SCRIPT_ORIGINS = ['https://apis.google.com', 'https://accounts.google.com'];
/** Firebase Auth's REST endpoints and Firestore's. */
const FIREBASE_API_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];
/** reCAPTCHA Enterprise, App Check's provider, and App Check's token exchange. */
const APP_CHECK = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com'],
};
/** Google profile photos shown in the contact section. */
const PROFILE_PHOTO_ORIGINS = ['https://*.googleusercontent.com'];

export function contentSecurityPolicy(config: AppConfig, inlineScriptHashes: string[]): string {
  const emulatorOrigins = config.emulators
    ? [
        `http://${config.emulators.host}:${config.emulators.authPort}`,
        `http://${config.emulators.host}:${config.emulators.firestorePort}`,
      ]
    : [];
  const analytics =
    config.analyticsSrc && /^https?:\/\//.test(config.analyticsSrc)
      ? [originOf(config.analyticsSrc)]
      : [];
  // Firebase's sign-in helper iframe lives on the auth domain (the Auth emulator locally).
  const authFrames = config.emulators
    ? [emulatorOrigins[0]]
    : [`https://${config.firebase.authDomain}`, 'https://accounts.google.com'];

  const appCheck = config.appCheckSiteKey ? APP_CHECK : { scripts: [], frames: [], connect: [] };

  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inlineScriptHashes,
      ...GOOGLE_SCRIPT_ORIGINS,
      ...analytics,
      ...appCheck.scripts,
    ],
    // styled-components and react-hot-toast insert <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...PROFILE_PHOTO_ORIGINS],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(config.emulators ? emulatorOrigins : FIREBASE_API_ORIGINS),
      originOf(config.form.endpoint),
      ...analytics,
      ...appCheck.connect,
    ],
    'frame-src': [...authFrames, ...appCheck.frames],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(
  config: AppConfig,
  inlineScriptHashes: string[],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, inlineScriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // Firebase's popup sign-in needs its opener: keep the popup able to talk back.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** The inline-script hashes the build wrote beside the page. */
export function readInlineScriptHashes(cspHashesJson: string): string[] {
  const parsed: unknown = JSON.parse(cspHashesJson);
  const hashes = (parsed as { 'script-src'?: unknown })['script-src'];
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string')) {
    throw new Error('csp-hashes.json has no "script-src" list of hashes.');
  }
  return hashes;
}
