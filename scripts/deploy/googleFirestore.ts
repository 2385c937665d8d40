import { firebaseConsole } from './releaseConfig';
import { notChecked, ok, problem } from './findings';
import type { Finding } from './findings';
import { errorOf, get, unread } from './googleApi';
import type { Call } from './googleApi';

/** doctor's Firestore checks: the database, its deployed rules, the TTL policy. */
export async function firestoreFindings(call: Call): Promise<Finding[]> {
  const { input, origins, token, timeoutMs } = call;
  const projectPath = `projects/${input.projectId}`;
  const database = await get(
    `${origins.firestore}/v1/${projectPath}/databases/(default)`,
    token,
    timeoutMs,
  );
  const where = firebaseConsole(input.projectId, 'firestore');
  const check = 'Firestore database';
  const failed = unread(check, database);
  if (failed) return [failed];
  const { status, body } = database as { status: number; body: Record<string, unknown> };
  if (status === 404)
    return [
      problem(
        check,
        'the project has no Firestore database',
        'Firestore Database → Create database (Native mode), then deploy the rules',
        where,
      ),
    ];
  if (status !== 200) return [notChecked(check, `unexpected answer ${status}: ${errorOf(body)}`)];
  if (body.type === 'DATASTORE_MODE')
    return [
      problem(
        check,
        'the database is in Datastore mode; the site needs Firestore in Native mode',
        'a project whose database is in Native mode',
        where,
      ),
    ];
  return [
    ok(check, `(default) exists${body.locationId ? ` in ${String(body.locationId)}` : ''}`),
    await rules(call),
    await ttl(call),
  ];
}

const normalised = (rules: string) => rules.replace(/\r\n/g, '\n').trim();

async function rules({ input, origins, token, timeoutMs }: Call) {
  const check = 'Firestore rules';
  const where = firebaseConsole(input.projectId, 'firestore/rules');
  const fix =
    '`npx firebase deploy --only firestore:rules` (the merge workflow does it on every push to main)';
  const release = await get(
    `${origins.rules}/v1/projects/${input.projectId}/releases/cloud.firestore`,
    token,
    timeoutMs,
  );
  if (unread(check, release)) return unread(check, release) as Finding;
  const { status, body } = release as { status: number; body: Record<string, unknown> };
  if (status === 404) return problem(check, 'no rules were ever deployed', fix, where);
  if (status !== 200) return notChecked(check, `unexpected answer ${status}: ${errorOf(body)}`);
  const ruleset = await get(`${origins.rules}/v1/${String(body.rulesetName)}`, token, timeoutMs);
  if (unread(check, ruleset)) return unread(check, ruleset) as Finding;
  const files =
    (
      (ruleset as { body: Record<string, unknown> }).body.source as
        { files?: { content: string }[] } | undefined
    )?.files ?? [];
  return files.length === 1 && normalised(files[0].content) === normalised(input.rules)
    ? ok(check, 'the deployed rules are firestore.rules')
    : problem(check, 'the deployed rules differ from firestore.rules', fix, where);
}

async function ttl({ input, origins, token, timeoutMs }: Call) {
  const check = 'TTL policy';
  if (!input.ttl) return notChecked(check, 'firestore.indexes.json declares no TTL field');
  const { collectionGroup, fieldPath } = input.ttl;
  const answer = await get(
    `${origins.firestore}/v1/projects/${input.projectId}/databases/(default)/collectionGroups/${collectionGroup}/fields/${fieldPath}`,
    token,
    timeoutMs,
  );
  if (unread(check, answer)) return unread(check, answer) as Finding;
  const { status, body } = answer as { status: number; body: Record<string, unknown> };
  const state = (body.ttlConfig as { state?: string } | undefined)?.state;
  const where = `https://console.cloud.google.com/firestore/databases/-default-/ttl?project=${input.projectId}`;
  const fix =
    '`npx firebase deploy --only firestore:indexes` (the merge workflow does it on every push to main)';
  const field = `${collectionGroup}.${fieldPath}`;
  if (status === 200 && state === 'ACTIVE') return ok(check, `${field} expires records`);
  if (status === 200 && state === 'CREATING')
    return ok(check, `${field}: being applied (CREATING); records written now expire`);
  if (status === 200 && state === 'NEEDS_REPAIR')
    return problem(
      check,
      `${field} is NEEDS_REPAIR: Google could not apply it to every record`,
      "turn it off and on again in the console's Time-to-live page",
      where,
    );
  if (status === 200 || status === 404)
    return problem(
      check,
      `${field} is not a TTL field: old limits records never expire`,
      fix,
      where,
    );
  return notChecked(check, `unexpected answer ${status}: ${errorOf(body)}`);
}
