import { existsSync } from 'node:fs';
import path from 'node:path';
import { UpgradeStop, commitOf, git, gitResult } from './git';
import { TAGS_REF, findRelease, listReleases, looksLikeVersion, versionsAt } from './releases';
import type { Release } from './releases';

/** Where the template's branch is fetched to: private, so no branch or remote of the owner moves. */
const SOURCE_REF = 'refs/portfolio-upgrade/source';
const DEFAULT_BRANCH = 'main';
const DEFAULT_REMOTE = 'template';

export interface Source {
  /** What git fetches from: a remote's name, a folder or a URL. */
  fetchFrom: string;
  /** What content/release.json records: a folder or a URL, never a name only this clone knows. */
  address: string;
}

export interface Target {
  commit: string;
  version: string | undefined;
  /** The fetched branch, and the releases on its history (newest first). */
  branch: string;
  releases: Release[];
}

function remoteAddress(dir: string, remote: string): string | undefined {
  const remotes = git(dir, ['remote']).split('\n');
  return remotes.includes(remote) ? git(dir, ['remote', 'get-url', remote]) : undefined;
}

/** `--from`, else the remote `template`, else the source content/release.json records. */
export function resolveSource(dir: string, from: string | undefined, recorded?: string): Source {
  const named = from ?? (remoteAddress(dir, DEFAULT_REMOTE) ? DEFAULT_REMOTE : recorded);
  if (named === undefined) {
    throw new UpgradeStop(
      [
        'Which template should the upgrade come from? This repository has no git remote',
        `named "${DEFAULT_REMOTE}" and content/release.json names no source. Either add it once:`,
        `  git remote add ${DEFAULT_REMOTE} <the template's URL>`,
        'or name it for this run:',
        '  npm run upgrade -- --from <URL or folder>',
      ].join('\n'),
    );
  }
  const address = remoteAddress(dir, named);
  if (address !== undefined) return { fetchFrom: named, address };
  const folder = path.resolve(dir, named);
  return existsSync(folder)
    ? { fetchFrom: folder, address: folder }
    : { fetchFrom: named, address: named };
}

function fetch(dir: string, source: Source, refspecs: string[], what: string): void {
  const result = gitResult(dir, ['fetch', '--quiet', '--no-tags', source.fetchFrom, ...refspecs]);
  if (result.status !== 0) {
    const reason = result.stderr.trim().split('\n').pop();
    throw new UpgradeStop(`Could not fetch ${what} from ${source.address}: ${reason}`);
  }
}

/**
 * Fetches the source's branch and tags, then finds what `--to` names: a version (a release), a
 * commit, or a branch or tag (its tip); without `--to`, the tip of `main`.
 */
export function resolveTarget(dir: string, source: Source, to: string | undefined): Target {
  const version = to !== undefined && looksLikeVersion(to) ? to.replace(/^v/, '') : undefined;
  const commit = to !== undefined && /^[0-9a-f]{7,40}$/i.test(to) ? to : undefined;
  const branch = to === undefined || version || commit ? DEFAULT_BRANCH : to;
  fetch(dir, source, [`+${branch}:${SOURCE_REF}`, `+refs/tags/v*:${TAGS_REF}v*`], `"${branch}"`);
  const tip = git(dir, ['rev-parse', SOURCE_REF]);
  const releases = listReleases(dir, tip);
  const at = (found: string): Target => {
    const [foundVersion] = versionsAt(dir, [found]);
    return { commit: found, version: foundVersion, branch, releases };
  };
  if (version) {
    const release = findRelease(dir, releases, version);
    if (release) return at(release.commit);
    const known = releases.slice(0, 10).map((r) => r.version);
    throw new UpgradeStop(
      `The template at ${source.address} has no release ${version}` +
        (known.length ? ` (its latest: ${known.join(', ')}).` : ' (it has no releases).'),
    );
  }
  if (commit) {
    // A commit off the branch is fetched by its id, which a server may refuse.
    if (!commitOf(dir, commit)) fetch(dir, source, [commit], `commit ${commit}`);
    const found = commitOf(dir, commit);
    if (!found) throw new UpgradeStop(`The template at ${source.address} has no commit ${commit}.`);
    return at(found);
  }
  return at(tip);
}
