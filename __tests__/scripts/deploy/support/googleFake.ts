import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local server that answers doctor's calls with the response shapes Google documents for
 * them (Identity Toolkit v1 getProjects and admin v2 defaultSupportedIdpConfigs.get, Firestore
 * v1 databases.get and collectionGroups.fields.get, Firebase Rules v1 releases.get and
 * rulesets.get, App Check v1 services.get). It is not Google: it stands in for a project whose
 * state each test sets in `project`.
 */
export interface FakeProject {
  authorizedDomains: string[];
  googleEnabled: boolean | null;
  database: boolean;
  rules: string | null;
  ttlState: string | null;
  enforcement: 'OFF' | 'UNENFORCED' | 'ENFORCED';
}

export const readyProject = (): FakeProject => ({
  authorizedDomains: ['localhost', 'riya-portfolio.firebaseapp.com', 'riya-portfolio.web.app'],
  googleEnabled: true,
  database: true,
  rules: readFileSync(path.resolve(__dirname, '../../../../firestore.rules'), 'utf8'),
  ttlState: 'ACTIVE',
  enforcement: 'UNENFORCED',
});

const notFound = { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } };

function answer(project: FakeProject, url: URL, authorized: boolean): [number, unknown] {
  const p = url.pathname;
  if (p === '/v1/projects') {
    return url.searchParams.get('key')?.startsWith('AIza')
      ? [200, { projectId: '1234567890', authorizedDomains: project.authorizedDomains }]
      : [400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } }];
  }
  if (!authorized) return [401, { error: { code: 401, status: 'UNAUTHENTICATED' } }];
  const base = '/v1/projects/riya-portfolio';
  if (p.endsWith('/defaultSupportedIdpConfigs/google.com')) {
    return project.googleEnabled === null
      ? [404, { error: { code: 404, message: 'CONFIGURATION_NOT_FOUND' } }]
      : [200, { name: p.slice(10), enabled: project.googleEnabled, clientId: 'x.apps' }];
  }
  if (p === `${base}/databases/(default)`) {
    return project.database
      ? [200, { name: p.slice(4), type: 'FIRESTORE_NATIVE', locationId: 'asia-south1' }]
      : [404, notFound];
  }
  if (p === `${base}/databases/(default)/collectionGroups/limits/fields/expireAt`) {
    return [
      200,
      { name: p.slice(4), ...(project.ttlState ? { ttlConfig: { state: project.ttlState } } : {}) },
    ];
  }
  if (p === `${base}/releases/cloud.firestore`) {
    return project.rules === null
      ? [404, notFound]
      : [200, { name: p.slice(4), rulesetName: 'projects/riya-portfolio/rulesets/abc-123' }];
  }
  if (p === `${base}/rulesets/abc-123`) {
    return [
      200,
      {
        name: p.slice(4),
        source: { files: [{ name: 'firestore.rules', content: project.rules }] },
      },
    ];
  }
  if (p === `${base}/services/firestore.googleapis.com`) {
    return [200, { name: p.slice(4), enforcementMode: project.enforcement }];
  }
  return [404, notFound];
}

export interface GoogleFake {
  origin: string;
  project: FakeProject;
  close: () => Promise<void>;
}

/** Starts the fake on 127.0.0.1 and a free port; the token it accepts is 'good-token'. */
export function startGoogleFake(): Promise<GoogleFake> {
  const fake = { project: readyProject() } as GoogleFake;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const [status, body] = answer(
      fake.project,
      url,
      request.headers.authorization === 'Bearer good-token',
    );
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      fake.close = () => new Promise((done) => server.close(() => done()));
      resolve(fake);
    });
  });
}
