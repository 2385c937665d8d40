import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '../../scripts/prerender/injectPrerender';
import { readInlineScriptHashes } from '../../scripts/site/securityHeaders';
import { DIST, readStackState, ROOT } from './support/stackState';

const stack = readStackState();

function hostingHeaders(): Record<string, string> {
  const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const rule = firebaseJson.hosting.headers.find((r: { source: string }) => r.source === '**');
  return Object.fromEntries(
    rule.headers.map(({ key, value }: { key: string; value: string }) => [key, value]),
  );
}

const buildHashes = () =>
  readInlineScriptHashes(readFileSync(path.join(DIST, 'csp-hashes.json'), 'utf8'));

/** Text files of the build that a visitor downloads. */
function shippedFiles(): { file: string; text: string }[] {
  const files: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|html|json|txt|xml)$/.test(entry.name)) {
        files.push({ file: path.relative(DIST, full), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(DIST);
  return files;
}

/** Shapes of credentials that must never reach a browser. */
const SECRET_SHAPES: [string, RegExp][] = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['service account', /"type":\s*"service_account"/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
  ['Slack token', /\bxox[abposr]-[A-Za-z0-9-]{10,}/],
  ['Stripe secret key', /\b[sr]k_live_[A-Za-z0-9]{16,}/],
  ['Google OAuth client secret', /\bGOCSPX-[A-Za-z0-9_-]{20,}/],
];

describe('the hosting’s security', () => {
  it("every language's page runs only inline scripts the CSP allows, the same on each", async () => {
    const hashes = buildHashes();
    const pageHashes = (page: string) =>
      inlineScriptHashes(readFileSync(path.join(DIST, page), 'utf8')).sort();
    expect(pageHashes('hi/index.html')).toEqual(pageHashes('index.html'));
    // The privacy notices carry one script of their own (the stored theme).
    expect(pageHashes('privacy/index.html')).toEqual(pageHashes('hi/privacy/index.html'));
    const shipped = new Set([...pageHashes('index.html'), ...pageHashes('privacy/index.html')]);
    expect([...shipped].sort()).toEqual([...hashes].sort());
    const csp = (await fetch(new URL('/hi/', stack.web))).headers.get('content-security-policy');
    for (const hash of hashes) expect(csp).toContain(hash);
  });

  it('the Hosting emulator sends the hosting headers with a CSP for the local stack', async () => {
    const response = await fetch(stack.web);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    for (const hash of buildHashes()) expect(csp).toContain(hash);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('firebase.json allows exactly the inline scripts this build ships', () => {
    const csp = hostingHeaders()['Content-Security-Policy'];
    const allowed = csp.match(/'sha256-[^']+'/g) ?? [];
    expect(allowed.sort()).toEqual(buildHashes().sort());
    expect(csp).not.toContain('127.0.0.1');
    expect(hostingHeaders()['X-Frame-Options']).toBe('DENY');
  });

  it('ships no credential beyond the public web config and form key', () => {
    const found = shippedFiles().flatMap(({ file, text }) =>
      SECRET_SHAPES.filter(([, shape]) => shape.test(text)).map(([name]) => `${name} in ${file}`),
    );
    expect(found).toEqual([]);
  });

  it.each(['index.html', 'hi/index.html'])(
    '%s opens every new tab without an opener or a referrer',
    (page) => {
      const html = readFileSync(path.join(DIST, page), 'utf8');
      const blankTargets = [...html.matchAll(/<a\b[^>]*target="?_blank"?[^>]*>/g)].map((m) => m[0]);
      expect(blankTargets.length).toBeGreaterThan(0);
      for (const tag of blankTargets) expect(tag).toMatch(/rel="?noopener noreferrer"?/);
    },
  );
});
