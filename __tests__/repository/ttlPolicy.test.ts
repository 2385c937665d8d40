/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** firebase-tools' own check of firestore.indexes.json (it ships no types for it). */
interface IndexSpecChecker {
  upgradeOldSpec(spec: unknown): unknown;
  validateSpec(spec: unknown): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FirestoreApi } = require('firebase-tools/lib/firestore/api') as {
  FirestoreApi: new () => IndexSpecChecker;
};

const root = path.resolve(__dirname, '..', '..');
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

describe('the TTL policy that expires limits records', () => {
  const spec = readJson('firestore.indexes.json') as { fieldOverrides: FieldOverride[] };

  it('declares limits.expireAt a TTL field, in the shape firebase-tools deploys', () => {
    const api = new FirestoreApi();
    expect(() => api.validateSpec(api.upgradeOldSpec(spec))).not.toThrow();
    expect(spec.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: 'limits', fieldPath: 'expireAt', ttl: true }),
    );
  });

  it('is named in firebase.json and deployed with the rules, from the machine and on merge', () => {
    expect(readJson('firebase.json').firestore).toEqual({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
    });
    const scripts = readJson('package.json').scripts as Record<string, string>;
    expect(scripts.deploy).toMatch(/--only \S*firestore:rules,firestore:indexes/);
  });
});
