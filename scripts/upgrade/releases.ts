import { commitOf, git, readBlobs } from './git';

export interface Release {
  version: string;
  commit: string;
}

/** Where the template's `v<version>` tags are fetched to, away from the owner's own tags. */
export const TAGS_REF = 'refs/portfolio-upgrade/tags/';

function versionOf(packageJson: string | undefined): string | undefined {
  if (packageJson === undefined) return undefined;
  try {
    const { version } = JSON.parse(packageJson) as { version?: unknown };
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/** package.json's version at each revision; undefined where there is none. */
export function versionsAt(dir: string, revisions: string[]): (string | undefined)[] {
  return readBlobs(
    dir,
    revisions.map((revision) => `${revision}:package.json`),
  ).map(versionOf);
}

/**
 * The releases on the first-parent history of `tip`, newest first: the commits where
 * package.json's version changed (Changesets' "Version Packages" lands on the first parent).
 */
export function listReleases(dir: string, tip: string): Release[] {
  // With --first-parent, git compares a merge with its first parent only.
  const touched = git(dir, ['rev-list', '--first-parent', tip, '--', 'package.json'])
    .split('\n')
    .filter(Boolean);
  const now = versionsAt(dir, touched);
  // A root commit has no parent: its version counts as new.
  const before = versionsAt(
    dir,
    touched.map((commit) => `${commit}^`),
  );
  return touched.flatMap((commit, i) => {
    const version = now[i];
    return version !== undefined && version !== before[i] ? [{ version, commit }] : [];
  });
}

/** A release by its version: a `v<version>` tag of the template first, else the history's. */
export function findRelease(
  dir: string,
  releases: Release[],
  version: string,
): Release | undefined {
  const tagged = commitOf(dir, `${TAGS_REF}v${version}`);
  return tagged ? { version, commit: tagged } : releases.find((r) => r.version === version);
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?/;

export const looksLikeVersion = (text: string): boolean => VERSION.test(text);

/** Semantic versions' order: numbers first, and a pre-release before its release. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [VERSION.exec(a), VERSION.exec(b)];
  if (!pa || !pb) return a.localeCompare(b, 'en', { numeric: true });
  for (let i = 1; i <= 3; i++) {
    const difference = Number(pa[i]) - Number(pb[i]);
    if (difference !== 0) return difference;
  }
  if (pa[4] === pb[4]) return 0;
  if (pa[4] === undefined) return 1;
  if (pb[4] === undefined) return -1;
  return pa[4].localeCompare(pb[4], 'en', { numeric: true });
}

/**
 * The sections of a Changesets CHANGELOG.md (`## 2.0.0` headings) for the versions after
 * `after` (all when unknown) up to and including `upTo`, in the file's order.
 */
export function releaseNotes(
  changelog: string,
  after: string | undefined,
  upTo: string | undefined,
): string[] {
  const sections: string[][] = [];
  let taking = false;
  for (const line of changelog.split('\n')) {
    if (/^#{1,2} /.test(line)) {
      const version = /^## \[?v?([^\s\]]+)/.exec(line)?.[1];
      taking =
        version !== undefined &&
        looksLikeVersion(version) &&
        (upTo === undefined || compareVersions(version, upTo) <= 0) &&
        (after === undefined || compareVersions(version, after) > 0);
      if (taking) sections.push([]);
    }
    if (taking) sections[sections.length - 1].push(line);
  }
  return sections.map((lines) => lines.join('\n').trim());
}
